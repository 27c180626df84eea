-- Issue 31 (decision 051): every server keeps which drawing of an event's page is current and
-- sends it with no read, until it hears that the event changed. The triggers that make an event's
-- pages due (0029) already fire for every write that changes what a page shows, in the writer's
-- transaction; they now also notify `event_pages` with the event's id, which PostgreSQL delivers
-- to every listening server when (and only if) that transaction commits.
CREATE OR REPLACE FUNCTION page_draws_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO page_draws (event_id, due_at) VALUES (NEW.event_id, '-infinity')
    ON CONFLICT (event_id) DO UPDATE
      SET due_at = '-infinity', version = page_draws.version + 1, claimed_until = NULL;
  PERFORM pg_notify('event_pages', NEW.event_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted event (its document goes with it) leaves no page to send.
CREATE FUNCTION page_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('event_pages', OLD.event_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER page_gone AFTER DELETE ON event_documents
  FOR EACH ROW EXECUTE FUNCTION page_gone();
