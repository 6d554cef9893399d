CREATE TABLE "appointment_packs" (
	"user_id" text NOT NULL,
	"appointment_id" uuid NOT NULL,
	"pdf" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_packs_user_id_appointment_id_pk" PRIMARY KEY("user_id","appointment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"deposit_ref" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
DROP INDEX "appointments_active_slot_idx";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "details" jsonb DEFAULT '{"design_id":null,"idea":"","placement":"","size_cm":null,"style":"","lettering":"","references":[],"budget":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "proposed_date" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "proposed_time" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "studio_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "deposit_amount" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "deposit_currency" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "deposit_method" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "deposit_ref" uuid;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "deposit_amount" integer;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "deposit_currency" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "cancellation_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "artist_id" text;--> statement-breakpoint
CREATE INDEX "appointments_artist_idx" ON "appointments" USING btree ("artist_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_deposit_ref_idx" ON "appointments" USING btree ("deposit_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_active_slot_idx" ON "appointments" USING btree ("artist_id","date","time") WHERE "appointments"."artist_id" is not null and "appointments"."status" in ('requested', 'deposit_due', 'confirmed');--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('requested', 'deposit_due', 'confirmed', 'completed', 'cancelled', 'declined'));