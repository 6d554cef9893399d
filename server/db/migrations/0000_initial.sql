CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"artist" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"notes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('requested', 'confirmed', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"styles" jsonb NOT NULL,
	"city" text NOT NULL,
	"bio" text NOT NULL,
	"open_slots" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"topic" text NOT NULL,
	"agent" text NOT NULL,
	"date" text NOT NULL,
	"notes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"style" text NOT NULL,
	"placement" text NOT NULL,
	"size" text NOT NULL,
	"colors" text NOT NULL,
	"keywords" text NOT NULL,
	"description" text NOT NULL,
	"prompt" text NOT NULL,
	"image" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"uid" text NOT NULL,
	"key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_uid_key_pk" PRIMARY KEY("uid","key")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"date_of_birth" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"preferred_styles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tattoo_experience" text DEFAULT '' NOT NULL,
	"skin_tone" text DEFAULT '' NOT NULL,
	"allergies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"medical_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emergency_contact" jsonb DEFAULT '{"name":"","phone":"","relationship":""}'::jsonb NOT NULL,
	"design_preferences" jsonb DEFAULT '{"size":"","placement":"","colorPreference":"","stylePreferences":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "appointments_user_created_idx" ON "appointments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consultations_user_created_idx" ON "consultations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "designs_user_created_idx" ON "designs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");