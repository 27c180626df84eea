import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../seed/factories';
import { issueOtp } from './codes';
import { apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';

/**
 * Security review finding 7: forgot-password, confirm-otp and resend-verification must do the
 * same work for a known and an unknown email. The check that can fail is deterministic: the same
 * number of SQL statements either way. The medians are measured and printed as figures.
 */
// No worker: its polling would count as the request's statements and its mail work as time.
const ctx = useTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1000' }, worker: false });
const call = apiCaller(() => ctx.app);

let known: string;
let knownId: string;
let unverified: string;
beforeAll(async () => {
  const user = await makeUser(ctx.app.db, { email: `known-${Date.now()}@example.test` });
  known = user.email;
  knownId = user.id;
  unverified = (
    await makeUser(ctx.app.db, {
      email: `unverified-${Date.now()}@example.test`,
      email_verified_at: null,
    })
  ).email;
});

const ENDPOINTS = [
  {
    name: 'forgot-password',
    send: (email: string) => call(null, 'POST', '/auth/forgot-password', { email }),
    knownEmail: () => known,
  },
  {
    name: 'confirm-otp',
    send: (email: string) => call(null, 'POST', '/auth/confirm-otp', { email, otp: '000000' }),
    knownEmail: () => known,
  },
  {
    name: 'resend-verification',
    send: (email: string) => call(null, 'POST', '/auth/resend-verification-email', { email }),
    knownEmail: () => unverified,
  },
];

/**
 * SQL statements one request sends to PostgreSQL (each pool query goes through Client#query).
 * The spy sees the whole process, so anything else running adds to a count but never takes
 * from it: the fewest over a few tries is the request's own.
 */
async function statementsOf(request: () => Promise<unknown>): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 4; i++) {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await request();
      counts.push(spy.mock.calls.length);
    } finally {
      spy.mockRestore();
    }
  }
  return Math.min(...counts);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};

describe('no account enumeration by timing', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: the same answer and the same statements for known and unknown emails`, async () => {
      // Give the known account a live code, so confirm-otp's known path is the real one.
      await issueOtp(ctx.app.db, ctx.config.sessionSecret, knownId, ctx.app.now());

      const ghost = () => `ghost-${Math.random().toString(36).slice(2)}@example.test`;
      const knownRes = await endpoint.send(endpoint.knownEmail());
      const ghostRes = await endpoint.send(ghost());
      expect(ghostRes.statusCode).toBe(knownRes.statusCode);
      expect(ghostRes.json()).toEqual(knownRes.json());

      if (ctx.database.kind === 'postgres') {
        const a = await statementsOf(() => endpoint.send(endpoint.knownEmail()));
        const b = await statementsOf(() => endpoint.send(ghost()));
        expect(b).toBe(a);
      }

      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 30; i++) {
        // Interleaved, so load changes hit both samples alike.
        for (const which of i % 2
          ? (['known', 'unknown'] as const)
          : (['unknown', 'known'] as const)) {
          const email = which === 'known' ? endpoint.knownEmail() : ghost();
          const started = performance.now();
          await endpoint.send(email);
          times[which].push(performance.now() - started);
        }
      }
      process.stdout.write(
        `${endpoint.name}: median known ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms\n`,
      );
    }, 60_000);
  }
});
