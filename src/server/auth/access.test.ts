import { describe, expect, it } from 'vitest';
import { as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();

describe('access control', () => {
  it('every API route declares an access rule (the app would not start otherwise)', async () => {
    const routes = ctx.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/api/v1/login');
    // onRoute throws for a route without one; prove it on a throwaway app.
    const { buildApp } = await import('../app');
    const { testConfig } = await import('../test/test-app');
    const app = await buildApp(testConfig(), { database: ctx.database, logger: false });
    await expect(
      app.register(
        async (api) => {
          const { accessControl } = await import('./access');
          await api.register(accessControl);
          api.get('/naked', async () => 'x');
        },
        { prefix: '/api/v2' },
      ),
    ).rejects.toThrow(/declares no access rule/);
    await app.close();
  });

  it('follows the §6 matrix for the routes it guards', async () => {
    const guest = { cookie: '' };
    const participant = await as(ctx.app, 'Participant');
    const host = await as(ctx.app, 'Host');
    const admin = await as(ctx.app, 'Admin');
    const cases: Array<[string, string, Record<string, number>]> = [
      ['GET', '/api/v1/user/all/Host', { guest: 401, participant: 403, host: 403, admin: 200 }],
      ['GET', '/api/v1/auth/verify-token', { guest: 200, participant: 200, host: 200, admin: 200 }],
      ['GET', '/api/v1/config', { guest: 200, participant: 200, host: 200, admin: 200 }],
    ];
    const actors = { guest, participant, host, admin };
    for (const [method, url, expected] of cases) {
      for (const [name, actor] of Object.entries(actors)) {
        const res = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers: actor.cookie ? { cookie: actor.cookie } : {},
        });
        expect(res.statusCode, `${name} ${method} ${url}`).toBe(expected[name]);
      }
    }
  });
});
