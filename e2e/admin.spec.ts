import {
  expect,
  request as playwrightRequest,
  test as base,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { ADMIN_MSG, type AdminSummary } from '../src/shared/admin/schemas';
import { AUTH_MSG } from '../src/shared/auth/messages';
import { DEMO, DEMO_PASSWORD, dismissToast, logIn, uniqueEmail } from './support/accounts';
import { linkFrom, SUBJECTS, waitForMail } from './support/outbox';
import { demoSessionFile } from './support/sessions';

/**
 * The admin's screens (issue 13): the counts on the dashboard, the participants beside the
 * hosts with a search, and suspending a host (who then cannot log in) and unsuspending them.
 */

const test = base.extend<{ adminApi: APIRequestContext }>({
  storageState: async ({ baseURL }, use) => {
    await use(await demoSessionFile('admin', 'admin', baseURL!));
  },
  adminApi: async ({ baseURL }, use) => {
    const context = await playwrightRequest.newContext({
      baseURL,
      storageState: await demoSessionFile('admin', 'admin', baseURL!),
    });
    await use(context);
    await context.dispose();
  },
});

const PASSWORD = 'Host#Pass1';

/** A new host, signed up and verified through the API, so the demo hosts stay as they are. */
async function newHost(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail('suspend');
  const name = `Suspend Me ${Math.random().toString(36).slice(2, 6)}`;
  const res = await api.post('/api/v1/auth/register', {
    data: {
      role: 'Host',
      name,
      email,
      phone_number: '9876543210',
      password: PASSWORD,
      confirm_password: PASSWORD,
      organisation_name: 'Fly By Night Sports',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await waitForMail(email, SUBJECTS.verify);
  const token = new URL(linkFrom(mail, `${baseURL}/verify-email`)).searchParams.get('token');
  const verified = await api.post(
    `/api/v1/auth/verify-email?token=${encodeURIComponent(token ?? '')}`,
  );
  expect(verified.status(), await verified.text()).toBe(200);
  await api.dispose();
  return { email, name };
}

const card = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Overview' }).getByRole('region', { name, exact: true });
/** The count a bar list shows for a label, e.g. 'Hosts' → 3. */
const bar = (page: Page, list: string, label: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: label });

test('the admin dashboard shows the counts the server gives', async ({ page, adminApi }) => {
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible();
  // Other specs add rows meanwhile: compare with a fresh summary until both agree.
  await expect(async () => {
    await page.reload();
    const s = (await (await adminApi.get('/api/v1/admin/summary')).json()).data as AdminSummary;
    const role = (r: string) => s.users.find((u) => u.role === r)!;
    const people = s.users.reduce((n, u) => n + u.total, 0);
    await expect(card(page, 'Users')).toContainText(`Users${people}`, { timeout: 2_000 });
    await expect(bar(page, 'Users by role', 'Participants')).toHaveText(
      `Participants${role('Participant').total}`,
      { timeout: 1_000 },
    );
    const suspended = role('Host').suspended;
    await expect(bar(page, 'Users by role', 'Hosts')).toHaveText(
      `Hosts${suspended ? ` (${suspended} suspended)` : ''}${role('Host').total}`,
      { timeout: 1_000 },
    );
    await expect(bar(page, 'Events by state', 'Registration open')).toHaveText(
      `Registration open${s.events.open}`,
      { timeout: 1_000 },
    );
    await expect(bar(page, 'Events by state', 'Draft')).toHaveText(`Draft${s.events.draft}`, {
      timeout: 1_000,
    });
    await expect(bar(page, 'Registrations by payment', 'Paid')).toHaveText(
      `Paid${s.registrations.paid}`,
      { timeout: 1_000 },
    );
    const inr = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    await expect(card(page, 'Revenue')).toContainText(inr.format(s.revenue.net), {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  // The demo has a suspended host, so the dashboard says so.
  await expect(bar(page, 'Users by role', 'Hosts')).toContainText('suspended');
  // Where to act on them.
  await card(page, 'Users').getByRole('link', { name: 'Manage users' }).click();
  await expect(page).toHaveURL(/\/app\/users$/);
});

test('the admin searches participants beside the hosts', async ({ page }) => {
  await page.goto('/app/users');
  await expect(page.getByRole('heading', { name: 'Users Details', level: 1 })).toBeVisible();
  const hosts = page.getByRole('table', { name: 'Hosts' });
  // The demo's suspended host, with its chip.
  await expect(hosts.getByRole('row').filter({ hasText: 'Vikram Desai' })).toContainText(
    'Suspended',
  );

  await page.getByRole('tab', { name: 'Participants' }).click();
  await expect(page).toHaveURL(/\/app\/users\?tab=participants$/);
  const table = page.getByRole('table', { name: 'Participants' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Name',
    'Email',
    'Phone Number',
    'Registrations',
    'Joined',
  ]);
  const search = page.getByRole('searchbox', { name: 'Search participants' });
  await search.fill('kabir');
  await expect(table.getByRole('row')).toHaveCount(2);
  const kabir = table.getByRole('row').filter({ hasText: 'Kabir Singh' });
  await expect(kabir).toContainText(DEMO.participant);
  // Kabir's paid wrestling, free run and box-cricket team count; the entry his host cancelled
  // does not.
  await expect(kabir.getByRole('cell').nth(3)).toHaveText('3');

  await search.fill('RUNNER@matchday');
  await expect(table.getByRole('row').filter({ hasText: 'Ananya Rao' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  await search.fill('no such participant');
  await expect(table).toContainText('No participant matches “no such participant”');
});

test('the admin suspends a host, who then cannot log in, and unsuspends them', async ({
  page,
  baseURL,
  browser,
}) => {
  // Two browsers, three mails and four logins' worth of password hashing.
  test.slow();
  const host = await newHost(baseURL!);
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
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(form.getByRole('alert').filter({ hasText: AUTH_MSG.hostSuspended })).toBeVisible();
  await expect(hostPage).toHaveURL(/\/login$/);

  // Unsuspended, after a confirmation: the host logs in again.
  await row.getByRole('button', { name: `Unsuspend ${host.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Unsuspend host' });
  await expect(confirm).toContainText('Prize money of the last tournament was not paid.');
  await confirm.getByRole('button', { name: 'Unsuspend host' }).click();
  await dismissToast(page, ADMIN_MSG.unsuspended);
  await expect(row).toContainText('Active');
  await expect(row.getByText('Suspended')).toHaveCount(0);

  await logIn(hostPage, host.email, PASSWORD);
  await expect(hostPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await hostContext.close();
});

test('the demo suspended host is refused at login', async ({ browser }) => {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('deccan@matchday.test');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(form.getByRole('alert').filter({ hasText: AUTH_MSG.hostSuspended })).toBeVisible();
  // Said on the form, not in a toast as well.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  await context.close();
});

for (const width of [375, 1280]) {
  test(`admin screens fit ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    const fitsWidth = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });

    await page.goto('/app/dashboard');
    await expect(card(page, 'Revenue')).toBeVisible();
    await fitsWidth();
    await page
      .getByRole('region', { name: 'Overview' })
      .screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`) });

    await page.goto('/app/users');
    await expect(page.getByText('Vikram Desai').locator('visible=true')).toBeVisible();
    await fitsWidth();
    await shot('hosts');
    await page
      .getByRole('button', { name: /^Suspend / })
      .locator('visible=true')
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Suspend host' })).toBeVisible();
    await shot('suspend-dialog');
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
    await shot('participants');
  });
}
