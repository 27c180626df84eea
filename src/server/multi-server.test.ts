import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { App } from './platform/http/types';
import { DEMO_PASSWORD, makeCategory, makeEvent, makeSport, makeUser } from './seed/factories';
import { sessionCookie } from './test/sessions';
import { createTestDatabase, type TestDatabase } from './test/test-database';
import { testConfig } from './test/test-app';

/**
 * Two servers on one database (PostgreSQL in CI) and one Redis: nothing a second server needs
 * lives in process memory (ARCHITECTURE principle 3).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = randomBytes(4).toString('hex');
let database: TestDatabase;
let one: App;
let two: App;

beforeAll(async () => {
  database = await createTestDatabase();
  // Each test run gets its own Redis key space, so parallel runs never share counters.
  const env = {
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    REDIS_URL: `${REDIS_URL}`,
    RATE_LIMIT_PREFIX: prefix,
  };
  one = await buildApp(testConfig(env), { database, logger: false });
  two = await buildApp(testConfig(env), { database, logger: false });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.drop();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`rl:${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('two servers, one PostgreSQL, one Redis', () => {
  it('accepts on one server a session made on the other', async () => {
    const user = await makeUser(one.db, { role: 'Participant' });
    const login = await one.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: user.email, password: DEMO_PASSWORD },
    });
    const me = await two.inject({
      method: 'GET',
      url: '/api/v1/auth/verify-token',
      headers: { cookie: sessionCookie(login) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);
  });

  it('holds a rate limit reached through one server on the other (Redis counters)', async () => {
    const user = await makeUser(one.db, { role: 'Participant' });
    for (let i = 0; i < 10; i++) {
      const app = i % 2 ? one : two;
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: user.email, password: `Wrong!${i}a` },
      });
      expect(res.statusCode).toBe(401);
    }
    for (const app of [one, two]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: user.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(429);
    }
    const redis = new Redis(REDIS_URL);
    expect(await redis.keys(`rl:${prefix}:login-email:*`)).not.toHaveLength(0);
    await redis.quit();
  });

  it('pays through one server a registration made through the other', async () => {
    const host = await makeUser(one.db, { role: 'Host' });
    const sport = await makeSport(one.db);
    const category = await makeCategory(one.db, { sports_id: sport.id });
    const event = await makeEvent(one.db, {
      host_id: host.id,
      sports_id: sport.id,
      prices: [{ category_id: category.id, price: 99 }],
    });
    const p = await makeUser(one.db, { role: 'Participant' });
    const login = await one.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: p.email, password: DEMO_PASSWORD },
    });
    const cookie = sessionCookie(login);
    const reg = await one.inject({
      method: 'POST',
      url: '/api/v1/event/participate',
      payload: { event_id: event.id, category_id: category.id },
      headers: { cookie },
    });
    expect(reg.statusCode).toBe(201);
    const orderId = reg.json().data.order_id;
    // Both servers share SESSION_SECRET, so the test provider's signatures agree.
    const signed = await two.inject({
      method: 'POST',
      url: '/api/v1/payments/test/complete',
      payload: { order_id: orderId, outcome: 'paid' },
      headers: { cookie },
    });
    const verify = await two.inject({
      method: 'POST',
      url: '/api/v1/payments/verify',
      payload: signed.json().data,
      headers: { cookie },
    });
    expect(verify.statusCode).toBe(200);
    const read = await one.inject({
      method: 'GET',
      url: `/api/v1/event/participate/${reg.json().data.participation.id}`,
      headers: { cookie },
    });
    expect(read.json().data.payment_status).toBe('captured');
  });

  it('cannot oversell a category together (issue 15): the lock is in PostgreSQL', async () => {
    const host = await makeUser(one.db, { role: 'Host' });
    const sport = await makeSport(one.db);
    const category = await makeCategory(one.db, { sports_id: sport.id });
    const event = await makeEvent(one.db, {
      host_id: host.id,
      sports_id: sport.id,
      prices: [{ category_id: category.id, price: 99, capacity: 2 }],
    });
    const cookies = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const p = await makeUser(one.db, { role: 'Participant' });
        const login = await one.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { email: p.email, password: DEMO_PASSWORD },
        });
        return sessionCookie(login);
      }),
    );
    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        (i % 2 ? one : two).inject({
          method: 'POST',
          url: '/api/v1/event/participate',
          payload: { event_id: event.id, category_id: category.id },
          headers: { cookie },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(6);
  });
});
