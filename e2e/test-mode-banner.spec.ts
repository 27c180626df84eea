import { expect, test, type Page } from '@playwright/test';
import { appReady } from './support/app';
import { demoSessionFile } from './support/sessions';

// The test server runs the built-in test payment provider (PAYMENT_PROVIDER=test in
// playwright.config.ts), so every page must say that its payments are not real.

const TEXT = 'Test mode — no real payments';
const banner = (page: Page) => page.getByRole('status').filter({ hasText: TEXT });

/**
 * The banner is shown, first on the page, one line high. Measured until it holds (5 s at most):
 * right after a resize to a phone the app area still shows its sidebar until React hears the media
 * query (AppLayout's useMediaQuery), so the banner's column is briefly 375 px less the sidebar and
 * its words wrap (CI once measured it then: 90 px). A banner that stays taller still fails.
 */
async function expectBannerOnTop(page: Page) {
  await expect(banner(page)).toBeVisible();
  await expect(async () => {
    const box = (await banner(page).boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBeGreaterThanOrEqual(32);
    expect(box.height).toBeLessThanOrEqual(48);
  }).toPass({ timeout: 5_000 });
}

/** Notes, from the start of each page, whether the banner was there when the page's h1 came. */
async function watchFirstHeading(page: Page) {
  await page.addInitScript((text) => {
    const state = { h1: false, bannerWithH1: false };
    (window as unknown as { bannerProbe: typeof state }).bannerProbe = state;
    new MutationObserver(() => {
      if (state.h1 || !document.querySelector('#root h1')) return;
      state.h1 = true;
      state.bannerWithH1 = [...document.querySelectorAll('[role="status"]')].some((el) =>
        el.textContent?.includes(text),
      );
    }).observe(document, { childList: true, subtree: true });
  }, TEXT);
}
const bannerWithFirstHeading = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { bannerProbe: { bannerWithH1: boolean } }).bannerProbe,
  );

// The rules (shown in test mode only, before the page's header, in the app area too) are component
// tests (src/web/routes/app-routes.test.tsx); the settings' flag is an API test
// (src/server/platform/http/app.test.ts). Here: where it is laid out, and when it arrives.

test('the public pages carry the banner on top: drawn by the server (without JavaScript too), kept when the app takes over, in /login’s first render', async ({
  page,
  browser,
}) => {
  const html = await (await page.request.get('/home')).text();
  expect(html).toContain(TEXT);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const drawn = await noScript.newPage();
    await drawn.goto('/home');
    await expect(drawn.getByRole('heading', { level: 1 })).toHaveText('Discover Your Sport');
    await expectBannerOnTop(drawn);
  } finally {
    await noScript.close();
  }

  await watchFirstHeading(page);
  await page.goto('/home');
  await appReady(page);
  await expectBannerOnTop(page);
  expect(await bannerWithFirstHeading(page)).toMatchObject({ h1: true, bannerWithH1: true });

  // /login is drawn by the browser alone: the banner is in its first render (not pushed down).
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectBannerOnTop(page);
  expect(await bannerWithFirstHeading(page)).toMatchObject({ h1: true, bannerWithH1: true });
});

test('the app area shows the banner above its top bar', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    storageState: await demoSessionFile('banner', 'participant', baseURL!),
  });
  try {
    const page = await context.newPage();
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expectBannerOnTop(page);
    const bar = (await page.getByRole('banner').first().boundingBox())!;
    const shown = (await banner(page).boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(shown.y + shown.height - 1);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectBannerOnTop(page);
  } finally {
    await context.close();
  }
});
