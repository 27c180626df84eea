import { expect, test } from '@playwright/test';
import type { Event } from '../src/shared/events/schemas';
import { INITIAL_JS_BUDGET_KB, measureInitialJs } from '../bench/web/initial-js';

/**
 * The initial-JavaScript budget as a check, not a promise: every public route of the production
 * build loads at most INITIAL_JS_BUDGET_KB of script (gzip level 9 of the bodies, so the figure
 * does not depend on the server's compression or on timing). `npm run bench:web` prints the same
 * figures with Lighthouse beside them.
 */
test('every public route stays within the initial JavaScript budget', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // six fresh pages, each to network idle
  const res = await request.get('/api/v1/events/?limit=1');
  const [event] = ((await res.json()) as { data: Event[] }).data;
  expect(event, 'the demo data has a published event').toBeDefined();
  const routes = [
    '/home',
    '/events',
    `/events/event-details/${event!.id}`,
    '/about',
    '/contactUs',
    '/login',
  ];
  const measured = await measureInitialJs(browser, baseURL!, routes, null);
  const report = measured.map((m) => `${m.path}: ${m.gzipKb.toFixed(1)} KB`).join('\n');
  for (const m of measured) {
    expect(m.scripts, `${m.path} loads its script`).toBeGreaterThan(0);
    expect(m.gzipKb, `initial JS over ${INITIAL_JS_BUDGET_KB} KB\n${report}`).toBeLessThanOrEqual(
      INITIAL_JS_BUDGET_KB,
    );
  }
});
