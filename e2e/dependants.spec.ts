import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEPENDANT_MSG } from '../src/shared/dependants/schemas';
import type { Event } from '../src/shared/events/schemas';
import { PARTICIPATION_MSG } from '../src/shared/participations/schemas';
import { createVerifiedParticipant } from './support/accounts';

/**
 * Juniors and families (issue 13): a parent adds a child in the settings, the participate page
 * asks who competes and disables what that child cannot enter (with the reason), the child is
 * registered; a junior team gives each player's date of birth and pays in the test checkout.
 */

const BADMINTON = 'Mumbai Smash Badminton Open';
const FOOTBALL = 'Bengaluru Monsoon Football Cup';

async function findEvent(request: APIRequestContext, title: string): Promise<Event> {
  const res = await request.get('/api/v1/events/', { params: { limit: 100 } });
  expect(res.status()).toBe(200);
  const found = ((await res.json()) as { data: Event[] }).data.find((e) => e.title === title);
  if (!found) throw new Error(`Demo event '${title}' not found`);
  return found;
}

/** `years` whole years before the event's start date, then `days` later (a date of birth). */
function bornBefore(startDate: string, years: number, days = 0): string {
  const d = new Date(`${Number(startDate.slice(0, 4)) - years}${startDate.slice(4)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'DD MMMM, YYYY' (§9), as the page writes the event's start date. */
function displayDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const month = d.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `${date.slice(8, 10)} ${month}, ${date.slice(0, 4)}`;
}

async function signUpParent(page: Page, baseURL: string, label: string) {
  const account = await createVerifiedParticipant(page.request, baseURL, label);
  const res = await page.request.post('/api/v1/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const me = (await res.json()) as { data: { id: string } };
  return { ...account, id: me.data.id };
}

const participatePath = (eventId: string) => `/app/events/event-details/${eventId}/participate`;
const card = (page: Page, name: string) =>
  page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });

test.describe('dependants', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a parent adds a child and registers them in a junior category; other categories say why not', async ({
    page,
    baseURL,
  }) => {
    const parent = await signUpParent(page, baseURL!, 'parent');
    const event = await findEvent(page.request, BADMINTON);
    const child = `Aarav ${Math.random().toString(36).slice(2, 6)}`;

    // Settings: add the child, confirming guardianship (refused without it).
    await page.goto('/app/settings');
    const section = page.getByRole('region', { name: 'Dependants' });
    await expect(section).toContainText('No dependants yet.');
    await section.getByRole('button', { name: 'Add Dependant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a dependant' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(child);
    await dialog.getByLabel('Date of Birth').fill(bornBefore(event.start_date, 11));
    await dialog.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Male', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add Dependant' }).click();
    await expect(dialog.getByText(DEPENDANT_MSG.guardianRequired)).toBeVisible();
    await dialog.getByRole('checkbox', { name: /parent or legal guardian/ }).check();
    await dialog.getByRole('button', { name: 'Add Dependant' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByTestId('dependant')).toContainText(child);

    // An older child, added through the API.
    const older = await page.request.post(`/api/v1/user/${parent.id}/dependants`, {
      data: {
        name: 'Kiran',
        date_of_birth: bornBefore(event.start_date, 14),
        gender: 'male',
        guardian_confirmed: true,
      },
    });
    expect(older.status(), await older.text()).toBe(201);

    await page.goto(participatePath(event.id));
    const who = page.getByRole('radiogroup', { name: 'Who is competing?' });
    await expect(who.getByRole('radio', { name: /^Myself/ })).toBeChecked();
    // To the settings' Add form, and back here after (issue 29: e2e/first-hour.spec.ts).
    await expect(page.getByRole('link', { name: 'Add a dependant' })).toHaveAttribute(
      'href',
      `/app/settings?add=dependant&return=${encodeURIComponent(participatePath(event.id))}#dependants`,
    );

    // Kiran is 14 on the start date: Under 13 Singles is disabled, with the reason.
    await who.getByRole('radio', { name: /^Kiran/ }).check();
    await expect(page.getByRole('radio', { name: 'Under 13 Singles', exact: true })).toBeDisabled();
    await expect(card(page, 'Under 13 Singles')).toContainText(
      `Kiran is 14 on ${displayDate(event.start_date)}; this category is for ages up to 13`,
    );

    await who.getByRole('radio', { name: new RegExp(`^${child}`) }).check();
    await expect(page).toHaveURL(/[?&]for=[0-9a-f]{24}/);
    await expect(page.getByRole('radio', { name: 'Men Singles', exact: true })).toBeDisabled();
    await expect(card(page, 'Men Singles')).toContainText(
      `${child} is 11 on ${displayDate(event.start_date)}; this category is for ages 15 and over`,
    );
    await expect(page.getByRole('radio', { name: 'Mixed Doubles', exact: true })).toBeDisabled();
    const u13 = page.getByRole('radio', { name: 'Under 13 Singles', exact: true });
    await expect(u13).toBeEnabled();
    await u13.check();
    await expect(page.getByText(`${child} (registered by ${parent.name})`)).toBeVisible();

    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/paymentSuccess\?participation=[0-9a-f]{24}$/, {
      timeout: 15_000,
    });
    await expect(page.getByText(`${child} (registered by ${parent.name})`)).toBeVisible();

    // The dashboard names the child; the same child cannot be entered twice.
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('dashboard-registration')).toContainText(`For ${child}`);
    await page.goto(participatePath(event.id));
    await page
      .getByRole('radiogroup', { name: 'Who is competing?' })
      .getByRole('radio', { name: new RegExp(`^${child}`) })
      .check();
    await page.getByRole('radio', { name: 'Under 13 Singles', exact: true }).check();
    await expect(page.getByText(PARTICIPATION_MSG.dependantAlreadyRegistered(child))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();

    // With a registration the child stays in the settings (delete is not offered).
    await page.goto('/app/settings');
    await expect(page.getByRole('button', { name: `Delete ${child}` })).toBeDisabled();
  });

  test('a junior team gives each player a date of birth; a too-old player is named; it pays', async ({
    page,
    baseURL,
  }) => {
    await signUpParent(page, baseURL!, 'coach');
    const event = await findEvent(page.request, FOOTBALL);
    await page.goto(participatePath(event.id));
    await page.getByRole('radio', { name: 'Under 14 Boys 7-a-side' }).check();
    await page.getByRole('textbox', { name: 'Team Name' }).fill(`Colts ${Date.now()}`);
    for (let n = 1; n <= 7; n++) {
      const row = page.getByRole('group', { name: `Player ${n}` });
      await row.getByRole('textbox', { name: 'Name' }).fill(n === 3 ? 'Ravi' : `Colt ${n}`);
      await row.getByRole('textbox', { name: 'Email' }).fill(`colt${n}@example.test`);
      await row.getByRole('textbox', { name: 'Phone' }).fill(`90000000${10 + n}`);
      // Player 3 turns 15 on the start date: too old for Under 14.
      await row
        .getByLabel('Date of Birth')
        .fill(n === 3 ? bornBefore(event.start_date, 15) : bornBefore(event.start_date, 12, n));
      await row.getByRole('combobox', { name: 'Gender' }).click();
      await page.getByRole('option', { name: 'Male', exact: true }).click();
    }
    const first = page.getByRole('group', { name: 'Player 1' });
    await first.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Captain', exact: true }).click();

    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    const tooOld = 'Member 3 (Ravi): must be 14 or younger on the event date (is 15)';
    await expect(page.getByText(tooOld)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Test checkout' })).toHaveCount(0);

    await page
      .getByRole('group', { name: 'Player 3' })
      .getByLabel('Date of Birth')
      .fill(bornBefore(event.start_date, 13));
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹1,500.00');
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/paymentSuccess\?participation=[0-9a-f]{24}$/, {
      timeout: 15_000,
    });
  });
});
