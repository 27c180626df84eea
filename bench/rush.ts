// "The rush" (issue 15): 1,000 participants compete for the 100 places of one category,
// registering and paying concurrently through the real server. Run by `npm run bench` (and on
// its own by `npm run bench:rush`). Figures, not assertions: places sold must be exactly the
// capacity, and every refusal the category's 409.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/server/platform/db/client';
import { makeCategory, makeEvent, makeSport, makeUser } from '../src/server/seed/factories';

export const RUSH_START = '<!-- rush:start -->';
export const RUSH_END = '<!-- rush:end -->';

const PEOPLE = 1_000;
const PLACES = 100;
const CLIENTS = 100;

export type Rush = {
  sold: number;
  paid: number;
  full: number;
  otherErrors: number;
  seconds: number;
  paidPerMinute: number;
  p50: number;
  p99: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function theRush(base: string, dbUrl: string): Promise<Rush> {
  const database = await openDatabase({ url: dbUrl, poolSize: 2 });
  const host = await makeUser(database.db, {
    role: 'Host',
    email: `rush-host-${Date.now()}@bench.test`,
  });
  const sport = await makeSport(database.db);
  const category = await makeCategory(database.db, { sports_id: sport.id, name: 'Rush Singles' });
  const event = await makeEvent(database.db, {
    host_id: host.id,
    sports_id: sport.id,
    window: 'open',
    prices: [{ category_id: category.id, price: 250, capacity: PLACES }],
  });
  await database.close();

  // The participants and their sessions, written directly (argon2 for 1,000 sign-ups would be
  // the benchmark of something else).
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const tag = randomBytes(3).toString('hex');
  const { rows: people } = await client.query<{ id: string }>(
    `INSERT INTO users (id, role, name, email, phone_number, password_hash, email_verified_at)
     SELECT lpad(to_hex(${0x7000000} + g) || '${tag}', 24, '0'), 'Participant', 'Rusher ' || g,
            'rush-' || g || '-${tag}@bench.test', '9876543210', 'not-a-hash', now()
     FROM generate_series(1, ${PEOPLE}) g RETURNING id`,
  );
  const tokens = people.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `INSERT INTO sessions (id, token_hash, user_id, expires_at)
     SELECT lpad(to_hex(${0x6000000} + i) || '${tag}', 24, '0'), t.hash, t.user_id, now() + interval '1 day'
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(hash, user_id, i)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('hex')), people.map((p) => p.id)],
  );

  const post = async (url: string, cookie: string, body: unknown) => {
    const r = await fetch(`${base}/api/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    return {
      status: r.status,
      json: (await r.json()) as { data: Record<string, unknown>; error?: string },
    };
  };
  const latencies: number[] = [];
  let next = 0;
  let paid = 0;
  let full = 0;
  let otherErrors = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < people.length) {
        const cookie = `session=${tokens[next++]}`;
        const t0 = performance.now();
        const reg = await post('/event/participate', cookie, {
          event_id: event.id,
          category_id: category.id,
        });
        latencies.push(performance.now() - t0);
        if (reg.status === 409 && reg.json.error === 'This category is full') {
          full++;
          continue;
        }
        if (reg.status !== 201) {
          otherErrors++;
          continue;
        }
        const signed = await post('/payments/test/complete', cookie, {
          order_id: reg.json.data.order_id,
          outcome: 'paid',
        });
        const verify = await post('/payments/verify', cookie, signed.json.data);
        if (verify.status === 200) paid++;
        else otherErrors++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const {
    rows: [sold],
  } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM participations
     WHERE event_id = $1 AND category_id = $2 AND payment_status = 'captured'`,
    [event.id, category.id],
  );
  await client.end();
  latencies.sort((a, b) => a - b);
  return {
    sold: sold!.n,
    paid,
    full,
    otherErrors,
    seconds,
    paidPerMinute: Math.round((paid / seconds) * 60),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
  };
}

/** The section of docs/BENCHMARKS.md, between its markers. */
export function rushSection(r: Rush | null): string {
  const body = r
    ? `${PEOPLE.toLocaleString('en')} participants, ${CLIENTS} at a time, for the ${PLACES} places of one category (₹250): register, pay in the test checkout, verify.

| places sold | paid | refused "This category is full" | other errors | paid registrations / minute | registration p50 ms | p99 ms | seconds |
|---|---|---|---|---|---|---|---|
| **${r.sold}** of ${PLACES} | ${r.paid} | ${r.full} | ${r.otherErrors} | ${r.paidPerMinute} | ${r.p50} | ${r.p99} | ${r.seconds.toFixed(1)} |

Places are counted and taken under the category's row lock in one short transaction
(src/server/places), so the first ${PLACES} to get the lock take the places and everyone after is
refused at once; no provider call is made for a refused registration.`
    : 'not run';
  return `${RUSH_START}\n\n## The rush (issue 15)\n\n${body}\n\n${RUSH_END}`;
}

/** The rush section already in `doc`, kept when a run does not measure it. */
export function keptRush(doc: string): string {
  const start = doc.indexOf(RUSH_START);
  const end = doc.indexOf(RUSH_END);
  return start >= 0 && end > start ? doc.slice(start, end + RUSH_END.length) : '';
}
