import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MSG } from '../../shared/messages';
import { LIMITS, LOGIN_SLOWDOWN } from '../platform/rate-limit/limits';
import { DEMO_PASSWORD, makeUser } from '../seed/factories';
import { useTestApp } from '../test/test-app';

// Behind a trusted proxy, X-Forwarded-For names the client: each test picks its own IPs.
const ctx = useTestApp({ env: { TRUST_PROXY: 'true' } });
let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${n++}@example.test`;

const login = (email: string, password: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

let sleep: MockInstance<(ms: number) => Promise<void>>;
beforeEach(() => {
  // The slowdown waits through the limiter's sleep: seen here, without waiting for real.
  sleep = vi.spyOn(ctx.app.deps.rateLimit, 'sleep').mockResolvedValue(undefined);
});
afterEach(() => {
  sleep.mockRestore();
});
const delays = () => sleep.mock.calls.map(([ms]) => ms);

describe('login limits', () => {
  it('lets the owner in from a new IP after strangers failed for their email from many IPs', async () => {
    const owner = await makeUser(ctx.app.db, { email: uniqueEmail('owner') });
    const failures = LOGIN_SLOWDOWN.free + 2;
    for (let i = 0; i < failures; i++) {
      const res = await login(owner.email, `Wrong!${i}a`, `203.0.113.${i % 4}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(MSG.invalidCredentials);
    }
    // Past the free failures every attempt waits, longer each time.
    expect(delays()).toEqual([500, 1_000]);
    const res = await login(owner.email, DEMO_PASSWORD, '198.51.100.20');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(owner.id);
    // The right password waits too: a guesser learns nothing from a quick answer.
    expect(delays()).toEqual([500, 1_000, 2_000]);
  });

  it('slows down an unknown email the same way (no account enumeration)', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < LOGIN_SLOWDOWN.free + 1; i++) {
      expect((await login(email, `Wrong!${i}a`, `203.0.113.${10 + i}`)).statusCode).toBe(401);
    }
    expect(delays()).toEqual([500]);
  });

  it('blocks one IP that keeps failing for one email, and only that pair', async () => {
    const owner = await makeUser(ctx.app.db, { email: uniqueEmail('pair') });
    const ip = '203.0.113.50';
    for (let i = 0; i < LIMITS.loginPerPair.max; i++) {
      expect((await login(owner.email, `Wrong!${i}a`, ip)).statusCode).toBe(401);
    }
    const blocked = await login(owner.email, DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const other = await makeUser(ctx.app.db, { email: uniqueEmail('same-ip') });
    expect((await login(other.email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(owner.email, DEMO_PASSWORD, '203.0.113.51')).statusCode).toBe(200);
    // The pair's window ends like any other.
    ctx.clock.advance(16 * 60_000);
    expect((await login(owner.email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    ctx.clock.reset();
  });

  it('counts failures, not logins: a success clears the pair', async () => {
    const owner = await makeUser(ctx.app.db, { email: uniqueEmail('typo') });
    const ip = '203.0.113.60';
    for (let i = 0; i < LIMITS.loginPerPair.max - 1; i++) {
      expect((await login(owner.email, `Wrong!${i}a`, ip)).statusCode).toBe(401);
    }
    expect((await login(owner.email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.loginPerPair.max; i++) {
      expect((await login(owner.email, `Wrong!${i}b`, ip)).statusCode).toBe(401);
    }
    expect((await login(owner.email, DEMO_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('blocks an IP that fails for many emails; its successful logins never count', async () => {
    const user = await makeUser(ctx.app.db, { email: uniqueEmail('office') });
    const office = '203.0.113.70';
    for (let i = 0; i < LIMITS.loginPerIp.max + 5; i++) {
      expect((await login(user.email, DEMO_PASSWORD, office)).statusCode).toBe(200);
    }
    const ip = '203.0.113.71';
    for (let i = 0; i < LIMITS.loginPerIp.max; i++) {
      expect((await login(uniqueEmail('spray'), 'Wrong!1a', ip)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(user.email, DEMO_PASSWORD, '203.0.113.72')).statusCode).toBe(200);
  });
});
