import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';

/**
 * Issue 7 §6: every page of §2, for each role that can see it, has zero WCAG 2.2 A/AA violations
 * in axe, at 1280 and at 375 px.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function openEventId(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/events/?status=open&limit=1');
  return (await res.json()).data[0].id as string;
}

async function check(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Let lazy images and data settle.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect.soft(summary, `${name} ${path}`).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  const mobile = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(
    mobile.violations.map((v) => v.id),
    `${name} ${path} at 375 px`,
  ).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // Many pages per test, each checked twice: give them time.
  test.describe.configure({ timeout: 240_000 });

  test('public and guest pages', async ({ page }) => {
    const id = await openEventId(page);
    const pages: Array<[string, string]> = [
      ['/home', 'home'],
      ['/about', 'about'],
      ['/events', 'events'],
      [`/events/event-details/${id}`, 'event-details'],
      ['/contactUs', 'contact'],
      ['/login', 'login'],
      ['/singup', 'signup'],
      ['/forgot-password', 'forgot-password'],
      ['/confirm-otp/someone%40example.test', 'confirm-otp'],
      ['/reset-password/not-a-real-token-000000000000', 'reset-password'],
      ['/verify-email?token=not-a-real-token-000000000000', 'verify-email'],
    ];
    for (const [path, name] of pages) await check(page, path, `guest-${name}`);
  });

  for (const [role, email, paths] of [
    [
      'participant',
      DEMO.participant,
      // The demo participant captains a team that is forming (issue 28): its page and join page.
      ['/app/dashboard', '/app/events', 'EVENT', 'PARTICIPATE', '/app/settings', 'TEAM', 'JOIN'],
    ],
    [
      'host',
      DEMO.host,
      [
        '/app/dashboard',
        '/app/events',
        'EVENT',
        '/app/events/add-event',
        '/app/sports',
        'CATEGORIES',
        '/app/events/category',
        '/app/settings',
      ],
    ],
    [
      'admin',
      DEMO.admin,
      ['/app/dashboard', '/app/events', '/app/sports', 'CATEGORIES', '/app/users', '/app/settings'],
    ],
  ] as const) {
    test(`app pages as ${role}`, async ({ page }) => {
      const login = await page.request.post('/api/v1/login', {
        data: { email, password: DEMO_PASSWORD },
      });
      expect(login.status()).toBe(200);
      const id = await openEventId(page);
      const sports = (await (await page.request.get('/api/v1/sports')).json()).data as Array<{
        id: string;
      }>;
      const [team] = (await (await page.request.get('/api/v1/teams')).json()).data as Array<{
        id: string;
        join_code: string;
      }>;
      for (const raw of paths) {
        const path =
          raw === 'TEAM'
            ? `/app/teams/${team!.id}`
            : raw === 'JOIN'
              ? `/app/teams/join/${team!.join_code}`
              : raw === 'EVENT'
                ? `/app/events/event-details/${id}`
                : raw === 'PARTICIPATE'
                  ? `/app/events/event-details/${id}/participate`
                  : raw === 'CATEGORIES'
                    ? `/app/sports/${sports[0]!.id}/categories`
                    : raw;
        const name = `${role}-${raw
          .replace(/[^a-z]+/gi, '-')
          .replace(/^-|-$/g, '')
          .toLowerCase()}`;
        await check(page, path, name);
      }
    });
  }
});
