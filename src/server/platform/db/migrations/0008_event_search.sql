ALTER TABLE "events" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "events" SET "city" = btrim(regexp_replace(regexp_replace("venue_address", '^.*,', ''), '[[:space:]-]*[0-9][0-9[:space:]]*$', ''));--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_city_idx" ON "events" USING btree (lower("city"),"starts_at","id");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin (to_tsvector('simple', "title" || ' ' || "venue_name" || ' ' || "venue_address" || ' ' || "city"));--> statement-breakpoint
CREATE INDEX "events_span_idx" ON "events" USING btree (("ends_at" - "starts_at"));
