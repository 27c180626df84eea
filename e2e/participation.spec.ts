import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Event } from '../src/shared/events/schemas';
import {
  PARTICIPATION_MSG,
  type Checkout,
  type Participation,
} from '../src/shared/participations/schemas';
import { DEMO_PASSWORD, dismissToast, uniqueEmail } from './support/accounts';
import { linkFrom, SUBJECTS, waitForMail, type Mail } from './support/outbox';

/**
 * Participation and payments in the browser (§2, §4): registering a team, the test checkout
 * (pay, fail, cancel), resuming a pending payment from the dashboard, the success page and its
 * receipt, and the host's participants tabs. Tests share one database and a player registers
 * once per event category, so each journey signs up its own player. The form's own rules (the
 * §5 team roles, a free category's register-at-once) are component tests:
 * src/web/pages/events/ParticipantForm.test.tsx and src/web/pages/payment/PaymentSuccessPage.test.tsx.
 */

const BADMINTON = 'Mumbai Smash Badminton Open';
const BASKETBALL = 'Chennai 3x3 Hoops Jam';
const ARENA_HOST = 'arena@matchday.test';
const PASSWORD = 'Str0ng!Pass';
/** Team members of categories with an age limit give a date of birth (decision 015). */
const ADULT_BIRTH_DATE = '1998-04-15';

type Player = { email: string; name: string };

/** Signs a participant up through the API, verifies the email from the outbox, logs `page` in. */
async function signUpPlayer(
  page: Page,
  baseURL: string,
  { label, age = 20, gender = 'male' }: { label: string; age?: number; gender?: string },
): Promise<Player> {
  const email = uniqueEmail(label);
  const name = `Player ${label} ${Math.random().toString(36).slice(2, 6)}`;
  const registered = await page.request.post('/api/v1/auth/register', {
    data: {
      role: 'Participant',
      name,
      email,
      phone_number: '9876543210',
      password: PASSWORD,
      confirm_password: PASSWORD,
      age,
      gender,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const mail = await verificationMail(email);
  const token = new URL(linkFrom(mail, `${baseURL}/verify-email`)).searchParams.get('token');
  const verified = await page.request.post(
    `/api/v1/auth/verify-email?token=${encodeURIComponent(token ?? '')}`,
  );
  expect(verified.status(), await verified.text()).toBe(200);
  await logInApi(page.request, email, PASSWORD);
  return { email, name };
}

/**
 * The verification mail. The server writes outbox files in place, and waitForMail remembers a
 * file it parsed half-written for the rest of its wait, so a fresh wait is tried once more.
 */
async function verificationMail(email: string): Promise<Mail> {
  try {
    return await waitForMail(email, SUBJECTS.verify, { timeoutMs: 5_000 });
  } catch {
    return await waitForMail(email, SUBJECTS.verify, { timeoutMs: 10_000 });
  }
}

async function logInApi(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A demo event by title, with its categories (the public API, every page of it). */
async function findEvent(request: APIRequestContext, title: string): Promise<Event> {
  let cursor: string | null = null;
  do {
    const res = await request.get('/api/v1/events/', {
      params: { limit: 100, ...(cursor ? { cursor } : {}) },
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data: Event[]; next_cursor: string | null };
    const found = body.data.find((e) => e.title === title);
    if (found) return found;
    cursor = body.next_cursor;
  } while (cursor);
  throw new Error(`Demo event '${title}' not found`);
}

function categoryId(event: Event, name: string): string {
  const c = event.categories.find((x) => x.category_details.name === name);
  if (!c) throw new Error(`No category '${name}' in '${event.title}'`);
  return c.category_id;
}

const participatePath = (eventId: string) => `/app/events/event-details/${eventId}/participate`;
const detailsPath = (eventId: string) => `/app/events/event-details/${eventId}`;

/** A capture also renders the PDF receipt for the confirmation mail: slow on a busy machine. */
const afterCapture = expect.configure({ timeout: 15_000 });

const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text });

const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Test checkout' });

/** Fills a member row (a fieldset 'Player N'), choosing its role from the select. */
async function fillMember(
  page: Page,
  n: number,
  member: {
    name?: string;
    email?: string;
    phone?: string;
    role?: 'None' | 'Captain' | 'Vice Captain';
    /** Asked where the category limits age (decision 015); an adult's by default. */
    dateOfBirth?: string;
  },
) {
  const row = page.getByRole('group', { name: `Player ${n}` });
  if (member.name !== undefined) await row.getByRole('textbox', { name: 'Name' }).fill(member.name);
  if (member.email !== undefined)
    await row.getByRole('textbox', { name: 'Email' }).fill(member.email);
  if (member.phone !== undefined)
    await row.getByRole('textbox', { name: 'Phone' }).fill(member.phone);
  const dob = row.getByLabel('Date of Birth');
  if ((await dob.count()) > 0 && !(await dob.inputValue()))
    await dob.fill(member.dateOfBirth ?? ADULT_BIRTH_DATE);
  if (member.role) {
    await row.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: member.role, exact: true }).click();
  }
}

/** Chooses a category and fills a two-player team (Mixed Doubles). */
async function fillDoublesTeam(page: Page, teamName: string) {
  await page.getByRole('radio', { name: 'Mixed Doubles' }).check();
  await page.getByRole('textbox', { name: 'Team Name' }).fill(teamName);
  await fillMember(page, 1, { role: 'Captain' });
  await fillMember(page, 2, {
    name: 'Meera Iyer',
    email: 'meera.partner@example.test',
    phone: '9123456780',
    role: 'Vice Captain',
  });
}

/** Registers, pays and confirms through the API (the test provider), as a finished checkout. */
async function registerAndPayApi(
  request: APIRequestContext,
  body: Record<string, unknown>,
  pay: boolean,
): Promise<Participation> {
  const res = await request.post('/api/v1/event/participate', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const checkout = ((await res.json()) as { data: Checkout }).data;
  if (!pay) return checkout.participation;
  const done = await request.post('/api/v1/payments/test/complete', {
    data: { order_id: checkout.order_id, outcome: 'paid' },
  });
  expect(done.status(), await done.text()).toBe(200);
  const verified = await request.post('/api/v1/payments/verify', {
    data: ((await done.json()) as { data: unknown }).data,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return checkout.participation;
}

test.describe('participation and payments', () => {
  // Each journey signs a player up (two password hashes and a mail) before it starts.
  test.describe.configure({ timeout: 60_000 });

  test('a player registers a team, pays in the test checkout and gets a receipt', async ({
    page,
    baseURL,
  }) => {
    const player = await signUpPlayer(page, baseURL!, { label: 'doubles' });
    const event = await findEvent(page.request, BADMINTON);

    await page.goto(participatePath(event.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Participate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The first player is the one registering.
    await page.getByRole('radio', { name: 'Mixed Doubles' }).check();
    const first = page.getByRole('group', { name: 'Player 1' });
    await expect(first.getByRole('textbox', { name: 'Name' })).toHaveValue(player.name);
    await expect(page.getByRole('group', { name: /^Player \d+$/ })).toHaveCount(2);
    await expect(page.getByTestId('order-total')).toHaveText('₹799.00');

    const teamName = `Smashers ${Date.now()}`;
    await fillDoublesTeam(page, teamName);

    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    const dialog = checkoutDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('no real money');
    await expect(dialog).toContainText(BADMINTON);
    await expect(dialog.getByTestId('checkout-amount')).toHaveText('₹799.00');
    const orderId = (await dialog.getByTestId('checkout-order-id').textContent())!.trim();
    expect(orderId).toMatch(/^order_/);

    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await afterCapture(page).toHaveURL(/\/app\/paymentSuccess\?participation=[0-9a-f]{24}$/);
    const successText = PARTICIPATION_MSG.successText(BADMINTON, orderId);
    await expect(page.getByTestId('success-text')).toHaveText(successText);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful');

    // The page reads the registration from its URL, so it survives a reload.
    await page.reload();
    await expect(page.getByTestId('success-text')).toHaveText(successText);

    // The team's tickets for the gate, right here: one QR per member (signed codes, not the id).
    await page.getByRole('button', { name: /^Show \d+ tickets for the gate$/ }).click();
    const tickets = page.getByRole('dialog').getByTestId('ticket');
    await expect(tickets.first()).toBeVisible();
    const count = await tickets.count();
    expect(count).toBeGreaterThan(1);
    const qr = tickets.first().getByRole('img', { name: /^Ticket QR code for / });
    await expect(qr).toHaveJSProperty('complete', true);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('dialog').getByTestId('ticket-code')).toHaveText(
      Array.from({ length: count }, () => /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{16}$/),
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Receipt' }).click();
    const download = await downloading;
    const pdf = await fs.readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toBe(`matchday-receipt-${orderId}.pdf`);

    await page.getByRole('link', { name: 'Explore More Events' }).click();
    await expect(page).toHaveURL(/\/app\/events$/);

    await page.goto('/app/dashboard');
    const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
    await expect(upcoming.getByRole('heading', { name: BADMINTON })).toBeVisible();
    await expect(upcoming.getByTestId('dashboard-registration')).toContainText('Paid');
    await expect(upcoming).toContainText(`Team ${teamName}`);
    // Nothing left to pay, so the section is not there; no card offers Participate Now.
    await expect(page.getByRole('heading', { name: 'Payment Pending' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Participate Now' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Other Events' })).toContainText('No Event');

    // Registering again in a paid category is refused, and the form says so.
    await page.goto(`${participatePath(event.id)}?category=${categoryId(event, 'Mixed Doubles')}`);
    await expect(page.getByText(PARTICIPATION_MSG.alreadyParticipated)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();
  });

  test('a cancelled or failed checkout leaves the payment pending; the participate page and the dashboard resume it, and it is paid', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000); // four checkouts: two journeys' worth
    await signUpPlayer(page, baseURL!, { label: 'hoops' });
    const event = await findEvent(page.request, BASKETBALL);

    await page.goto(participatePath(event.id));
    await page.getByRole('radio', { name: '3x3 Open' }).check();
    await page.getByRole('textbox', { name: 'Team Name' }).fill(`Hoopers ${Date.now()}`);
    await fillMember(page, 1, { role: 'Captain' });
    await fillMember(page, 2, {
      name: 'Arjun Rao',
      email: 'arjun@example.test',
      phone: '9000000002',
    });
    await fillMember(page, 3, { name: 'Dev Shah', email: 'dev@example.test', phone: '9000000003' });
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(checkoutDialog(page)).toBeVisible();
    await expect(checkoutDialog(page).getByTestId('checkout-amount')).toHaveText('₹900.00');

    // Escape is Cancel; the player stays on the registration, pending (issue 29).
    await page.keyboard.press('Escape');
    await dismissToast(page, PARTICIPATION_MSG.cancelled);
    await expect(page).toHaveURL(
      new RegExp(
        `${participatePath(event.id)}\\?category=${categoryId(event, '3x3 Open')}&payment=cancelled$`,
      ),
    );
    await expect(checkoutDialog(page)).toHaveCount(0);

    await page.goto('/app/dashboard');
    const pending = page.getByRole('region', { name: 'Payment Pending' });
    await expect(pending.getByRole('heading', { name: BASKETBALL })).toBeVisible();
    await expect(pending).toContainText('Pending');
    await expect(page.getByRole('region', { name: 'Upcoming Events' })).toContainText(
      'No Upcoming Event',
    );

    // The registration waits for its payment; going back to it resumes the same order.
    await page.goto(`${participatePath(event.id)}?category=${categoryId(event, '3x3 Open')}`);
    await expect(page.getByText('its payment is pending')).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(toast(page, PARTICIPATION_MSG.pendingResume)).toBeVisible();
    await expect(checkoutDialog(page)).toBeVisible();
    await checkoutDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dismissToast(page, PARTICIPATION_MSG.cancelled);

    // Fail in the test checkout says so and lands on the registration, to pay again (issue 29).
    await page.goto('/app/dashboard');
    await pending.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(toast(page, PARTICIPATION_MSG.pendingResume)).toBeVisible();
    await checkoutDialog(page).getByRole('button', { name: 'Fail', exact: true }).click();
    await dismissToast(page, PARTICIPATION_MSG.failed);
    await expect(page).toHaveURL(
      new RegExp(
        `${participatePath(event.id)}\\?category=${categoryId(event, '3x3 Open')}&payment=failed$`,
      ),
    );
    await expect(page.getByRole('button', { name: 'Pay again' }).first()).toBeVisible();

    // A retry of the same order pays.
    await page.goto('/app/dashboard');
    await pending.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(toast(page, PARTICIPATION_MSG.pendingResume)).toBeVisible();
    const dialog = checkoutDialog(page);
    await expect(dialog.getByTestId('checkout-amount')).toHaveText('₹900.00');
    const orderId = (await dialog.getByTestId('checkout-order-id').textContent())!.trim();
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await afterCapture(page.getByTestId('success-text')).toHaveText(
      PARTICIPATION_MSG.successText(BASKETBALL, orderId),
    );
    // The "payment is pending" notice went with the checkout: it does not sit over the success
    // page for the rest of its five seconds (its exit animation takes under a second).
    await expect(toast(page, PARTICIPATION_MSG.pendingResume)).toHaveCount(0, { timeout: 1_500 });

    await page.goto('/app/dashboard');
    await expect(
      page
        .getByRole('region', { name: 'Upcoming Events' })
        .getByRole('heading', { name: BASKETBALL }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Pending' })).toHaveCount(0);
  });

  test("the event's host sees each registration as Paid or Pending, edits a team, and deletes a pending individual registration, never a paid one", async ({
    page,
    baseURL,
    browser,
  }) => {
    const event = await findEvent(page.request, BADMINTON);
    const doubles = categoryId(event, 'Mixed Doubles');
    const singles = categoryId(event, 'Men Singles');
    const team = (name: string) => ({
      event_id: event.id,
      category_id: doubles,
      team_name: name,
      members: [
        {
          name: 'A One',
          email: 'a1@example.test',
          phone: '9000000011',
          role: 'Captain',
          date_of_birth: ADULT_BIRTH_DATE,
        },
        {
          name: 'B Two',
          email: 'b2@example.test',
          phone: '9000000012',
          role: null,
          date_of_birth: ADULT_BIRTH_DATE,
        },
      ],
    });
    const teams: Record<'paid' | 'pending', string> = {
      paid: `Paid Pair ${Date.now()}`,
      pending: `Pending Pair ${Date.now()}`,
    };
    const names: Record<'paid' | 'pending', string> = { paid: '', pending: '' };
    // Two players register through the API, each a team and a singles entry: one pays for
    // both, one for neither.
    for (const kind of ['paid', 'pending'] as const) {
      const context = await browser.newContext({ baseURL });
      const playerPage = await context.newPage();
      const player = await signUpPlayer(playerPage, baseURL!, { label: `host${kind}` });
      names[kind] = player.name;
      await registerAndPayApi(playerPage.request, team(teams[kind]), kind === 'paid');
      await registerAndPayApi(
        playerPage.request,
        { event_id: event.id, category_id: singles, members: [] },
        kind === 'paid',
      );
      await context.close();
    }

    await logInApi(page.request, ARENA_HOST, DEMO_PASSWORD);
    await page.goto(detailsPath(event.id));
    const participants = page.getByRole('region', { name: 'Participants' });

    await participants.getByRole('tab', { name: 'Men Singles', exact: true }).click();
    const table = participants.getByRole('table');
    for (const header of ['Name', 'Email', 'Phone Number', 'Role', 'Actions']) {
      // The §2 table on a wide screen: its header row is shown (on a phone each row is a card).
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    // The panel spans the page under the event (it once sat in the left column, cutting names).
    const main = (await page.getByRole('main').boundingBox())!;
    expect((await table.boundingBox())!.width).toBeGreaterThan(main.width * 0.85);
    const paidEntry = table.getByRole('row').filter({ hasText: names.paid });
    const pendingEntry = table.getByRole('row').filter({ hasText: names.pending });
    // A paid registration is never deleted: it is removed with a reason and refunded (issue 16).
    await expect(paidEntry.getByRole('button', { name: 'Delete registration' })).toHaveCount(0);
    await expect(
      paidEntry.getByRole('button', { name: `Remove ${names.paid} and refund` }),
    ).toBeEnabled();

    await pendingEntry.getByRole('button', { name: 'Delete registration' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete registration?' });
    await expect(confirm).toContainText(names.pending);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await dismissToast(page, 'Successful');
    await expect(pendingEntry).toHaveCount(0);
    await expect(paidEntry).toHaveCount(1);

    await participants.getByRole('tab', { name: 'Mixed Doubles', exact: true }).click();
    const paidRow = participants.getByTestId('team-row').filter({ hasText: teams.paid });
    const pendingRow = participants.getByTestId('team-row').filter({ hasText: teams.pending });
    await expect(paidRow).toContainText('Paid');
    await expect(paidRow).not.toContainText('Pending');
    await expect(pendingRow).toContainText('Pending');
    await expect(pendingRow).not.toContainText('Paid');

    await paidRow.getByRole('link', { name: /Edit/ }).click();
    await expect(page).toHaveURL(/\/edit-participant\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Participant');
    const teamName = page.getByRole('textbox', { name: 'Team Name' });
    await expect(teamName).toHaveValue(teams.paid);
    await teamName.fill(`${teams.paid} Renamed`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Successful')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${detailsPath(event.id)}$`));
    await page
      .getByRole('region', { name: 'Participants' })
      .getByRole('tab', { name: 'Mixed Doubles', exact: true })
      .click();
    await expect(
      page.getByTestId('team-row').filter({ hasText: `${teams.paid} Renamed` }),
    ).toContainText('Paid');
  });
});
