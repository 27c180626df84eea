CREATE TYPE "public"."waitlist_status" AS ENUM('waiting', 'offered', 'accepted', 'expired', 'left');--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"event_id" char(24) NOT NULL,
	"category_id" char(24) NOT NULL,
	"participant_id" char(24) NOT NULL,
	"dependant_id" char(24),
	"team_name" text,
	"weight_kg" integer,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "waitlist_status" DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offered_by" char(24),
	"participation_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_categories" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_offer_hours" integer;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_dependant_id_dependants_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."dependants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_once_key" ON "waitlist_entries" USING btree ("participant_id","event_id","category_id") WHERE "waitlist_entries"."status" IN ('waiting', 'offered') AND "waitlist_entries"."dependant_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_dependant_once_key" ON "waitlist_entries" USING btree ("dependant_id","event_id","category_id") WHERE "waitlist_entries"."status" IN ('waiting', 'offered') AND "waitlist_entries"."dependant_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("event_id","category_id","status","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_participant_idx" ON "waitlist_entries" USING btree ("participant_id","id");--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_capacity_check" CHECK ("event_categories"."capacity" IS NULL OR "event_categories"."capacity" >= 0);