-- Issue 31: a visit learns that the stored page is current from the page's own row, without
-- reading and composing its event. Every change to what an event's page shows already makes its
-- `page_draws` row due in the writer's transaction (0029); each such change now takes a number
-- from one sequence, never used before for any event, and a stored page records the number its
-- drawing read with the event (and the build, and the instant time alone changes it). The page is
-- current while its event's number is still that one: an event whose row went (unpublished) and
-- came back gets a new number, so no page of its past can match.
CREATE SEQUENCE "page_versions";--> statement-breakpoint
ALTER TABLE "page_draws" ALTER COLUMN "version" SET DEFAULT nextval('page_versions');--> statement-breakpoint
UPDATE "page_draws" SET "version" = nextval('page_versions');--> statement-breakpoint
CREATE OR REPLACE FUNCTION page_draws_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO page_draws (event_id, due_at) VALUES (NEW.event_id, '-infinity')
    ON CONFLICT (event_id) DO UPDATE
      SET due_at = '-infinity', version = nextval('page_versions'), claimed_until = NULL;
  PERFORM pg_notify('event_pages', NEW.event_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER TABLE "stored_pages" ADD COLUMN "build" text;--> statement-breakpoint
ALTER TABLE "stored_pages" ADD COLUMN "version" bigint;--> statement-breakpoint
ALTER TABLE "stored_pages" ADD COLUMN "until" timestamp with time zone;
