ALTER TYPE "public"."payment_status" ADD VALUE 'failed';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"participation_id" char(24),
	"provider" text NOT NULL,
	"order_id" text,
	"reference" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_anomalies" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"participation_id" char(24),
	"webhook_id" char(24),
	"provider" text NOT NULL,
	"order_id" text,
	"payment_id" text,
	"amount_minor" integer,
	"currency" text,
	"expected_amount_minor" integer,
	"expected_currency" text,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" char(24),
	"resolution_note" text
);
--> statement-breakpoint
CREATE TABLE "provider_webhooks" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"event" text NOT NULL,
	"signature_verified" boolean NOT NULL,
	"payload" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "participations_once_key";--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "cancelled_by" char(24);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD CONSTRAINT "payment_anomalies_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD CONSTRAINT "payment_anomalies_webhook_id_provider_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."provider_webhooks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD CONSTRAINT "payment_anomalies_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reference_key" ON "ledger_entries" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_participation_idx" ON "ledger_entries" USING btree ("participation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_anomalies_dedupe_key" ON "payment_anomalies" USING btree ("kind","dedupe_key");--> statement-breakpoint
CREATE INDEX "payment_anomalies_open_idx" ON "payment_anomalies" USING btree ("resolved_at","id");--> statement-breakpoint
CREATE INDEX "provider_webhooks_event_idx" ON "provider_webhooks" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "provider_webhooks_received_idx" ON "provider_webhooks" USING btree ("received_at");--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participations_once_key" ON "participations" USING btree ("participant_id","event_id","category_id") WHERE "participations"."cancelled_at" IS NULL;--> statement-breakpoint
-- Deliveries handled before this migration keep their de-duplication ids (payload not kept then).
INSERT INTO "provider_webhooks" ("id", "provider", "event_id", "event", "signature_verified", "payload", "received_at", "outcome")
SELECT substr(md5("id"), 1, 24), 'razorpay', "id", "event", true, '', "received_at", 'migrated' FROM "webhook_events";--> statement-breakpoint
-- Captures made before the ledger existed become its first rows.
INSERT INTO "ledger_entries" ("id", "kind", "participation_id", "provider", "order_id", "reference", "amount_minor", "currency", "source", "created_at")
SELECT substr(md5('capture' || "id"), 1, 24), 'capture', "id", COALESCE("provider", 'test'), "order_id", "payment_id", "amount_minor", "currency", 'migrated', COALESCE("captured_at", "updated_at")
FROM "participations" WHERE "payment_status" = 'captured' AND "payment_id" IS NOT NULL;
