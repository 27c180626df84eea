CREATE TYPE "public"."refund_status" AS ENUM('refund_pending', 'refunded', 'refund_failed');--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"participation_id" char(24),
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"dedupe_key" text NOT NULL,
	"status" "refund_status" DEFAULT 'refund_pending' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"requested_by" char(24),
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "refund_policy" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_by" char(24);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_dedupe_key" ON "refunds" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "refunds_participation_idx" ON "refunds" USING btree ("participation_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;