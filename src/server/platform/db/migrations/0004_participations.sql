CREATE TYPE "public"."member_role" AS ENUM('Captain', 'Vice Captain');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('created', 'captured');--> statement-breakpoint
CREATE TABLE "participation_members" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"participation_id" char(24) NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"role" "member_role"
);
--> statement-breakpoint
CREATE TABLE "participations" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"event_id" char(24) NOT NULL,
	"category_id" char(24) NOT NULL,
	"participant_id" char(24) NOT NULL,
	"team_name" text,
	"weight_kg" integer,
	"payment_status" "payment_status" DEFAULT 'created' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) DEFAULT 'INR' NOT NULL,
	"provider" text,
	"order_id" text,
	"payment_id" text,
	"captured_at" timestamp with time zone,
	"last_payment_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participations_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "participations_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participation_members" ADD CONSTRAINT "participation_members_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participation_members_position_key" ON "participation_members" USING btree ("participation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "participations_once_key" ON "participations" USING btree ("participant_id","event_id","category_id");--> statement-breakpoint
CREATE INDEX "participations_participant_idx" ON "participations" USING btree ("participant_id","id");--> statement-breakpoint
CREATE INDEX "participations_event_category_idx" ON "participations" USING btree ("event_id","category_id","id");--> statement-breakpoint
CREATE INDEX "participations_pending_idx" ON "participations" USING btree ("payment_status","created_at");