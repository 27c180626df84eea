import { expect, test as base, type Page } from '@playwright/test';
import { appReady, expectFitsWidth } from './support/app';
import { demoParams, pagesFor } from './support/routes';
import { demoSessionFile, type DemoRole } from './support/sessions';

/**
 * Issue 14's layout guard: every page a role can open fits the window at 375 and 1280 px (no
 * sideways scroll), on demo data with a 68-character one-word title and a 200-character word in
 * its description. The pages come from the route manifest (support/routes.ts).
 */

const test = base.extend<{ role: DemoRole | null }>({
  role: [null, { option: true }],
  storageState: async ({ role, baseURL }, use) => {
    await use(
      role ? await demoSessionFile('layout', role, baseURL!) : { cookies: [], origins: [] },
    );
  },
});

async function fits(page: Page, path: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path);
  await appReady(page);
  // The page's heading, or the dialog an address opens over it.
  const heading = page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog'));
  await expect(heading.first(), path).toBeVisible();
  // The same page widened: the layout follows the window (CSS media queries and MUI's
  // useMediaQuery both answer a resize), so a second load would only repeat the first.
  for (const width of [375, 1280]) {
    if (width !== 375) await page.setViewportSize({ width, height: 800 });
    await expect(heading.first(), path).toBeVisible();
    await expectFitsWidth(page, `${path} at ${width} px`);
  }
}

/**
 * The walk grows with the manifest (each address loaded once and looked at in two widths, about
 * a second, several on a busy machine): its time limit grows with it.
 */
const walkTimeout = (paths: string[]) => Math.max(120_000, paths.length * 8_000);

test('a guest: every public and guest page fits the window', async ({ page }) => {
  test.slow();
  const paths = pagesFor(null, await demoParams(page, null));
  test.setTimeout(walkTimeout(paths));
  for (const path of paths) await fits(page, path);
});

for (const role of ['participant', 'host', 'admin'] as const) {
  test.describe(role, () => {
    test.use({ role });
    test(`every page a ${role} opens fits the window`, async ({ page }) => {
      test.slow();
      const paths = pagesFor(role, await demoParams(page, role));
      // The admin's users page has a second tab worth its own look.
      if (role === 'admin') paths.push('/app/users?tab=participants');
      test.setTimeout(walkTimeout(paths));
      for (const path of paths) await fits(page, path);
    });
  });
}
