import { expect, type Page } from '@playwright/test';

/**
 * Waits until the browser app has replaced the server's drawing of the page (src/web/ssr):
 * before that, links work as plain links but buttons do nothing and effects have not run.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
}

/** How many pixels the page is wider than its window: 0 when it fits. */
const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The page settles no wider than its window. Measured until it holds: after a resize, CSS media
 * queries answer at once but the app's own layout (MUI's useMediaQuery: the sidebar, the top
 * navigation) a render later, and for that moment the desktop navigation sits in a phone's width
 * (CI once measured 540 px too wide there). A page that stays too wide still fails.
 */
export async function expectFitsWidth(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => sidewaysOverflow(page), { message: `${what} scrolls sideways` })
    .toBeLessThanOrEqual(0);
}
