CREATE TABLE "page_builds" (
	"build" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_draws" (
	"event_id" char(24) PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "page_draws" ADD CONSTRAINT "page_draws_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_draws_due_at" ON "page_draws" USING btree ("due_at");--> statement-breakpoint
-- Issue 31: a stored page is drawn when what it shows changes, not by the next visitor. Written by
-- hand (drizzle-kit has no triggers); they follow the read model's own tables, so every write
-- that changes a document or a category's places makes its event's pages due, in that write's
-- transaction. The drawing job (server/events/page-draws.ts) does the rest.
CREATE FUNCTION page_draws_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO page_draws (event_id, due_at) VALUES (NEW.event_id, '-infinity')
    ON CONFLICT (event_id) DO UPDATE
      SET due_at = '-infinity', version = page_draws.version + 1, claimed_until = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER page_draws_document_insert AFTER INSERT ON event_documents
  FOR EACH ROW WHEN (NEW.stale) EXECUTE FUNCTION page_draws_due();
--> statement-breakpoint
CREATE TRIGGER page_draws_document_stale AFTER UPDATE ON event_documents
  FOR EACH ROW WHEN (NEW.stale) EXECUTE FUNCTION page_draws_due();
--> statement-breakpoint
CREATE TRIGGER page_draws_places AFTER UPDATE ON category_places
  FOR EACH ROW WHEN ((OLD.paid, OLD.waiting, OLD.holds) IS DISTINCT FROM (NEW.paid, NEW.waiting, NEW.holds))
  EXECUTE FUNCTION page_draws_due();
--> statement-breakpoint
-- What exists already: every published event's pages, drawn by the job after the upgrade.
INSERT INTO page_draws (event_id, due_at) SELECT id, '-infinity' FROM events WHERE status = 'published';
