import { expect, test } from '@playwright/test';
import { appReady } from './support/app';
import { demoSessionFile } from './support/sessions';

/**
 * The browser guards app pages by the §6 matrix, as the sidebar does: a participant may view
 * events but not add or edit them, nor add categories, so those pages send them to the dashboard.
 */
test.describe('pages a participant may not use', () => {
  test.use({
    storageState: async ({ baseURL }, use) => {
      await use(await demoSessionFile('guards', 'participant', baseURL!));
    },
  });

  for (const path of [
    '/app/events/add-event',
    '/app/events/edit-event/000000000000000000000000',
    '/app/events/category',
  ]) {
    test(`${path} sends a participant to the dashboard`, async ({ page }) => {
      await page.goto(path);
      await appReady(page);
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await expect(
        page.getByRole('button', { name: /Publish Event|Save Changes|Submit/ }),
      ).toHaveCount(0);
      await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    });
  }

  test('the events page they may view still opens', async ({ page }) => {
    await page.goto('/app/events');
    await appReady(page);
    await expect(page).toHaveURL(/\/app\/events$/);
  });
});
