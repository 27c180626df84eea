import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';

/**
 * Issue 7 §2: generated hostile requests against every API route. Whatever comes in, the answer
 * is a 4xx in the error envelope (never a 500), and a rejected request changes nothing.
 */
const ctx = useTestApp();
let admin: { user: User; cookie: string };
let participant: { user: User; cookie: string };
let ids: Record<string, string>;
const TABLES = [
  'users',
  'sessions',
  'sports',
  'categories',
  'events',
  'event_categories',
  'participations',
  'participation_members',
  'one_time_codes',
  'ledger_entries',
  'payment_anomalies',
  // provider_webhooks is left out on purpose: every delivery, even a rejected one, is stored.
];

async function fingerprint(): Promise<string> {
  const parts = TABLES.map((t) => `(SELECT count(*) FROM ${t}) AS "${t}"`).join(', ');
  const r = await ctx.database.db.execute(sql.raw(`SELECT ${parts}`));
  return JSON.stringify(r.rows[0]);
}

beforeAll(async () => {
  admin = await as(ctx.app, 'Admin');
  participant = await as(ctx.app, 'Participant', { age: 20, gender: 'male' });
  const host = await as(ctx.app, 'Host');
  const sport = await makeSport(ctx.app.db);
  const category = await makeCategory(ctx.app.db, { sports_id: sport.id });
  const event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    prices: [{ category_id: category.id, price: 10 }],
  });
  ids = { id: event.id, sport: sport.id, category: category.id, event: event.id };
});

/** Concrete URL for a route pattern, with `:id` replaced by a real or a hostile value. */
const fillPath = (url: string, id: string) => url.replace(/:id/g, encodeURIComponent(id));

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '𝕄𝕒𝕥𝕔𝕙',
    'a'.repeat(10_000),
    '%00',
    '{{7*7}}',
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, -1, 0, Number.MAX_SAFE_INTEGER, -1e308, 1e308),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);
const KNOWN_FIELDS = [
  'email',
  'password',
  'name',
  'sports_name',
  'sports_id',
  'category_id',
  'event_id',
  'participants_in_team',
  'min_age',
  'max_age',
  'title',
  'start_date',
  'end_date',
  'categories',
  'members',
  'team_name',
  'otp',
  'token',
  'new_password',
  'current_password',
  'razorpay_order_id',
  'razorpay_signature',
  'order_id',
  'outcome',
  'phone_number',
  'price',
  'poster',
  '__proto__',
  'constructor',
];
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...KNOWN_FIELDS), hostileValue, { maxKeys: 8 }),
  hostileValue,
  fc.anything({ maxDepth: 2 }),
);
const hostileId = fc.oneof(
  fc.constantFrom(
    'f'.repeat(24),
    'F'.repeat(24),
    'nothex'.padEnd(24, 'z'),
    '1',
    '0'.repeat(25),
    "'; DROP TABLE users; --",
    '%2e%2e%2f',
    'null',
  ),
  fc.string({ maxLength: 30 }),
);

describe('hostile input on every route', () => {
  it('answers generated bodies, params and queries with a 4xx envelope and writes nothing', async () => {
    let tried = 0;
    const problems: string[] = [];
    for (const route of ctx.app.apiRoutes) {
      // Logout reads nothing but the cookie (and would end the admin's session used below).
      if (route.url.endsWith('/auth/logout')) continue;
      const before = await fingerprint();
      let anyAccepted = false;
      await fc.assert(
        fc.asyncProperty(
          hostileBody,
          hostileId,
          fc.dictionary(
            fc.constantFrom(
              'limit',
              'cursor',
              'sports_id',
              'event_id',
              'category_id',
              'status',
              'token',
              'participant_id',
            ),
            hostileString,
            { maxKeys: 3 },
          ),
          fc.boolean(),
          async (body, id, query, asAdmin) => {
            const qs = new URLSearchParams(query as Record<string, string>).toString();
            const url = `${fillPath(route.url, id)}${qs ? `?${qs}` : ''}`;
            const res = await ctx.app.inject({
              method: route.method as 'POST',
              url,
              ...(route.method === 'GET' || route.method === 'DELETE'
                ? {}
                : {
                    payload: JSON.stringify(body),
                    headers: {
                      'content-type': 'application/json',
                      cookie: (asAdmin ? admin : participant).cookie,
                    },
                  }),
              ...(route.method === 'GET' || route.method === 'DELETE'
                ? { headers: { cookie: (asAdmin ? admin : participant).cookie } }
                : {}),
            });
            tried += 1;
            if (res.statusCode >= 500)
              problems.push(
                `${route.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            if (res.statusCode < 400) {
              anyAccepted = true;
              return;
            }
            const envelope = res.json();
            if (envelope.message !== 'error' || typeof envelope.error !== 'string')
              problems.push(`${route.method} ${url}: not an envelope`);
          },
        ),
        { numRuns: 30, seed: 20261122 },
      );
      if (!anyAccepted) {
        const after = await fingerprint();
        if (after !== before)
          problems.push(
            `${route.method} ${route.url}: rejected requests changed the database ${before} -> ${after}`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(tried).toBeGreaterThan(ctx.app.apiRoutes.length * 25);
  }, 120_000);

  it('answers invalid JSON, wrong content types and oversized bodies with 4xx envelopes', async () => {
    const problems: string[] = [];
    // Logout, publish, unpublish and closing registration read no body, so they ignore whatever
    // comes along.
    const bodiless = /\/(auth\/logout|events\/:id\/(publish|unpublish|close-registration))$/;
    const writes = ctx.app.apiRoutes.filter(
      (r) => r.method !== 'GET' && r.method !== 'DELETE' && !bodiless.test(r.url),
    );
    const bodies: Array<[string, string | Buffer]> = [
      ['application/json', '{"email": '],
      ['application/json', 'null'],
      ['application/json', '[1,2,3]'],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'email=a%40b.co&password=x'],
      ['application/xml', '<a>1</a>'],
      ['application/json', JSON.stringify({ pad: 'x'.repeat(1_100_000) })],
    ];
    const before = await fingerprint();
    for (const route of writes) {
      for (const [type, payload] of bodies) {
        const res = await ctx.app.inject({
          method: route.method as 'POST',
          url: fillPath(route.url, ids.id!),
          payload,
          headers: { 'content-type': type, cookie: admin.cookie },
        });
        if (res.statusCode < 400 || res.statusCode >= 500)
          problems.push(`${route.method} ${route.url} ${type}: ${res.statusCode}`);
        else if (res.json().message !== 'error')
          problems.push(`${route.method} ${route.url} ${type}: not an envelope`);
      }
    }
    expect(problems).toEqual([]);
    expect(await fingerprint()).toBe(before);
  }, 60_000);
});
