CREATE TYPE "public"."event_status" AS ENUM('draft', 'published');--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "event_start_time" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "event_end_time" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" "event_status" DEFAULT 'published' NOT NULL;