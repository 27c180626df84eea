import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Event } from '../src/shared/events/schemas';
import { appReady } from './support/app';
import { demoSessionFile, type DemoRole } from './support/sessions';

/**
 * Issue 13 in the browser: a host's draft stays off the public pages until it is published. The
 * form's warnings (a window that opens at once, a start in the past) are component tests
 * (src/web/pages/events/EventFormPage.test.tsx); the event page's times and the home page's
 * "Past events" are EventDetailsPage.test.tsx and HomePage.test.tsx.
 */

const test = base.extend<{ role: DemoRole | null }>({
  role: [null, { option: true }],
  storageState: async ({ role, baseURL }, use) => {
    await use(
      role ? await demoSessionFile('lifecycle', role, baseURL!) : { cookies: [], origins: [] },
    );
  },
});

const unique = (label: string) => `${label} ${Date.now()}${Math.random().toString(36).slice(2, 5)}`;
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const cards = (page: Page) => page.getByTestId('event-card');

async function publicTitles(api: APIRequestContext): Promise<string[]> {
  const res = await api.get('/api/v1/events/?limit=100&sort=newest');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Event[] }).data.map((e) => e.title);
}

test.describe('drafts (host)', () => {
  test.use({ role: 'host' });

  test('a host saves a draft, it stays off /events until it is published', async ({ page }) => {
    test.slow(); // form, upload, details, lists
    const title = unique('Jayanagar Draft Cup');
    await page.goto('/app/events/add-event');
    await appReady(page);
    const main = page.getByRole('main');
    await main.getByLabel('Title').fill(title);
    await main.getByRole('combobox', { name: /^Sport/ }).click();
    await page.getByRole('option', { name: 'Football', exact: true }).click();
    await main.getByLabel(/^Start Date/).fill(inDays(30));
    await main.getByLabel('Event Start Time').fill('08:30');
    await main.getByLabel(/^End Date/).fill(inDays(30));
    await main.getByLabel('Event End Time').fill('17:00');
    await main.getByLabel('Registration Start Date').fill(inDays(10));
    await main.getByLabel('Registration End Date').fill(inDays(20));
    await main.getByLabel('Venue Name').fill('Jayanagar Turf');
    await main.getByLabel('Venue Address').fill('4th Block, Jayanagar, Bengaluru 560011');
    await main.getByLabel(/^State \/ union territory/).selectOption('KA');
    await main.getByRole('checkbox', { name: /^Open 11-a-side/ }).check();
    await main.getByRole('spinbutton', { name: 'Price for Open 11-a-side' }).fill('900');
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

    await main.getByRole('button', { name: 'Save Draft' }).click();

    await expect(page).toHaveURL(/\/app\/events\/event-details\/[0-9a-f]{24}$/);
    const eventId = page.url().split('/').pop()!;
    await expect(h1(page)).toHaveText(title);
    await expect(page.getByRole('alert').filter({ hasText: 'only you and admins' })).toBeVisible();
    // A draft has no public page to share, map or mail about.
    await expect(page.getByRole('group', { name: 'Event actions' })).toHaveCount(0);
    expect(await publicTitles(page.request)).not.toContain(title);

    // The host's list shows it with a Draft chip; the public list and page do not.
    await page.goto('/app/events');
    await expect(cards(page).filter({ hasText: title })).toContainText('Draft');
    await page.goto('/events');
    await appReady(page);
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).filter({ hasText: title })).toHaveCount(0);
    const hidden = await page.goto(`/events/event-details/${eventId}`);
    // A draft has no public page: the server answers 404 with its "Page not found" page.
    expect(hidden?.status()).toBe(404);
    await expect(h1(page)).toHaveText('Page not found');

    await page.goto(`/app/events/event-details/${eventId}`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Event published', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'only you and admins' })).toHaveCount(0);
    await expect(
      page.getByRole('group', { name: 'Event actions' }).getByRole('link', { name: /map/i }),
    ).toBeVisible();
    expect(await publicTitles(page.request)).toContain(title);
    await page.goto(`/events/event-details/${eventId}`);
    await expect(h1(page)).toHaveText(title);
    await expect(page.getByText('8:30 AM – 5:00 PM IST')).toBeVisible();
    // Searched for: soonest first, other tests' events may push it off the first page.
    await page.goto(`/events?q=${encodeURIComponent(title)}`);
    await expect(cards(page).filter({ hasText: title })).toHaveCount(1);
  });
});
