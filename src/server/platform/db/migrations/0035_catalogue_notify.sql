-- Issue 31 (decision 064): a server keeps the events list and the home page as drawn until it
-- hears that public data changed. Every write that changes an event's document notifies
-- `event_pages` already (0030); the sports catalogue, which the list page's sport filter shows,
-- now does too, with 'sports' (no event's id) as its payload.
CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('event_pages', 'sports');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON sports
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
