import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { hashPassword } from '../src/server/auth/password';
import { rebuildReadModel } from '../src/server/events/read-model';
import * as schema from '../src/server/platform/db/schema';

const sqlArray = (list: string[]) => `ARRAY[${list.map((v) => `'${v}'`).join(', ')}]`;
const BENCH_CITIES = sqlArray([
  'Bengaluru',
  'Mumbai',
  'Delhi',
  'Chennai',
  'Kolkata',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Kochi',
  'Mysuru',
  'Goa',
]);
const BENCH_TITLES = sqlArray([
  'Football Cup',
  'Cricket League',
  'Badminton Open',
  'Athletics Meet',
  'Wrestling Dangal',
  'Basketball Jam',
  'Kabaddi Premier',
  'Marathon',
]);

/**
 * Bulk-loads realistic data with generate_series (no API, no per-row round trips): hosts, sports
 * with categories, `events` events across all registration states and twelve cities with two
 * categories each (every fifth event free), participants, and one registration per event.
 */
export async function seedBench(
  url: string,
  events: number,
): Promise<{ participantEmail: string; password: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const password = 'Bench!Pass1';
  const hash = await hashPassword(password);
  const hexId = (expr: string) => `lpad(to_hex(${expr}), 24, '0')`;
  // Five registrations each at every size: a participant's own registrations are then the same
  // answer at 1,000 and 100,000 events, and the p99 growth the bench reports is the data's, not a
  // page twice as long (with events / 10 they had 5 at 1,000 and 10 at 100,000).
  const participants = Math.max(200, Math.floor(events / 5));
  try {
    await client.query('BEGIN');
    await client.query(
      `TRUNCATE participation_members, participations, event_categories, events, categories, sports, sessions, one_time_codes, rate_limits, payment_anomalies, ledger_entries, provider_webhooks, users CASCADE`,
    );
    await client.query(
      `INSERT INTO users (id, role, name, email, phone_number, password_hash, email_verified_at, organisation_name, age, gender)
       SELECT ${hexId('g')}, 'Host', 'Host ' || g, 'host' || g || '@bench.test', '9876543210', $1, now(), 'Org ' || g, NULL, NULL
       FROM generate_series(1, 50) g`,
      [hash],
    );
    await client.query(
      `INSERT INTO users (id, role, name, email, phone_number, password_hash, email_verified_at, age, gender)
       SELECT ${hexId('100000 + g')}, 'Participant', 'Player ' || g, 'player' || g || '@bench.test', '9876543210', $1, now(), 20, 'male'
       FROM generate_series(1, ${participants}) g`,
      [hash],
    );
    await client.query(
      `INSERT INTO sports (id, sports_name) SELECT ${hexId('200000 + g')}, 'Sport ' || g FROM generate_series(1, 6) g`,
    );
    await client.query(
      `INSERT INTO categories (id, sports_id, name, participants_in_team, is_team_sport)
       SELECT ${hexId('300000 + g')}, ${hexId('200000 + 1 + (g - 1) / 4')}, 'Category ' || g, 1, false FROM generate_series(1, 24) g`,
    );
    // Registration windows spread over +-200 days; ids increase with g like real time-ordered ids.
    // Twelve cities and eight kinds of title, so the search (issue 13) has something to find.
    await client.query(
      `INSERT INTO events (id, title, start_date, end_date, registration_start_date, registration_end_date,
         registration_start_time, registration_end_time, registration_opens_at, registration_closes_at, starts_at, ends_at,
         rewards, description, poster, venue_name, venue_address, city, sports_id, host_id)
       SELECT ${hexId('1000000 + g')}, city || ' ' || (${BENCH_TITLES})[1 + g % 8] || ' ' || g,
         (current_date + d + 20), (current_date + d + 21), (current_date + d), (current_date + d + 15),
         '00:00', '23:59',
         (current_date + d)::timestamptz, (current_date + d + 15)::timestamptz, (current_date + d + 20)::timestamptz, (current_date + d + 22)::timestamptz,
         'Trophies', 'A benchmark event', '/uploads/posters/000000000000000000000000.webp', 'Arena ' || g,
         'Road ' || g || ', ' || city, city,
         ${hexId('200000 + 1 + g % 6')}, ${hexId('1 + g % 50')}
       FROM generate_series(1, ${events}) g,
         LATERAL (SELECT (g % 400) - 200 AS d, (${BENCH_CITIES})[1 + g % 12] AS city) x`,
    );
    await client.query(
      `INSERT INTO event_categories (event_id, category_id, price_minor, capacity)
       SELECT e.id, ${hexId('300000 + 1 + (g % 6) * 4 + k')}, CASE WHEN g % 5 = 0 THEN 0 ELSE 49900 * (k + 1) END,
         CASE WHEN k = 0 AND g % 3 <> 1 THEN 64 END
       FROM generate_series(1, ${events}) g, generate_series(0, 1) k, LATERAL (SELECT ${hexId('1000000 + g')} AS id) e`,
    );
    await client.query(
      `INSERT INTO participations (id, event_id, category_id, participant_id, payment_status, amount_minor, order_id, captured_at)
       SELECT ${hexId('5000000 + g')}, ${hexId('1000000 + g')}, ${hexId('300000 + 1 + (g % 6) * 4')},
         ${hexId(`100000 + 1 + g % ${participants}`)}, CASE WHEN g % 3 = 0 THEN 'created' ELSE 'captured' END::payment_status,
         49900, 'order_bench' || g, CASE WHEN g % 3 = 0 THEN NULL ELSE now() END
       FROM generate_series(1, ${events}) g`,
    );
    await client.query('COMMIT');
    // The documents, as after a deployment's `npm run read-model:rebuild` (decision 049): the
    // rows above went in straight, so each is stale until built.
    await rebuildReadModel(drizzle({ client, schema }), new Date());
    // Every new event is due to have its pages drawn (issue 31): the servers' drawing job would
    // draw 100,000 events' pages while the reads are measured. The bench draws a sample on its
    // own row (bench/cold.ts) and measures the rest as never drawn.
    await client.query('DELETE FROM page_draws');
    // The rebuild wrote each document twice (the trigger's empty row, then the built one): half
    // of the table is dead rows until autovacuum gets to them. Compacted now, as a table in use
    // is kept by autovacuum, so the reads are measured on a table of its steady size.
    await client.query('VACUUM FULL event_documents, category_places');
    await client.query('ANALYZE');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    await client.end();
  }
  return { participantEmail: 'player1@bench.test', password };
}
