import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatDisplayDate } from '../src/shared/date-format';
import { appReady } from './support/app';
import { demoSessionFile, type DemoRole } from './support/sessions';

/**
 * Issue 16 in the browser: a host sets a custom refund policy in the event form and the public
 * page words it with its dates; an event its host cancels says so on its page and its card.
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

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) {
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

test.describe('refund policy and cancellation (host)', () => {
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

  test('a cancelled event says so, with its reason, on its page and its card', async ({
    page,
    browser,
    baseURL,
  }) => {
    const api = page.request;
    const title = unique('Whitefield Cancelled Cup');
    // A poster that exists (a demo event's), so the public pages show this event whole.
    const [demo] = await ok<Array<{ poster: string }>>(await api.get('/api/v1/events/?limit=1'));
    const sports = await ok<Array<{ id: string; sports_name: string }>>(
      await api.get('/api/v1/sports?limit=100'),
    );
    const football = sports.find((s) => s.sports_name === 'Football')!;
    const [category] = await ok<Array<{ id: string }>>(
      await api.get(`/api/v1/category/?sports_id=${football.id}&limit=100`),
    );
    const event = await ok<{ id: string }>(
      await api.post('/api/v1/events', {
        data: {
          title,
          sports_id: football.id,
          start_date: inDays(20),
          end_date: inDays(20),
          // Open now: without the cancellation, a guest could participate.
          registration_start_date: inDays(-1),
          registration_start_time: '00:00',
          registration_end_date: inDays(10),
          rewards: 'Medals',
          poster: demo!.poster,
          venue_name: 'Whitefield Sports Club',
          venue_address: 'ITPL Main Road, Whitefield, Bengaluru 560066',
          categories: [{ category_id: category!.id, price: 300 }],
          status: 'published',
        },
      }),
      201,
    );
    const reason = 'The ground is flooded after the rains';
    await ok(await api.post(`/api/v1/events/${event.id}/cancel`, { data: { reason } }));

    // As a guest, who would otherwise see "Participate Now".
    const guest = await browser.newContext({ baseURL });
    const view = await guest.newPage();
    await view.goto(`/events/event-details/${event.id}`);
    await appReady(view);
    await expect(h1(view)).toHaveText(title);
    const banner = view.getByTestId('event-cancelled');
    await expect(banner).toContainText('This event has been cancelled');
    await expect(banner).toContainText(`Reason: ${reason}`);
    await expect(view.getByText('Registration has been closed Now !!')).toHaveCount(0);
    await expect(view.getByRole('link', { name: 'Participate Now' })).toHaveCount(0);
    await expect(view.getByTestId('refund-policy')).toContainText('refunded in full');

    await view.goto(`/events?q=${encodeURIComponent(title)}`);
    const card = view.getByTestId('event-card').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Cancelled');
    await expect(card).not.toContainText('Registration closed');
    await guest.close();
  });
});
