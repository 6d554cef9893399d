ALTER TABLE "appointments" ADD COLUMN "artist_id" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "studio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "weekly_hours" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_active_slot_idx" ON "appointments" USING btree ("artist_id","date","time") WHERE "appointments"."artist_id" is not null and "appointments"."status" in ('requested', 'confirmed');--> statement-breakpoint
ALTER TABLE "artists" DROP COLUMN "open_slots";