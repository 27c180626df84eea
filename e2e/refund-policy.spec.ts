import { expect, test as base, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatDisplayDate } from '../src/shared/date-format';
import { appReady } from './support/app';
import { demoSessionFile, type DemoRole } from './support/sessions';

/**
 * Issue 16 in the browser: a host sets a custom refund policy in the event form and the public
 * page words it with its dates. That an event its host cancels says so on its page and its card
 * is a component test (src/web/components/events/CancelledEvent.test.tsx).
 */

const test = base.extend<{ role: DemoRole | null }>({
  role: [null, { option: true }],
  storageState: async ({ role, baseURL }, use) => {
    await use(
      role ? await demoSessionFile('refunds', role, baseURL!) : { cookies: [], origins: [] },
    );
  },
});

const unique = (label: string) => `${label} ${Date.now()}${Math.random().toString(36).slice(2, 5)}`;
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** The calendar date `days` before `date` (both YYYY-MM-DD). */
const before = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('refund policy (host)', () => {
  test.use({ role: 'host' });

  test('a custom policy set in the form is worded with its dates on the public page', async ({
    page,
  }) => {
    test.slow(); // form, upload, details, edit
    const title = unique('Koramangala Refund Cup');
    const start = inDays(40);
    await page.goto('/app/events/add-event');
    await appReady(page);
    const main = page.getByRole('main');
    await main.getByLabel('Title').fill(title);
    await main.getByRole('combobox', { name: /^Sport/ }).click();
    await page.getByRole('option', { name: 'Football', exact: true }).click();
    await main.getByLabel(/^Start Date/).fill(start);
    await main.getByLabel(/^End Date/).fill(start);
    await main.getByLabel('Registration Start Date').fill(inDays(20));
    await main.getByLabel('Registration End Date').fill(inDays(30));
    await main.getByLabel('Venue Name').fill('Koramangala Indoor Stadium');
    await main.getByLabel('Venue Address').fill('80 Feet Road, Koramangala, Bengaluru 560034');
    await main.getByLabel(/^State \/ union territory/).selectOption('KA');
    await main.getByRole('checkbox', { name: /^Open 11-a-side/ }).check();
    await main.getByRole('spinbutton', { name: 'Price for Open 11-a-side' }).fill('1000');
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#ff914d' },
    })
      .png()
      .toBuffer();
    await main
      .getByLabel('Poster', { exact: true })
      .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: png });
    await expect(main.getByRole('img', { name: 'Poster preview' })).toBeVisible();
    await main.getByLabel('Rewards').fill('Medals');

    // The default policy, worded from the registration end date.
    const preview = page.getByTestId('refund-policy-preview');
    await expect(preview).toContainText(
      `Full refund until ${formatDisplayDate(inDays(30))}; no refund after.`,
    );

    // Two steps and a fee; an empty step is asked for, not saved as 0.
    await main.getByRole('radio', { name: 'Custom policy' }).check();
    const days = main.getByLabel('Days before the event');
    const percent = main.getByLabel('Refund %');
    await days.nth(0).fill('10');
    await percent.nth(0).fill('100');
    await main.getByRole('button', { name: 'Add a step' }).click();
    await main.getByRole('button', { name: 'Save Draft' }).click();
    await expect(main.getByText('Enter whole days, 0 to 365')).toBeVisible();
    await expect(page).toHaveURL(/\/add-event$/);
    await days.nth(1).fill('3');
    await percent.nth(1).fill('50');
    await main.getByLabel('Cancellation fee (₹)').fill('25');
    const words =
      `Full refund until ${formatDisplayDate(before(start, 11))}; ` +
      `50 % until ${formatDisplayDate(before(start, 4))}; no refund after. ` +
      'A cancellation fee of ₹25 is kept from a refund.';
    await expect(preview).toContainText(words);
    // A third step, removed again.
    await main.getByRole('button', { name: 'Add a step' }).click();
    await main.getByRole('button', { name: 'Remove step 3' }).click();
    await expect(days).toHaveCount(2);

    await main.getByRole('button', { name: 'Publish Event' }).click();
    await expect(page.getByText('Event published', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/events\/event-details\/[0-9a-f]{24}$/);
    const eventId = page.url().split('/').pop()!;

    await page.goto(`/events/event-details/${eventId}`);
    await expect(h1(page)).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Refund policy', level: 2 })).toBeVisible();
    await expect(page.getByTestId('refund-policy')).toHaveText(words);

    // Editing the event shows its policy as saved.
    await page.goto(`/app/events/edit-event/${eventId}`);
    await appReady(page);
    await expect(main.getByRole('radio', { name: 'Custom policy' })).toBeChecked();
    await expect(days).toHaveCount(2);
    await expect(days.nth(0)).toHaveValue('10');
    await expect(percent.nth(1)).toHaveValue('50');
    await expect(main.getByLabel('Cancellation fee (₹)')).toHaveValue('25');
  });
});
