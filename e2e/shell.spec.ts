import { expect, test } from '@playwright/test';
import { appReady } from './support/app';
import { demoSessionFile } from './support/sessions';

test.describe('routing', () => {
  test('/ lands on /home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover Your Sport' }),
    ).toBeVisible();
  });

  // Issue 24: answered 404 with a page that says so (it used to send the visitor home).
  test('an unknown path is a 404 "Page not found" page with a way home', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await appReady(page);
    await expect(page).toHaveTitle('Page not found · Matchday');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('html[data-hydration="mismatch"]')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an unknown event is a 404 "Page not found" page', async ({ page }) => {
    const res = await page.goto(`/events/event-details/${'a'.repeat(24)}`);
    expect(res?.status()).toBe(404);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('html[data-hydration="mismatch"]')).toHaveCount(0);
  });

  test('/app/dashboard without a session lands on /login', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown /app path without a session also lands on /login', async ({ page }) => {
    await page.goto('/app/whatever/else');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('both sign-up spellings open the sign-up page', async ({ page }) => {
    for (const path of ['/singup', '/signup']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create New Account' }),
      ).toBeVisible();
    }
  });
});

test.describe('public navigation', () => {
  test('navbar links reach each public page', async ({ page }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const pages: Array<[string, RegExp, string]> = [
      ['About Us', /\/about$/, 'About Matchday'],
      ['Events', /\/events$/, 'Events'],
      ['Contact Us', /\/contactUs$/, 'Contact Us'],
      ['Home', /\/home$/, 'Discover Your Sport'],
    ];
    for (const [link, url, heading] of pages) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });

  test('the footer shows contact details from configuration', async ({ page }) => {
    await page.goto('/home');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'help@matchday.test' })).toHaveAttribute(
      'href',
      'mailto:help@matchday.test',
    );
    await expect(footer.getByRole('link', { name: '+91 90000 11111' })).toHaveAttribute(
      'href',
      'tel:+919000011111',
    );
    await expect(footer.getByRole('link', { name: 'About Us' })).toBeVisible();
  });

  test('visiting /home clears the stored auth', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('auth', JSON.stringify({ user: null })));
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Discover Your Sport' })).toBeVisible();
    await appReady(page);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
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
  test('at 375 px the menu is a hamburger that opens the links', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 780 });
    await page.goto('/home');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'About Us' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('home-375.png'), fullPage: true });
    await appReady(page);
    await hamburger.click();
    await page.getByRole('presentation').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('at 1280 px the links are in the bar and there is no hamburger', async ({
    page,
  }, testInfo) => {
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('home-1280.png'), fullPage: true });
  });
});

test.describe('failures', () => {
  test('a page chunk that fails to load shows the route error with the chunk named', async ({
    page,
  }) => {
    await page.route(/\/assets\/AboutPage-.*\.js$/, (route) => route.abort('failed'));
    await page.goto('/about');
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText("Loading chunk 'about' failed (error)");
  });

  test('API errors come back in the envelope, never as a page', async ({ request }) => {
    const res = await request.get('/api/v1/does-not-exist');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ message: 'error', error: 'Not Found' });
    const ready = await request.get('/readyz');
    expect(ready.status()).toBe(200);
  });
});

test.describe('footer on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the support email wraps only after its @, and the social placeholders are not controls', async ({
    page,
  }) => {
    await page.goto('/home');
    await appReady(page);
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
  });
});

test.describe('a logged-in visit to /home', () => {
  test.use({
    storageState: async ({ baseURL }, use) => {
      await use(await demoSessionFile('shell', 'participant', baseURL!));
    },
  });

  test('clears the stored auth and keeps it cleared after the session check answers', async ({
    page,
  }) => {
    await page.goto('/app/dashboard');
    await appReady(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth'))).not.toBeNull();

    const sessionCheck = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/verify-token'));
    await page.goto('/home');
    await appReady(page);
    await sessionCheck;
    // The check's answer (a logged-in user) has been rendered and nothing more is in flight.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Discover Your Sport' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });
});
