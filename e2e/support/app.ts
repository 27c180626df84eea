import { expect, type Page } from '@playwright/test';

/**
 * Waits until the browser app has replaced the server's drawing of the page (src/web/ssr):
 * before that, links work as plain links but buttons do nothing and effects have not run.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
}
