CREATE TYPE "public"."message_audience" AS ENUM('participants', 'hosts');--> statement-breakpoint
CREATE TYPE "public"."message_status" AS ENUM('sending', 'sent');--> statement-breakpoint
CREATE TYPE "public"."reminder_kind" AS ENUM('payment_pending', 'before_event', 'waitlist_expiring', 'closing_soon');--> statement-breakpoint
CREATE TABLE "bibs" (
	"participation_id" char(24) PRIMARY KEY NOT NULL,
	"event_id" char(24) NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bibs_number_check" CHECK ("bibs"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"message_id" char(24) NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"user_id" char(24),
	"sent_at" timestamp with time zone,
	CONSTRAINT "message_recipients_message_id_email_pk" PRIMARY KEY("message_id","email")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"audience" "message_audience" NOT NULL,
	"event_id" char(24),
	"sender_id" char(24) NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "message_status" DEFAULT 'sending' NOT NULL,
	"total" integer NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "messages_progress_check" CHECK ("messages"."sent" >= 0 AND "messages"."sent" <= "messages"."total")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"event_id" char(24) PRIMARY KEY NOT NULL,
	"payment_pending" boolean DEFAULT true NOT NULL,
	"before_event" boolean DEFAULT true NOT NULL,
	"waitlist_expiring" boolean DEFAULT true NOT NULL,
	"closing_soon" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"kind" "reminder_kind" NOT NULL,
	"subject_id" text NOT NULL,
	"event_id" char(24) NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_kind_subject_id_pk" PRIMARY KEY("kind","subject_id")
);
--> statement-breakpoint
ALTER TABLE "bibs" ADD CONSTRAINT "bibs_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bibs" ADD CONSTRAINT "bibs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bibs_event_number_key" ON "bibs" USING btree ("event_id","number");--> statement-breakpoint
CREATE INDEX "message_recipients_pending_idx" ON "message_recipients" USING btree ("message_id") WHERE "message_recipients"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "messages_event_idx" ON "messages" USING btree ("event_id","created_at");--> statement-breakpoint
-- Bibs for the registrations paid before them, in order of payment per event (issue 27).
INSERT INTO "bibs" ("participation_id", "event_id", "number")
SELECT "id", "event_id",
       row_number() OVER (PARTITION BY "event_id" ORDER BY "captured_at" NULLS LAST, "id")
FROM "participations" WHERE "payment_status" = 'captured';
