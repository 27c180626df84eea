import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';

/** Tabs forward until `accept` matches the focused element; fails if it never does. */
async function tabTo(
  page: Page,
  accept: (el: { tag: string; label: string; name: string }) => boolean,
  max = 40,
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      const label =
        a?.getAttribute('aria-label') ??
        (a?.id ? document.querySelector(`label[for="${a.id}"]`)?.textContent : '') ??
        '';
      return {
        tag: a?.tagName.toLowerCase() ?? '',
        label: label.replace(/\s*\*$/, '').trim(),
        name: (a?.textContent ?? '').trim(),
      };
    });
    if (accept(el)) {
      // Visible on focus: the focused control is on screen and has a size.
      const box = await page.evaluate(() =>
        (document.activeElement as HTMLElement).getBoundingClientRect().toJSON(),
      );
      expect(box.width * box.height).toBeGreaterThan(0);
      return;
    }
  }
  throw new Error('control not reachable by Tab');
}

test('logging in with the keyboard only', async ({ page }) => {
  await page.goto('/login');
  // The page's chunk loads after the navigation; Tab presses before it would pass the form by.
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await tabTo(page, (e) => e.tag === 'input' && e.label === 'Email');
  await page.keyboard.type(DEMO.participant);
  await tabTo(page, (e) => e.tag === 'input' && e.label === 'Password');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('every public navigation link is reachable by Tab', async ({ page }) => {
  await page.goto('/home');
  for (const name of ['About Us', 'Events', 'Contact Us']) {
    await tabTo(page, (e) => e.tag === 'a' && e.name === name);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contactUs$/);
});
