import { deflateSync } from 'node:zlib';
import { expect, test as base, type Page } from '@playwright/test';
import { formatDisplayDate } from '../src/shared/date-format';
import { EVENT_MSG } from '../src/shared/events/schemas';
import { appReady } from './support/app';
import { demoSessionFile, type DemoRole } from './support/sessions';

/**
 * A host's event from the form to the public list (§2): publishing with a poster and priced
 * categories, correcting it from its card, and finding it on /events. The form's rules, the
 * event page, the lists' filters and cards, home and contact are component tests (src/web:
 * EventFormPage, EventDetailsPage, AppEventsPage, EventsPage, HomePage, ContactPage) and API
 * tests (src/server/events); the host's session is reused (logins are rate limited per email).
 */

type Role = DemoRole;
const sessionFile = (role: Role, baseURL: string) => demoSessionFile('events', role, baseURL);

/** `role: null` is a guest; otherwise the page has that demo role's session. */
const test = base.extend<{ role: Role | null }>({
  role: [null, { option: true }],
  storageState: async ({ role, baseURL }, use) => {
    await use(role ? await sessionFile(role, baseURL!) : { cookies: [], origins: [] });
  },
});

const unique = (label: string) => `${label} ${Date.now()}${Math.random().toString(36).slice(2, 5)}`;

/** A date `days` from today as YYYY-MM-DD. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// --- a real PNG, small enough to build here ---------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A 60×40 orange-and-navy striped RGB PNG. */
function makePng(width = 60, height = 40): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x++) rows.push(...(x % 20 < 10 ? [255, 145, 77] : [31, 42, 68]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- page helpers -------------------------------------------------------------------------------

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const cards = (page: Page) => page.getByTestId('event-card');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });
const banners = (page: Page) => page.getByTestId('registration-banners').getByRole('alert');

// --- tests --------------------------------------------------------------------------------------

test.describe('publishing (host)', () => {
  test.use({ role: 'host' });

  test('a host publishes an event with a poster and two priced categories, then corrects it', async ({
    page,
  }) => {
    test.slow(); // a long journey: form, upload, details, edit, both lists
    const title = unique('Indiranagar Futsal Cup');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/events')) posts.push(r.url());
    });

    await page.goto('/app/events');
    await page.getByRole('link', { name: 'Add Event' }).click();
    await expect(page).toHaveURL(/\/app\/events\/add-event$/);
    await expect(h1(page)).toHaveText('Add Event');

    const main = page.getByRole('main');
    await main.getByLabel('Title').fill(title);
    await main.getByRole('combobox', { name: /^Sport/ }).click();
    await page.getByRole('option', { name: 'Football', exact: true }).click();
    await main.getByLabel(/^Start Date/).fill(inDays(40));
    await main.getByLabel(/^End Date/).fill(inDays(41));
    await main.getByLabel('Registration Start Date').fill(inDays(20));
    await main.getByLabel('Registration Start Time').fill('09:00');
    await main.getByLabel('Registration End Date').fill(inDays(30));
    await main.getByLabel('Registration End Time').fill('18:30');
    await main.getByLabel('Venue Name').fill('Indiranagar Turf Park');
    await main.getByLabel('Venue Address').fill('100 Feet Road, Indiranagar, Bengaluru 560038');
    await main.getByLabel(/^State \/ union territory/).selectOption('KA');

    await main.getByRole('checkbox', { name: /^Under 14 Boys 7-a-side/ }).check();
    await main.getByRole('spinbutton', { name: 'Price for Under 14 Boys 7-a-side' }).fill('1500');
    await main.getByRole('checkbox', { name: /^Open 11-a-side/ }).check();
    await main.getByRole('spinbutton', { name: 'Price for Open 11-a-side' }).fill('2499.5');
    await expect(
      main.getByRole('spinbutton', { name: 'Price for Under 17 Girls 7-a-side' }),
    ).toBeDisabled();

    await main.getByLabel('Poster', { exact: true }).setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(page.getByText(EVENT_MSG.uploaded)).toBeVisible();
    await expect(main.getByRole('img', { name: 'Poster preview' })).toHaveAttribute(
      'src',
      /^\/uploads\/posters\/[0-9a-f]{24}\.webp$/,
    );

    await main.getByLabel('Rewards').fill('Trophies and ₹20,000 for the winners');
    await main.getByLabel('Description').fill('Floodlit futsal on a FIFA-grade turf.');
    await main.getByRole('button', { name: 'Publish Event' }).click();

    await expect(page.getByText('Event published', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/events\/event-details\/[0-9a-f]{24}$/);
    expect(posts).toHaveLength(1);
    await expect(h1(page)).toHaveText(title);
    const categories = page.getByRole('list', { name: 'Categories' }).getByRole('listitem');
    await expect(categories).toHaveCount(2);
    await expect(categories.filter({ hasText: 'Under 14 Boys 7-a-side' })).toContainText('₹1,500');
    await expect(categories.filter({ hasText: 'Open 11-a-side' })).toContainText('₹2,499.5');
    // The registration times sit inside the registration period.
    await expect(
      page.getByText(
        `${formatDisplayDate(inDays(20))} 9:00 AM – ${formatDisplayDate(inDays(30))} 6:30 PM IST`,
      ),
    ).toBeVisible();
    await expect(banners(page)).toHaveText([
      `Registration will Starts on ${formatDisplayDate(inDays(20))} !!`,
    ]);
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    const eventId = page.url().split('/').pop()!;

    // The host's own list, with the edit icon on the new (still editable) event: the host
    // corrects the title from there.
    await page.goto('/app/events');
    await expect(card(page, title)).toHaveCount(1);
    const edit = card(page, title).getByRole('link', { name: 'Edit event' });
    await expect(edit).toHaveAttribute('href', `/app/events/edit-event/${eventId}`);
    await expect(card(page, title).getByRole('img')).toHaveAttribute(
      'src',
      /^\/uploads\/posters\/[0-9a-f]{24}-card\.webp$/,
    );
    await edit.click();
    await expect(page).toHaveURL(`/app/events/edit-event/${eventId}`);
    await expect(h1(page)).toHaveText('Edit Event');
    const titleField = page.getByRole('main').getByLabel('Title');
    await expect(titleField).toHaveValue(title);
    const renamed = unique('Indiranagar Super Futsal Cup');
    await titleField.fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(`/app/events/event-details/${eventId}`);
    await expect(h1(page)).toHaveText(renamed);

    // And the public list, newest first (its default is soonest first, where other tests'
    // events may come before it): a card no wider than the grid's column, opened with the
    // keyboard.
    await page.goto('/events?sort=newest');
    await appReady(page);
    const publicCard = card(page, renamed);
    await expect(publicCard).toBeVisible();
    for (const text of [
      'Football',
      'Indiranagar Turf Park',
      'Bengaluru Sports League',
      'Registration:',
    ])
      await expect(publicCard).toContainText(text);
    expect((await publicCard.boundingBox())!.width).toBeLessThanOrEqual(305);
    await publicCard.getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/events/event-details/${eventId}`);
    await expect(h1(page)).toHaveText(renamed);
  });
});
