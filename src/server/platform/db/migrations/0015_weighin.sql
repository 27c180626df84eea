CREATE TYPE "public"."event_day_change" AS ENUM('moved', 'out', 'no_show', 'no_show_cleared');--> statement-breakpoint
CREATE TYPE "public"."event_day_status" AS ENUM('no_show', 'out');--> statement-breakpoint
CREATE TABLE "event_day_changes" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"event_id" char(24) NOT NULL,
	"participation_id" char(24) NOT NULL,
	"kind" "event_day_change" NOT NULL,
	"from_category_id" char(24) NOT NULL,
	"to_category_id" char(24),
	"reason" text,
	"changed_by" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weigh_ins" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"event_id" char(24) NOT NULL,
	"participation_id" char(24) NOT NULL,
	"member_index" integer NOT NULL,
	"weight_g" integer NOT NULL,
	"recorded_by" char(24) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weigh_ins_weight_check" CHECK ("weigh_ins"."weight_g" > 0 AND "weigh_ins"."weight_g" <= 400000 AND "weigh_ins"."weight_g" % 100 = 0)
);
--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "event_day_status" "event_day_status";--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "event_day_reason" text;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "event_day_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "event_day_status_by" char(24);--> statement-breakpoint
ALTER TABLE "event_day_changes" ADD CONSTRAINT "event_day_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_day_changes" ADD CONSTRAINT "event_day_changes_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_day_changes" ADD CONSTRAINT "event_day_changes_from_category_id_categories_id_fk" FOREIGN KEY ("from_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_day_changes" ADD CONSTRAINT "event_day_changes_to_category_id_categories_id_fk" FOREIGN KEY ("to_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_day_changes" ADD CONSTRAINT "event_day_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_ins" ADD CONSTRAINT "weigh_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_ins" ADD CONSTRAINT "weigh_ins_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_ins" ADD CONSTRAINT "weigh_ins_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_day_changes_participation_idx" ON "event_day_changes" USING btree ("participation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "weigh_ins_member_key" ON "weigh_ins" USING btree ("participation_id","member_index");--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_event_day_status_by_users_id_fk" FOREIGN KEY ("event_day_status_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;