CREATE TABLE "appointment_messages" (
	"id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"appointment_id" uuid NOT NULL,
	"author" text DEFAULT 'client' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_messages_user_id_id_pk" PRIMARY KEY("user_id","id"),
	CONSTRAINT "appointment_messages_author_check" CHECK ("appointment_messages"."author" in ('client', 'studio'))
);
--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "render_seed" bigint;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "render_size" text;--> statement-breakpoint
CREATE INDEX "appointment_messages_thread_idx" ON "appointment_messages" USING btree ("user_id","appointment_id","created_at");