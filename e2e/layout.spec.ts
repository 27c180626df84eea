import { expect, test as base, type Page } from '@playwright/test';
import type { Event } from '../src/shared/events/schemas';
import type { Sport } from '../src/shared/catalog/schemas';
import { appReady } from './support/app';
import { demoSessionFile, type DemoRole } from './support/sessions';

/**
 * Issue 14's layout guard: every page a role can open fits the window at 375 and 1280 px (no
 * sideways scroll), on demo data with a 68-character one-word title and a 200-character word in
 * its description. The route list is written here until the route manifest exists.
 */

const test = base.extend<{ role: DemoRole | null }>({
  role: [null, { option: true }],
  storageState: async ({ role, baseURL }, use) => {
    await use(
      role ? await demoSessionFile('layout', role, baseURL!) : { cookies: [], origins: [] },
    );
  },
});

const LONG_TITLE = 'Thiruvananthapuram-Inter-District-Junior-Badminton-Championship-2026';

async function demoIds(page: Page) {
  const events = (await (await page.request.get('/api/v1/events/?limit=100')).json()) as {
    data: Event[];
  };
  const long = events.data.find((e) => e.title === LONG_TITLE);
  expect(long, 'the demo has the long-titled event').toBeDefined();
  const sports = (await (await page.request.get('/api/v1/sports')).json()) as { data: Sport[] };
  return {
    long: long!,
    hostEvent: events.data.find((e) => e.host_details.name === 'Rohan Mehta')!,
    sport: sports.data[0]!,
  };
}

async function fits(page: Page, path: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} at ${width} px is ${overflow} px too wide`).toBe(0);
  }
}

const publicPaths = (ids: Awaited<ReturnType<typeof demoIds>>) => [
  '/home',
  '/events',
  `/events/event-details/${ids.long.id}`,
  '/about',
  '/contactUs',
];

test('a guest: every public page fits the window', async ({ page }) => {
  test.slow();
  const ids = await demoIds(page);
  for (const path of [...publicPaths(ids), '/login', '/signup', '/forgot-password'])
    await fits(page, path);
});

const appPaths: Record<DemoRole, (ids: Awaited<ReturnType<typeof demoIds>>) => string[]> = {
  participant: (ids) => [
    '/app/dashboard',
    '/app/events',
    `/app/events/event-details/${ids.long.id}`,
    `/app/events/event-details/${ids.long.id}/participate`,
    '/app/settings',
  ],
  host: (ids) => [
    '/app/dashboard',
    '/app/events',
    `/app/events/event-details/${ids.hostEvent.id}`,
    '/app/events/add-event',
    `/app/events/edit-event/${ids.hostEvent.id}`,
    '/app/sports',
    `/app/sports/${ids.sport.id}/categories`,
    '/app/settings',
  ],
  admin: (ids) => [
    '/app/dashboard',
    '/app/events',
    `/app/events/event-details/${ids.long.id}`,
    '/app/events/add-event',
    '/app/sports',
    `/app/sports/${ids.sport.id}/categories`,
    '/app/users',
    '/app/users?tab=participants',
    '/app/payments',
    '/app/settings',
  ],
};

for (const role of ['participant', 'host', 'admin'] as const) {
  test.describe(role, () => {
    test.use({ role });
    test(`every page a ${role} opens fits the window`, async ({ page }) => {
      test.slow();
      const ids = await demoIds(page);
      for (const path of [...publicPaths(ids), ...appPaths[role](ids)]) await fits(page, path);
    });
  });
}
