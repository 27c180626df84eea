CREATE TABLE "dependants" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" "gender" NOT NULL,
	"guardian_confirmed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dependants" ADD CONSTRAINT "dependants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dependants_user_idx" ON "dependants" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "dependant_id" char(24);--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_dependant_id_dependants_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."dependants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_members" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "participation_members" ADD COLUMN "gender" "gender";--> statement-breakpoint
-- One registration per competitor: the account holder's own (no dependant) once per category, and
-- each dependant once per category.
DROP INDEX "participations_once_key";--> statement-breakpoint
CREATE UNIQUE INDEX "participations_once_key" ON "participations" USING btree ("participant_id","event_id","category_id") WHERE "participations"."cancelled_at" IS NULL AND "participations"."dependant_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "participations_dependant_once_key" ON "participations" USING btree ("dependant_id","event_id","category_id") WHERE "participations"."cancelled_at" IS NULL AND "participations"."dependant_id" IS NOT NULL;
