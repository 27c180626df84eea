ALTER TYPE "public"."code_purpose" ADD VALUE 'change_email';--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_webhooks" ADD COLUMN "payload_bytes" integer;--> statement-breakpoint
ALTER TABLE "provider_webhooks" ADD COLUMN "payload_sha256" char(64);--> statement-breakpoint
ALTER TABLE "provider_webhooks" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
CREATE INDEX "events_cancelled_idx" ON "events" USING btree ("cancelled_at") WHERE "events"."cancelled_at" IS NOT NULL;