ALTER TABLE "appointments" ADD COLUMN "proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "declined_proposal_date" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "declined_proposal_time" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "proposal_declined_at" timestamp with time zone;--> statement-breakpoint
-- A proposal on show before answers named their proposal gets its id now (hand-written; drizzle-kit generates only the columns).
UPDATE "appointments" SET "proposal_id" = gen_random_uuid() WHERE "proposed_date" IS NOT NULL AND "proposal_id" IS NULL;
