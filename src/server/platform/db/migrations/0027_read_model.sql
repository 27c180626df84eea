CREATE TABLE "category_places" (
	"event_id" char(24) NOT NULL,
	"category_id" char(24) NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"waiting" integer DEFAULT 0 NOT NULL,
	"holds" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "category_places_event_id_category_id_pk" PRIMARY KEY("event_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "event_documents" (
	"event_id" char(24) PRIMARY KEY NOT NULL,
	"body" text,
	"place_slots" integer[],
	"place_categories" text[],
	"place_capacities" integer[],
	"stale" boolean DEFAULT true NOT NULL,
	"built_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "category_places" ADD CONSTRAINT "category_places_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_places" ADD CONSTRAINT "category_places_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_documents" ADD CONSTRAINT "event_documents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The read model's triggers (issue 31, decision 049). Written by hand: drizzle-kit has no triggers.
-- A document goes stale in the transaction of any write to what it shows; the event's reader
-- builds it again (server/events/read-model.ts).
CREATE FUNCTION read_model_stale_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'events' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO event_documents (event_id) VALUES (NEW.id)
        ON CONFLICT (event_id) DO UPDATE SET stale = true;
    ELSE
      UPDATE event_documents SET stale = true WHERE event_id = NEW.id;
    END IF;
  ELSIF TG_TABLE_NAME = 'sports' THEN
    UPDATE event_documents d SET stale = true FROM events e
      WHERE e.sports_id = NEW.id AND d.event_id = e.id;
  ELSIF TG_TABLE_NAME = 'users' THEN
    UPDATE event_documents d SET stale = true FROM events e
      WHERE e.host_id = NEW.id AND d.event_id = e.id;
  ELSIF TG_TABLE_NAME = 'categories' THEN
    UPDATE event_documents d SET stale = true FROM event_categories ec
      WHERE ec.category_id = NEW.id AND d.event_id = ec.event_id;
  ELSIF TG_OP = 'DELETE' THEN
    -- event_categories, draws
    UPDATE event_documents SET stale = true WHERE event_id = OLD.event_id;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE event_documents SET stale = true WHERE event_id = NEW.event_id;
  ELSE
    UPDATE event_documents SET stale = true WHERE event_id IN (OLD.event_id, NEW.event_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER read_model_events_insert AFTER INSERT ON events
  FOR EACH ROW EXECUTE FUNCTION read_model_stale_event();
--> statement-breakpoint
CREATE TRIGGER read_model_events_update AFTER UPDATE ON events
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION read_model_stale_event();
--> statement-breakpoint
CREATE TRIGGER read_model_event_categories AFTER INSERT OR UPDATE OR DELETE ON event_categories
  FOR EACH ROW EXECUTE FUNCTION read_model_stale_event();
--> statement-breakpoint
CREATE TRIGGER read_model_draws AFTER INSERT OR DELETE ON draws
  FOR EACH ROW EXECUTE FUNCTION read_model_stale_event();
--> statement-breakpoint
CREATE TRIGGER read_model_categories AFTER UPDATE ON categories
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION read_model_stale_event();
--> statement-breakpoint
CREATE TRIGGER read_model_sports AFTER UPDATE ON sports
  FOR EACH ROW WHEN (OLD.sports_name IS DISTINCT FROM NEW.sports_name)
  EXECUTE FUNCTION read_model_stale_event();
--> statement-breakpoint
CREATE TRIGGER read_model_users AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name
    OR OLD.organisation_name IS DISTINCT FROM NEW.organisation_name)
  EXECUTE FUNCTION read_model_stale_event();
--> statement-breakpoint
-- A category's places, counted again from the rows that take them (server/places/counts.ts says
-- the same in the writers' SQL). The rows are locked first, in one order, and counted in the
-- next statement: under READ COMMITTED it sees every write committed before the lock was granted,
-- so two registrations at once cannot each count without the other.
CREATE FUNCTION read_model_count_places(e text[], c text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_places (event_id, category_id)
    SELECT DISTINCT k.e, k.c FROM unnest(e, c) AS k(e, c) ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM category_places cp
    WHERE (cp.event_id, cp.category_id) IN (SELECT k.e, k.c FROM unnest(e, c) AS k(e, c))
    ORDER BY cp.event_id, cp.category_id FOR UPDATE;
  UPDATE category_places cp SET
    paid = (SELECT count(*) FROM participations p
      WHERE p.event_id = cp.event_id AND p.category_id = cp.category_id
        AND p.cancelled_at IS NULL AND p.payment_status = 'captured'),
    waiting = (SELECT count(*) FROM waitlist_entries w
      WHERE w.event_id = cp.event_id AND w.category_id = cp.category_id AND w.status = 'waiting'),
    holds = ARRAY(
      SELECT p.hold_expires_at FROM participations p
        WHERE p.event_id = cp.event_id AND p.category_id = cp.category_id
          AND p.cancelled_at IS NULL AND p.payment_status <> 'captured'
          AND p.hold_expires_at IS NOT NULL
      UNION ALL
      SELECT w.offer_expires_at FROM waitlist_entries w
        WHERE w.event_id = cp.event_id AND w.category_id = cp.category_id
          AND w.status = 'offered' AND w.offer_expires_at IS NOT NULL
      UNION ALL
      SELECT s.hold_expires_at FROM category_switches s
        WHERE s.event_id = cp.event_id AND s.to_category_id = cp.category_id
          AND s.status = 'awaiting_payment' AND s.hold_expires_at IS NOT NULL
      ORDER BY 1)
    WHERE (cp.event_id, cp.category_id) IN (SELECT k.e, k.c FROM unnest(e, c) AS k(e, c));
END $$;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk write (an event's cancellation) counts each
-- category once. An update counts only the categories whose places it can change.
CREATE FUNCTION read_model_places_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  e text[];
  c text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k.event_id), array_agg(k.category_id) INTO e, c FROM (
      SELECT n.event_id,
        coalesce(to_jsonb(n) ->> 'to_category_id', to_jsonb(n) ->> 'category_id') AS category_id
      FROM new_rows n) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k.event_id), array_agg(k.category_id) INTO e, c FROM (
      SELECT o.event_id,
        coalesce(to_jsonb(o) ->> 'to_category_id', to_jsonb(o) ->> 'category_id') AS category_id
      FROM old_rows o) k;
  ELSE
    SELECT array_agg(k.event_id), array_agg(k.category_id) INTO e, c FROM (
      SELECT x.event_id, x.category_id FROM (
        SELECT to_jsonb(n) AS nj, to_jsonb(o) AS oj FROM new_rows n JOIN old_rows o ON o.id = n.id
      ) j
      CROSS JOIN LATERAL (VALUES
        (j.nj ->> 'event_id', coalesce(j.nj ->> 'to_category_id', j.nj ->> 'category_id')),
        (j.oj ->> 'event_id', coalesce(j.oj ->> 'to_category_id', j.oj ->> 'category_id'))
      ) AS x(event_id, category_id)
      WHERE (j.nj -> 'status', j.nj -> 'payment_status', j.nj -> 'cancelled_at',
             j.nj -> 'hold_expires_at', j.nj -> 'offer_expires_at', j.nj -> 'category_id',
             j.nj -> 'to_category_id', j.nj -> 'event_id')
        IS DISTINCT FROM
            (j.oj -> 'status', j.oj -> 'payment_status', j.oj -> 'cancelled_at',
             j.oj -> 'hold_expires_at', j.oj -> 'offer_expires_at', j.oj -> 'category_id',
             j.oj -> 'to_category_id', j.oj -> 'event_id')
    ) k;
  END IF;
  IF e IS NOT NULL THEN
    PERFORM read_model_count_places(e, c);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER read_model_participations_insert AFTER INSERT ON participations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION read_model_places_changed();
--> statement-breakpoint
CREATE TRIGGER read_model_participations_update AFTER UPDATE ON participations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_model_places_changed();
--> statement-breakpoint
CREATE TRIGGER read_model_participations_delete AFTER DELETE ON participations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION read_model_places_changed();
--> statement-breakpoint
CREATE TRIGGER read_model_waitlist_insert AFTER INSERT ON waitlist_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION read_model_places_changed();
--> statement-breakpoint
CREATE TRIGGER read_model_waitlist_update AFTER UPDATE ON waitlist_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_model_places_changed();
--> statement-breakpoint
CREATE TRIGGER read_model_waitlist_delete AFTER DELETE ON waitlist_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION read_model_places_changed();
--> statement-breakpoint
CREATE TRIGGER read_model_switches_insert AFTER INSERT ON category_switches
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION read_model_places_changed();
--> statement-breakpoint
CREATE TRIGGER read_model_switches_update AFTER UPDATE ON category_switches
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_model_places_changed();
--> statement-breakpoint
CREATE TRIGGER read_model_switches_delete AFTER DELETE ON category_switches
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION read_model_places_changed();
--> statement-breakpoint
-- What exists already: every document stale (built on first read), every category counted.
INSERT INTO event_documents (event_id) SELECT id FROM events;
--> statement-breakpoint
SELECT read_model_count_places(array_agg(event_id), array_agg(category_id)) FROM event_categories;
