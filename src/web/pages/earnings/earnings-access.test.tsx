// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../shared/constants';
import type { Role } from '../../../shared/roles';
import { setApiTransport } from '../../api/client';
import { allowStoredAuth } from '../../auth/auth-state';
import { desktopMedia, drawApp, h1, sections } from '../../test/app-router';
import { makeUser } from '../../test/event-fixtures';

// /app/earnings in the app's own router (issue 26): one page, two ways in. A host has the
// Earnings entry by Payouts and reads /host/earnings, an admin by Payments and reads
// /admin/earnings; a participant has neither and is sent to the dashboard. The API's own 403s
// are src/server/money/payouts/payouts.test.ts.

const EMPTY_TOTALS = {
  gross: 0,
  fees: 0,
  refunds: 0,
  net: 0,
  accrued: 0,
  on_hold: 0,
  transferred: 0,
  failed: 0,
  payments: 0,
};

/** The fake server: who is signed in, empty earnings, and empty lists for anything else. */
function serve(role: Role) {
  const me = makeUser(role, { id: 'a'.repeat(24) });
  const asked: string[] = [];
  setApiTransport(async (url, init) => {
    const path = new URL(url, 'http://matchday.test').pathname.slice(API_BASE.length);
    const key = `${init.method} ${path}`;
    asked.push(key);
    const ok = (data: unknown) => Response.json({ message: 'success', data });
    if (key === 'GET /auth/verify-token') return ok(me);
    if (key === 'GET /host/earnings')
      return ok({
        currency: 'INR',
        account_status: null,
        totals: EMPTY_TOTALS,
        events: [],
        series: [],
      });
    if (key === 'GET /admin/earnings')
      return ok({ currency: 'INR', totals: EMPTY_TOTALS, hosts: [], series: [] });
    if (init.method === 'GET')
      return Response.json({ message: 'success', data: [], next_cursor: null });
    return Response.json({ message: 'error', error: 'Not Found' }, { status: 404 });
  });
  return { asked };
}

beforeEach(() => {
  window.matchMedia = desktopMedia;
  localStorage.clear();
  allowStoredAuth();
});
afterEach(cleanup);

describe('the Earnings page', () => {
  for (const [role, who, endpoint] of [
    ['Host', 'a host', 'GET /host/earnings'],
    ['Admin', 'an admin', 'GET /admin/earnings'],
  ] as const) {
    it(`${who} has one Earnings entry, and the page reads ${endpoint}`, async () => {
      const api = serve(role);
      const app = drawApp('/app/earnings');
      await h1('Earnings');
      expect(app.path()).toBe('/app/earnings');
      const entries = within(sections()).getAllByRole('link', { name: 'Earnings' });
      expect(entries.map((e) => e.getAttribute('href'))).toEqual(['/app/earnings']);
      expect(
        await screen.findByText('No payments yet: earnings appear here when participants pay.'),
      ).toBeTruthy();
      expect(api.asked).toContain(endpoint);
      expect(api.asked.filter((k) => k.endsWith('/earnings'))).toEqual([endpoint]);
    });
  }

  it('a participant has no entry and is sent to the dashboard', async () => {
    const api = serve('Participant');
    const app = drawApp('/app/earnings');
    await h1('Dashboard');
    expect(app.path()).toBe('/app/dashboard');
    expect(within(sections()).queryByRole('link', { name: 'Earnings' })).toBeNull();
    expect(api.asked.filter((k) => k.endsWith('/earnings'))).toEqual([]);
  });
});
