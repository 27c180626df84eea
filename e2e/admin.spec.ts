import { expect, request as playwrightRequest, test as base, type Page } from '@playwright/test';
import { ADMIN_MSG } from '../src/shared/admin/schemas';
import { AUTH_MSG } from '../src/shared/auth/messages';
import { expectFitsWidth } from './support/app';
import { createVerifiedHost, DEMO, dismissToast, logIn } from './support/accounts';
import { waitForMail } from './support/outbox';
import { demoSessionFile } from './support/sessions';

/**
 * The admin's screens (issue 13): suspending a host (who then cannot log in) and unsuspending
 * them, end to end; the screens laid out at a phone's and a desktop's width with the demo's data.
 * The dashboard's counts and the Users page's lists are component tests
 * (src/web/pages/dashboard/AdminOverview.test.tsx, src/web/pages/users/UsersPage.test.tsx); the
 * counting, the search and the suspension's rules are API tests (src/server/admin/).
 */

const test = base.extend({
  storageState: async ({ baseURL }, use) => {
    await use(await demoSessionFile('admin', 'admin', baseURL!));
  },
});

const card = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Overview' }).getByRole('region', { name, exact: true });
/** The count a bar list shows for a label, e.g. 'Hosts' → 3. */
const bar = (page: Page, list: string, label: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: label });

test('the admin suspends a host, who then cannot log in, and unsuspends them', async ({
  page,
  baseURL,
  browser,
}) => {
  // Two browsers, three mails and four logins' worth of password hashing.
  test.slow();
  const api = await playwrightRequest.newContext({ baseURL });
  const host = await createVerifiedHost(api, baseURL!, 'suspend');
  await api.dispose();
  await page.goto('/app/users');
  const row = page.getByRole('table', { name: 'Hosts' }).getByRole('row').filter({
    hasText: host.email,
  });
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Suspend ${host.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend host' });
  await expect(dialog).toContainText('Fly By Night Sports');
  await dialog.getByRole('button', { name: 'Suspend host' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('Prize money of the last tournament was not paid.');
  await dialog.getByRole('button', { name: 'Suspend host' }).click();
  await dismissToast(page, ADMIN_MSG.suspended);
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Suspended')).toBeVisible();
  // The details modal did not open behind the button.
  await expect(page).toHaveURL(/\/app\/users$/);

  const mail = await waitForMail(host.email, 'suspended');
  expect(mail.text).toContain('Prize money of the last tournament was not paid.');

  // The host, in a browser of their own, is told why on the login form.
  const hostContext = await browser.newContext({ storageState: undefined });
  const hostPage = await hostContext.newPage();
  await hostPage.goto('/login');
  const form = hostPage.getByRole('main');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(host.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(host.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(form.getByRole('alert').filter({ hasText: AUTH_MSG.hostSuspended })).toBeVisible();
  await expect(hostPage).toHaveURL(/\/login$/);
  // Said on the form, not in a toast as well.
  await expect(hostPage.locator('.Toastify__toast')).toHaveCount(0);

  // Unsuspended, after a confirmation: the host logs in again.
  await row.getByRole('button', { name: `Unsuspend ${host.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Unsuspend host' });
  await expect(confirm).toContainText('Prize money of the last tournament was not paid.');
  await confirm.getByRole('button', { name: 'Unsuspend host' }).click();
  await dismissToast(page, ADMIN_MSG.unsuspended);
  await expect(row).toContainText('Active');
  await expect(row.getByText('Suspended')).toHaveCount(0);

  await logIn(hostPage, host.email, host.password);
  await expect(hostPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await hostContext.close();
});

test('admin screens fit 375 and 1280 px, with the demo’s suspended host and participants', async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    const fitsWidth = () => expectFitsWidth(page, `${page.url()} at ${width} px`);

    await page.goto('/app/dashboard');
    await expect(card(page, 'Revenue')).toBeVisible();
    // The demo has a suspended host, so the dashboard says so.
    await expect(bar(page, 'Users by role', 'Hosts')).toContainText('suspended');
    await fitsWidth();

    await page.goto('/app/users');
    const vikram = page.getByText('Vikram Desai').locator('visible=true');
    await expect(vikram).toBeVisible();
    // The demo's suspended host (deccan@matchday.test), with its chip.
    const vikramEntry =
      width < 1200
        ? page.getByRole('list', { name: 'Hosts' }).getByRole('listitem')
        : page.getByRole('table', { name: 'Hosts' }).getByRole('row');
    await expect(vikramEntry.filter({ hasText: 'Vikram Desai' })).toContainText('Suspended');
    await fitsWidth();
    await page
      .getByRole('button', { name: /^Suspend / })
      .locator('visible=true')
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Suspend host' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/app/users?tab=participants');
    // Newest first: the demo's last junior shuttler heads the first page.
    await expect(page.getByText('Tara Pillai').locator('visible=true')).toBeVisible();
    await fitsWidth();
    if (width < 768) {
      // Cards, not a table cut off at the side.
      await expect(page.getByRole('table', { name: 'Participants' })).toBeHidden();
      await expect(page.getByRole('list', { name: 'Participants' })).toBeVisible();
    }
    // Kabir's paid wrestling, free run and box-cricket team count; the entry his host
    // cancelled does not.
    await page.getByRole('searchbox', { name: 'Search participants' }).fill('kabir');
    if (width < 1200) {
      const kabir = page
        .getByRole('list', { name: 'Participants' })
        .getByRole('listitem')
        .filter({ hasText: 'Kabir Singh' });
      await expect(kabir).toContainText(DEMO.participant);
      // His three, and the team he captains at the Chennai hoops (issue 28).
      await expect(kabir).toContainText('4 registrations');
    } else {
      const table = page.getByRole('table', { name: 'Participants' });
      await expect(table.getByRole('row')).toHaveCount(2);
      const kabir = table.getByRole('row').filter({ hasText: 'Kabir Singh' });
      await expect(kabir).toContainText(DEMO.participant);
      await expect(kabir.getByRole('cell').nth(3)).toHaveText('4');
    }
    await fitsWidth();
  }
});
