import { expect, test } from '@playwright/test';
import { appReady } from './support/app';

// The app's shell as only a real browser shows it: a 404 page hydrated without a mismatch, a
// guest's first loads free of errors, the bar and footer laid out at a phone's and a desktop's
// width. Where addresses land, the navbar's and footer's contents, a failed page chunk and the
// stored auth are component tests (src/web/routes/app-routes.test.tsx); the server's 404 pages and
// API envelope are API tests (src/server/platform/http/page-not-found.test.ts, app.test.ts).

test.describe('routing', () => {
  // Issue 24: answered 404 with a page that says so (it used to send the visitor home).
  test('an unknown path or event is a 404 "Page not found" page that hydrates, with a way home', async ({
    page,
  }) => {
    const event = await page.goto(`/events/event-details/${'a'.repeat(24)}`);
    expect(event?.status()).toBe(404);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('html[data-hydration="mismatch"]')).toHaveCount(0);

    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await appReady(page);
    await expect(page).toHaveTitle('Page not found · Matchday');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('html[data-hydration="mismatch"]')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('a guest', () => {
  test('loads /login and /home without a console error or a failed request', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
    for (const path of ['/login', '/home']) {
      // "Who am I?" is asked on every load; a guest is answered, not refused with a 401.
      const check = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/verify-token'));
      await page.goto(path);
      const answer = await check;
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toEqual({ message: 'success', data: null });
      await appReady(page);
    }
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('layout', () => {
  test('the links are in the bar at 1280 px; at 375 px a hamburger opens them and the footer’s email wraps only after its @', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }),
    ).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'About Us' })).toHaveCount(0);
    await appReady(page);

    // The footer on a phone: the support email wraps only after its @, and the social
    // placeholders are not controls.
    const footer = page.locator('footer');
    const email = footer.getByRole('link', { name: 'help@matchday.test' });
    await email.scrollIntoViewIfNeeded();
    // The address as it is laid out, one string per line box.
    const lines = await email.evaluate((link) => {
      const byTop = new Map<number, string>();
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          byTop.set(top, (byTop.get(top) ?? '') + text[i]);
        }
      }
      return [...byTop.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line);
    });
    expect(lines.join('')).toBe('help@matchday.test');
    expect(['help@matchday.test', 'help@|matchday.test']).toContain(lines.join('|'));
    await expect(footer.getByText('Social channels coming soon')).toBeVisible();
    await expect(footer.getByRole('button')).toHaveCount(0);
    await expect(
      footer.getByRole('link', { name: /instagram|facebook|youtube|\bx\b/i }),
    ).toHaveCount(0);

    await hamburger.scrollIntoViewIfNeeded();
    await hamburger.click();
    await page.getByRole('presentation').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});
