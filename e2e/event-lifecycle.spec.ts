import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatDisplayDate } from '../src/shared/date-format';
import { EVENT_MSG } from '../src/shared/events/messages';
import type { Event } from '../src/shared/events/schemas';
import { appReady } from './support/app';
import { demoSessionFile, type DemoRole } from './support/sessions';

/**
 * Issue 13 in the browser: a host's draft stays off the public pages until it is published, an
 * event page shows the event's own times, and finished events live under "Past events".
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
    // The visually hidden poster input once stretched the page sideways (MUI read width 1 as 100%).
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: /poster/i })
        .first(),
    ).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    const main = page.getByRole('main');
    await main.getByLabel('Title').fill(title);
    await main.getByRole('combobox', { name: /^Sport/ }).click();
    await page.getByRole('option', { name: 'Football', exact: true }).click();
    await main.getByLabel(/^Start Date/).fill(inDays(30));
    await main.getByLabel('Event Start Time').fill('08:30');
    await main.getByLabel(/^End Date/).fill(inDays(30));
    await main.getByLabel('Event End Time').fill('17:00');
    // A registration start already past: publishing would open it at once, and the form says so.
    await main.getByLabel('Registration Start Date').fill(inDays(-1));
    await main.getByLabel('Registration End Date').fill(inDays(20));
    await expect(page.getByTestId('opens-at-once')).toHaveText(EVENT_MSG.opensImmediately);
    await main.getByLabel('Registration Start Date').fill(inDays(10));
    await expect(page.getByTestId('opens-at-once')).toHaveCount(0);
    await main.getByLabel('Venue Name').fill('Jayanagar Turf');
    await main.getByLabel('Venue Address').fill('4th Block, Jayanagar, Bengaluru 560011');
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

    // A past start, every other field valid: the form says publishing is refused, and Publish
    // sends nothing (the server would refuse it too, see lifecycle.test.ts).
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/events')) posts.push(r.url());
    });
    const setDates = async (start: number, end: number, regStart: number, regEnd: number) => {
      await main.getByLabel('Registration Start Date').fill(inDays(regStart));
      await main.getByLabel('Registration End Date').fill(inDays(regEnd));
      await main.getByLabel(/^Start Date/).fill(inDays(start));
      await main.getByLabel(/^End Date/).fill(inDays(end));
    };
    await setDates(-2, -1, -10, -5);
    await expect(page.getByTestId('starts-in-past')).toContainText(EVENT_MSG.startInPast);
    await main.getByRole('button', { name: 'Publish' }).click();
    await expect(main.getByText(EVENT_MSG.startInPast, { exact: true })).toBeVisible();
    expect(posts).toEqual([]);
    await setDates(30, 30, 10, 20);
    await expect(page.getByTestId('starts-in-past')).toHaveCount(0);

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

test.describe('public pages', () => {
  test("an event's Timings are its own times; registration times sit in its period", async ({
    page,
  }) => {
    const res = await page.request.get('/api/v1/events/?limit=100');
    const event = ((await res.json()) as { data: Event[] }).data.find(
      (e) => e.title === 'Bengaluru Monsoon Football Cup',
    )!;
    await page.goto(`/events/event-details/${event.id}`);
    await expect(h1(page)).toHaveText(event.title);
    const timings = page.getByText('Timings').locator('..');
    await expect(timings).toContainText('4:00 PM – 10:30 PM IST');
    await expect(
      page.getByText(
        `${formatDisplayDate(event.registration_start_date)} 9:00 AM – ${formatDisplayDate(event.registration_end_date)} 6:00 PM IST`,
      ),
    ).toBeVisible();
  });

  test('home keeps finished events under "Past events" only', async ({ page }) => {
    await page.goto('/home');
    const past = page.getByRole('region', { name: 'Past events' });
    await expect(past.getByText('Kolkata Box Cricket League')).toBeVisible();
    await expect(past.getByTestId('event-card').first()).toContainText('Completed');
    for (const name of ['Featured Events', 'Upcoming Events']) {
      const block = page.getByRole('region', { name });
      await expect(block.getByTestId('event-card')).toHaveCount(3);
      await expect(block).not.toContainText('Kolkata Box Cricket League');
      await expect(block).not.toContainText('Completed');
    }
  });
});
