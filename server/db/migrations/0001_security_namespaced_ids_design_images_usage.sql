CREATE TABLE "design_images" (
	"user_id" text NOT NULL,
	"design_id" uuid NOT NULL,
	"png" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_images_user_id_design_id_pk" PRIMARY KEY("user_id","design_id")
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"identity" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "usage_counters_identity_kind_day_pk" PRIMARY KEY("identity","kind","day")
);
--> statement-breakpoint
-- Record ids are namespaced by owner: (user_id, id) replaces the bare id as primary key.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_pkey";--> statement-breakpoint
ALTER TABLE "consultations" DROP CONSTRAINT "consultations_pkey";--> statement-breakpoint
ALTER TABLE "designs" DROP CONSTRAINT "designs_pkey";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
-- Existing design images move to their own table before the column goes.
INSERT INTO "design_images" ("user_id", "design_id", "png", "bytes", "created_at")
  SELECT "user_id", "id", "image", octet_length("image"), "created_at" FROM "designs" WHERE "image" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" DROP COLUMN "image";
