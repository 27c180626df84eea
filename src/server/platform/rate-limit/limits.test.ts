import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../http/app-error';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createRateLimiter, LIMITS, LOGIN_SLOWDOWN, loginDelayMs } from './limits';
import { postgresRateLimitStore, redisRateLimitStore, type RateLimitStore } from './store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = randomBytes(4).toString('hex');
let database: TestDatabase;
const stores: Record<'PostgreSQL' | 'Redis', RateLimitStore> = {} as never;

beforeAll(async () => {
  database = await createTestDatabase();
  stores.PostgreSQL = postgresRateLimitStore(database.db);
  stores.Redis = redisRateLimitStore(REDIS_URL, prefix);
});
afterAll(async () => {
  await stores.Redis?.close();
  await database?.drop();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`rl:${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

let n = 0;
const unique = (tag: string) => `${tag}-${n++}-${randomBytes(3).toString('hex')}`;
const wrong = () => Promise.reject(new AppError('unauthorized', 'Invalid credentials'));
const right = () => Promise.resolve('session');
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (err: unknown) => (err instanceof AppError ? err.status : 500),
  );

describe('loginDelayMs', () => {
  it('is free for the first failures, then doubles from 0.5 s up to an 8 s cap', () => {
    const free = LOGIN_SLOWDOWN.free;
    expect(Array.from({ length: free }, (_, k) => loginDelayMs(k))).toEqual(Array(free).fill(0));
    expect(
      [free, free + 1, free + 2, free + 3, free + 4, free + 5, 1_000].map((k) => loginDelayMs(k)),
    ).toEqual([500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it('scales the free failures with RATE_LIMIT_MULTIPLIER', () => {
    expect(loginDelayMs(2 * LOGIN_SLOWDOWN.free - 1, 2)).toBe(0);
    expect(loginDelayMs(2 * LOGIN_SLOWDOWN.free, 2)).toBe(500);
  });
});

describe.each(['PostgreSQL', 'Redis'] as const)('%s store', (kind) => {
  const now = () => new Date();

  it('undo takes back one hit and reset starts the key over', async () => {
    const store = stores[kind];
    const key = unique('undo');
    for (let i = 0; i < 3; i++) await store.hit(key, 60_000, now());
    await store.undo(key, 60_000, now());
    expect((await store.hit(key, 60_000, now())).count).toBe(3);
    await store.reset(key);
    expect((await store.hit(key, 60_000, now())).count).toBe(1);
    // Never below zero, and an unknown key stays unknown.
    await store.undo(key, 60_000, now());
    await store.undo(key, 60_000, now());
    expect((await store.hit(key, 60_000, now())).count).toBe(1);
    const fresh = unique('fresh');
    await store.undo(fresh, 60_000, now());
    expect((await store.hit(fresh, 60_000, now())).count).toBe(1);
  });

  it('login: never blocks an email, slows it down past its free failures', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const limiter = createRateLimiter(stores[kind], now, 1, sleep);
    const email = unique('owner');
    const failures = LOGIN_SLOWDOWN.free + 3;
    for (let i = 0; i < failures; i++) {
      expect(await statusOf(limiter.login(email, `198.51.100.${i}`, wrong))).toBe(401);
    }
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1_000, 2_000]);
    // The owner, from yet another IP, with the right password: in, after the current wait.
    expect(await limiter.login(email, '192.0.2.1', right)).toBe('session');
    expect(sleep).toHaveBeenLastCalledWith(4_000);
    // That success took back its own attempt only: the guessers' failures still count.
    expect(await statusOf(limiter.login(email, '192.0.2.2', wrong))).toBe(401);
    expect(sleep).toHaveBeenLastCalledWith(4_000);
    expect(await statusOf(limiter.login(email, '192.0.2.3', wrong))).toBe(401);
    expect(sleep).toHaveBeenLastCalledWith(8_000);
  });

  it('login: blocks an (IP, email) pair past its failures; a success clears the pair', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const limiter = createRateLimiter(stores[kind], now, 1, sleep);
    const email = unique('pair');
    const ip = '203.0.113.7';
    const max = LIMITS.loginPerPair.max;
    for (let i = 0; i < max - 1; i++) {
      expect(await statusOf(limiter.login(email, ip, wrong))).toBe(401);
    }
    expect(await limiter.login(email, ip, right)).toBe('session');
    for (let i = 0; i < max; i++) {
      expect(await statusOf(limiter.login(email, ip, wrong))).toBe(401);
    }
    const check = vi.fn(right);
    const blocked = limiter.login(email, ip, check);
    await expect(blocked).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts. Please try again in 15 minutes.',
      headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
    });
    expect(check).not.toHaveBeenCalled();
    expect(await limiter.login(email, '203.0.113.8', right)).toBe('session');
  });

  it('login: blocks an IP past its failures over many emails; successes do not count', async () => {
    const limiter = createRateLimiter(stores[kind], now, 1, async () => {});
    const ip = `${kind === 'Redis' ? '2001:db8::' : '10.9.8.'}${n++}`;
    const max = LIMITS.loginPerIp.max;
    for (let i = 0; i < max + 10; i++) {
      expect(await limiter.login(unique('ok'), ip, right)).toBe('session');
    }
    // A 403 (right password, unverified account) is no failed guess either.
    const forbidden = () => Promise.reject(new AppError('forbidden', 'Verify first'));
    expect(await statusOf(limiter.login(unique('unverified'), ip, forbidden))).toBe(403);
    for (let i = 0; i < max; i++) {
      expect(await statusOf(limiter.login(unique('guess'), ip, wrong))).toBe(401);
    }
    expect(await statusOf(limiter.login(unique('guess'), ip, right))).toBe(429);
    expect(await limiter.login(unique('elsewhere'), '10.0.0.1', right)).toBe('session');
  });
});
