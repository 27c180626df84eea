import { deflateSync } from 'node:zlib';
import {
  expect,
  request as playwrightRequest,
  test as base,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { formatDisplayDate } from '../src/shared/date-format';
import type { Event } from '../src/shared/events/schemas';
import { EVENT_MSG } from '../src/shared/events/schemas';
import type { Category, Sport } from '../src/shared/catalog/schemas';
import { appReady } from './support/app';
import { demoSessionFile, type DemoRole } from './support/sessions';
import { DEMO, DEMO_PASSWORD } from './support/accounts';

/**
 * Events in the browser (§2): publishing with a poster, the public pages and their banners, the
 * app list and its sports filter, the home page blocks and the contact form. Each role logs in
 * once per run through the API and the tests reuse its cookie (logins are rate limited per email).
 */

type Role = DemoRole;
const sessionFile = (role: Role, baseURL: string) => demoSessionFile('events', role, baseURL);

/** `role: null` is a guest; otherwise the page has that demo role's session. */
const test = base.extend<{ role: Role | null; asHost: APIRequestContext }>({
  role: [null, { option: true }],
  storageState: async ({ role, baseURL }, use) => {
    await use(role ? await sessionFile(role, baseURL!) : { cookies: [], origins: [] });
  },
  /** The host's API, for setting up events whatever role the page has. */
  asHost: async ({ baseURL }, use) => {
    const context = await playwrightRequest.newContext({
      baseURL,
      storageState: await sessionFile('host', baseURL!),
    });
    await use(context);
    await context.dispose();
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

// --- API helpers --------------------------------------------------------------------------------

async function allEvents(api: APIRequestContext, query = ''): Promise<Event[]> {
  // Finished demo events too (the list hides them unless asked).
  const res = await api.get(`/api/v1/events/?limit=100&include_past=true${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Event[] }).data;
}

async function eventTitled(api: APIRequestContext, title: string): Promise<Event> {
  const event = (await allEvents(api)).find((e) => e.title === title);
  if (!event) throw new Error(`No demo event '${title}'`);
  return event;
}

async function sportNamed(api: APIRequestContext, name: string): Promise<Sport> {
  const res = await api.get('/api/v1/sports?limit=100');
  const sport = ((await res.json()) as { data: Sport[] }).data.find((s) => s.sports_name === name);
  if (!sport) throw new Error(`No sport '${name}'`);
  return sport;
}

/** Publishes a not-yet-open Football event as the demo host, straight through the API. */
async function publishEvent(api: APIRequestContext, title: string): Promise<Event> {
  const upload = await api.post('/api/v1/event/upload', {
    multipart: { media: { name: 'poster.png', mimeType: 'image/png', buffer: makePng() } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { url } = ((await upload.json()) as { data: { url: string } }).data;
  const football = await sportNamed(api, 'Football');
  const cats = await api.get(`/api/v1/category/?sports_id=${football.id}&limit=100`);
  const [first] = ((await cats.json()) as { data: Category[] }).data;
  const res = await api.post('/api/v1/events', {
    data: {
      title,
      sports_id: football.id,
      start_date: inDays(40),
      end_date: inDays(41),
      registration_start_date: inDays(20),
      registration_end_date: inDays(30),
      registration_start_time: '09:00',
      registration_end_time: '18:00',
      rewards: 'Medals for all finishers',
      description: 'Set up by a browser test.',
      poster: url,
      venue_name: 'Test Arena',
      venue_address: 'Indiranagar, Bengaluru 560038',
      categories: [{ category_id: first!.id, price: 750 }],
      status: 'published',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Event }).data;
}

// --- page helpers -------------------------------------------------------------------------------

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const cards = (page: Page) => page.getByTestId('event-card');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });

/**
 * The card titled `title` in a paginated list, pressing 'Load more' until it is there: other
 * tests publish newer events, which can push a demo event off the first page.
 */
async function findCard(page: Page, title: string): Promise<Locator> {
  const target = card(page, title);
  // A server-drawn list is replaced by the app's (same look, new elements): measuring or
  // pressing the drawing's elements while that happens would race it.
  await appReady(page);
  await expect(cards(page).first()).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more' });
  while ((await target.count()) === 0) {
    await expect(more, `no card '${title}' anywhere in the list`).toBeVisible();
    const shown = await cards(page).count();
    await more.click();
    await expect(cards(page)).not.toHaveCount(shown);
  }
  return target;
}
const banners = (page: Page) => page.getByTestId('registration-banners').getByRole('alert');

/** Fills every required field of the event form for a not-yet-open event, poster included. */
async function fillEventForm(
  page: Page,
  form: { title: string; sport: string; categories: Array<[name: string, price: string]> },
) {
  const main = page.getByRole('main');
  await main.getByLabel('Title').fill(form.title);
  await main.getByRole('combobox', { name: /^Sport/ }).click();
  await page.getByRole('option', { name: form.sport, exact: true }).click();
  await main.getByLabel(/^Start Date/).fill(inDays(40));
  await main.getByLabel(/^End Date/).fill(inDays(40));
  await main.getByLabel('Registration Start Date').fill(inDays(20));
  await main.getByLabel('Registration End Date').fill(inDays(30));
  await main.getByLabel('Venue Name').fill('Test Hall');
  await main.getByLabel('Venue Address').fill('MG Road, Bengaluru 560001');
  for (const [name, price] of form.categories) {
    await main.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
    await main.getByRole('spinbutton', { name: `Price for ${name}` }).fill(price);
  }
  await main.getByLabel('Poster', { exact: true }).setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: makePng(),
  });
  await expect(main.getByRole('img', { name: 'Poster preview' })).toBeVisible();
  await main.getByLabel('Rewards').fill('Medals');
}

/** A full-page screenshot after scrolling through, so lazy posters have loaded. */
async function screenshot(page: Page, file: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)))
    .toBe(true);
  await page.screenshot({ path: test.info().outputPath(file), fullPage: true });
}

// --- tests --------------------------------------------------------------------------------------

test.describe('publishing (host)', () => {
  test.use({ role: 'host' });

  test('a host publishes an event with a poster and two priced categories', async ({ page }) => {
    test.slow(); // a long journey: form, upload, details, both lists
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

    // The host's own list, with the edit icon on the new (still editable) event.
    await page.goto('/app/events');
    await expect(card(page, title)).toHaveCount(1);
    await expect(card(page, title).getByRole('link', { name: 'Edit event' })).toHaveAttribute(
      'href',
      `/app/events/edit-event/${eventId}`,
    );
    await expect(card(page, title).getByRole('img')).toHaveAttribute(
      'src',
      /^\/uploads\/posters\/[0-9a-f]{24}-card\.webp$/,
    );

    // And the public list, newest first (its default is soonest first, where other tests'
    // events may come before it).
    await page.goto('/events?sort=newest');
    await expect(card(page, title)).toBeVisible();
    await expect(card(page, title)).toContainText('Bengaluru Sports League');
    await card(page, title).getByRole('link').first().click();
    await expect(page).toHaveURL(`/events/event-details/${eventId}`);
    await expect(h1(page)).toHaveText(title);
  });

  test('a host edits their event from its card', async ({ page, asHost }) => {
    const event = await publishEvent(asHost, unique('Koramangala Sevens'));
    const renamed = unique('Koramangala Super Sevens');
    await page.goto('/app/events');
    await card(page, event.title).getByRole('link', { name: 'Edit event' }).click();
    await expect(page).toHaveURL(`/app/events/edit-event/${event.id}`);
    await expect(h1(page)).toHaveText('Edit Event');
    const titleField = page.getByRole('main').getByLabel('Title');
    await expect(titleField).toHaveValue(event.title);
    await titleField.fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(`/app/events/event-details/${event.id}`);
    await expect(h1(page)).toHaveText(renamed);
    // An open event stays correctable (issue 13): its card keeps the icon too.
    await page.goto('/app/events');
    await expect(await findCard(page, 'Bengaluru Monsoon Football Cup')).toBeVisible();
    await expect(
      card(page, 'Bengaluru Monsoon Football Cup').getByRole('link', { name: 'Edit event' }),
    ).toHaveCount(1);
    await expect(card(page, renamed).getByRole('link', { name: 'Edit event' })).toHaveCount(1);
  });

  test('the event form shows the §5 date rules inline and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/events')) posts.push(r.url());
    });
    await page.goto('/app/events/add-event');
    const main = page.getByRole('main');
    await main.getByLabel(/^Start Date/).fill('2030-05-10');
    const end = main.getByLabel(/^End Date/);
    await end.fill('2030-05-05');
    await main.getByLabel('Registration Start Date').fill('2030-05-01');
    const registrationEnd = main.getByLabel('Registration End Date');
    await registrationEnd.fill('2030-05-12');
    await registrationEnd.blur();
    // Each rule shows under its field once the field has been left, before any submit.
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription(EVENT_MSG.eventOrder);
    await expect(registrationEnd).toHaveAccessibleDescription(EVENT_MSG.registrationAfterStart);
    await main.getByRole('button', { name: 'Publish Event' }).click();
    await expect(main.getByText('Title is required')).toBeVisible();
    await expect(end).toHaveAccessibleDescription(EVENT_MSG.eventOrder);
    // Fixing the dates clears the rule's text.
    await end.fill('2030-05-11');
    await expect(main.getByText(EVENT_MSG.eventOrder)).toHaveCount(0);
    expect(posts).toHaveLength(0);
  });
});

test.describe('publishing (admin)', () => {
  test.use({ role: 'admin' });

  test('an admin publishes an event for a host they choose', async ({ page }) => {
    test.slow();
    const title = unique('Whitefield Shuttle Open');
    await page.goto('/app/events/add-event');
    await fillEventForm(page, { title, sport: 'Badminton', categories: [['Men Singles', '0']] });
    const main = page.getByRole('main');
    const host = main.getByRole('combobox', { name: /^Host/ });
    await main.getByRole('button', { name: 'Publish Event' }).click();
    await expect(main.getByText(EVENT_MSG.hostRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/add-event$/);

    await host.click();
    await page.getByRole('option', { name: /^Arena Events Mumbai/ }).click();
    await main.getByRole('button', { name: 'Publish Event' }).click();
    await expect(page).toHaveURL(/\/app\/events\/event-details\/[0-9a-f]{24}$/);
    await expect(h1(page)).toHaveText(title);
    await expect(main).toContainText('Arena Events Mumbai');
    const categories = main.getByRole('list', { name: 'Categories' }).getByRole('listitem');
    await expect(categories).toHaveText([/Men Singles.*Free/]);
  });

  test('a file that is not an image is refused', async ({ page }) => {
    await page.goto('/app/events/add-event');
    const main = page.getByRole('main');
    await main.getByLabel('Poster', { exact: true }).setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture'),
    });
    await expect(page.locator('.Toastify').getByText(EVENT_MSG.invalidFile)).toBeVisible();
    await expect(main.getByText('No poster yet')).toBeVisible();
    await expect(main.getByRole('img', { name: 'Poster preview' })).toHaveCount(0);
  });
});

test('a list that cannot load says so and loads on Try again', async ({ page }) => {
  await page.goto('/about');
  await appReady(page);
  await page.route('**/api/v1/events/**', (route) => route.abort());
  await page.route('**/api/v1/events?**', (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Events', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load the events' });
  await expect(alert).toBeVisible();
  await page.unrouteAll();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('event-card').first()).toBeVisible();
});

test.describe('public event details', () => {
  test('a title with no space to break at wraps on a phone: card and page fit 375 px', async ({
    page,
  }) => {
    const title = 'Thiruvananthapuram-Inter-District-Junior-Badminton-Championship-2026';
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    await page.goto(`/events?q=${encodeURIComponent('Thiruvananthapuram')}`);
    await appReady(page);
    const card = page.getByTestId('event-card').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(375);
    expect(await overflow()).toBe(0);
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await overflow()).toBe(0);
  });

  test('banners follow the registration window (§4)', async ({ page }) => {
    const notOpen = await eventTitled(page.request, 'Deccan Sprint Series');
    await page.goto(`/events/event-details/${notOpen.id}`);
    await expect(h1(page)).toHaveText('Deccan Sprint Series');
    await expect(banners(page)).toHaveText([
      `Registration will Starts on ${formatDisplayDate(notOpen.registration_start_date)} !!`,
    ]);
    await expect(page.getByRole('link', { name: 'Participate Now' })).toHaveCount(0);

    const closed = await eventTitled(page.request, 'Pune Wrestling Dangal');
    await page.goto(`/events/event-details/${closed.id}`);
    await expect(h1(page)).toHaveText('Pune Wrestling Dangal');
    await expect(banners(page)).toHaveText(['Registration has been closed Now !!']);
    await expect(page.getByRole('link', { name: 'Participate Now' })).toHaveCount(0);

    const over = await eventTitled(page.request, 'Kolkata Box Cricket League');
    await page.goto(`/events/event-details/${over.id}`);
    await expect(h1(page)).toHaveText('Kolkata Box Cricket League');
    await expect(banners(page)).toHaveText([
      'Registration has been closed Now !!',
      'Results has been Anounced !!',
    ]);
    await expect(page.getByRole('link', { name: 'Participate Now' })).toHaveCount(0);
  });

  test('an open event offers Participate Now; a guest logs in and lands on the form', async ({
    page,
  }) => {
    const open = await eventTitled(page.request, 'Bengaluru Monsoon Football Cup');
    await page.goto(`/events/event-details/${open.id}`);
    await expect(h1(page)).toHaveText('Bengaluru Monsoon Football Cup');
    await expect(page.getByTestId('registration-banners')).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main).toContainText('Football');
    await expect(main).toContainText('Bangalore Football Stadium');
    await expect(main).toContainText('Ashok Nagar, Bengaluru 560025');
    await expect(main).toContainText('Bengaluru Sports League');
    await expect(main).toContainText('₹50,000 prize pool, trophies and medals');
    await expect(main).toContainText(formatDisplayDate(open.start_date));
    const categories = main.getByRole('list', { name: 'Categories' }).getByRole('listitem');
    await expect(categories).toHaveCount(3);
    await expect(categories.filter({ hasText: 'Open 11-a-side' })).toContainText('₹4,000');
    await expect(categories.filter({ hasText: 'Open 11-a-side' })).toContainText('Team of 11');

    await screenshot(page, 'details-guest-1280.png');
    await main.getByRole('link', { name: 'Participate Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await main.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.participant);
    await main.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`/app/events/event-details/${open.id}/participate`);
  });

  test('a poster that fails to load shows the default game image', async ({ page }) => {
    const open = await eventTitled(page.request, 'Mumbai Smash Badminton Open');
    await page.route('**/uploads/posters/**', (route) => route.abort());
    await page.goto(`/events/event-details/${open.id}`);
    const poster = page.getByRole('main').getByRole('img', { name: /^Poster of/ });
    await expect(poster).toHaveAttribute('src', '/default-event.svg');
  });

  test('an unknown event says so, with a 404', async ({ page }) => {
    const res = await page.goto('/events/event-details/0123456789abcdef01234567');
    expect(res?.status()).toBe(404);
    await expect(h1(page)).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Browse events' })).toBeVisible();
  });
});

test.describe('lists', () => {
  test('the public list shows event cards and opens a card with the keyboard', async ({ page }) => {
    await page.goto('/events');
    await expect(h1(page)).toHaveText('Events');
    const open = await findCard(page, 'Bengaluru Monsoon Football Cup');
    await expect(open).toContainText('Football');
    await expect(open).toContainText('Bangalore Football Stadium');
    await expect(open).toContainText('Bengaluru Sports League');
    await expect(open).toContainText('Registration:');
    const box = await open.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(305);
    await open.getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/events\/event-details\/[0-9a-f]{24}$/);
    await expect(h1(page)).toHaveText('Bengaluru Monsoon Football Cup');
  });

  test.describe('as admin', () => {
    test.use({ role: 'admin' });

    test('the sports filter loads on first focus and narrows the list', async ({ page }) => {
      const sportRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/v1/sports')) sportRequests.push(r.url());
      });
      await page.goto('/app/events');
      await expect(await findCard(page, 'Bengaluru Monsoon Football Cup')).toBeVisible();
      await expect(await findCard(page, 'Pune Wrestling Dangal')).toBeVisible();
      expect(sportRequests).toHaveLength(0);

      const filter = page.getByRole('combobox', { name: 'Sports' });
      await filter.click();
      await page.getByRole('option', { name: 'Wrestling', exact: true }).click();
      await expect(card(page, 'Bengaluru Monsoon Football Cup')).toHaveCount(0);
      await expect(card(page, 'Pune Wrestling Dangal')).toBeVisible();
      const wrestling = await sportNamed(page.request, 'Wrestling');
      const expected = await allEvents(page.request, `&sports_id=${wrestling.id}`);
      await expect(cards(page)).toHaveCount(expected.length);
      for (const c of await cards(page).all()) await expect(c).toContainText('Wrestling');

      // Options are loaded once; focusing again asks nothing more.
      await filter.blur();
      await filter.focus();
      expect(sportRequests).toHaveLength(1);
      await filter.fill('zzz');
      await expect(page.getByText('No options')).toBeVisible();
    });
  });

  test.describe('as a player', () => {
    test.use({ role: 'participant' });

    test('cards offer Participate Now only while registration is open, and no edit', async ({
      page,
    }) => {
      await page.goto('/app/events');
      const open = await findCard(page, 'Bengaluru Monsoon Football Cup');
      await expect(open.getByRole('link', { name: 'Participate Now' })).toHaveAttribute(
        'href',
        /^\/app\/events\/event-details\/[0-9a-f]{24}\/participate$/,
      );
      for (const closed of ['Kolkata Box Cricket League', 'Deccan Sprint Series'])
        await expect(
          (await findCard(page, closed)).getByRole('link', { name: 'Participate Now' }),
        ).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Edit event' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Add Event' })).toHaveCount(0);
    });
  });
});

test.describe('home and contact', () => {
  test('home shows featured and upcoming events and a WhatsApp referee link', async ({ page }) => {
    await page.goto('/home');
    await expect(h1(page)).toHaveText('Discover Your Sport');
    const featured = page.getByRole('region', { name: 'Featured Events' });
    const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
    await expect(featured.getByTestId('event-card')).toHaveCount(3);
    await expect(upcoming.getByTestId('event-card')).toHaveCount(3);
    const featuredTitles = await featured.getByRole('heading', { level: 3 }).allTextContents();
    const upcomingTitles = await upcoming.getByRole('heading', { level: 3 }).allTextContents();
    expect(new Set([...featuredTitles, ...upcomingTitles]).size).toBe(6);

    const referee = page.getByRole('link', { name: 'Find a Referee' });
    const href = (await referee.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/\d{8,15}\?text=/);
    expect(decodeURIComponent(new URL(href).searchParams.get('text') ?? '')).toContain('referee');
    await expect(referee).toHaveAttribute('target', '_blank');
    await expect(referee).toHaveAttribute('rel', /noopener/);
    const number = new URL(href).pathname.slice(1);
    await expect(page.locator('body')).not.toContainText(number);

    await expect(page.getByRole('heading', { name: 'Our Numbers' })).toBeVisible();
    for (const stat of ['100+', 'Users', 'Organisers', 'Sports Events'])
      await expect(page.getByRole('region', { name: 'Our Numbers' })).toContainText(stat);
    await page.getByRole('link', { name: 'Become a Sponsor' }).click();
    await expect(page).toHaveURL(/\/contactUs$/);
  });

  test('the contact form opens a prefilled mail to support', async ({ page }) => {
    await page.goto('/contactUs');
    await expect(h1(page)).toHaveText('Contact Us');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'help@matchday.test' })).toBeVisible();
    await main.getByLabel('Name').fill('Priya Nair');
    await main.getByLabel('Email').fill('priya@example.test');
    await main.getByLabel('Phone Number').fill('9876501234');
    // Typed text survives hydration (uncontrolled fields); the role menu needs the app itself.
    await appReady(page);
    await expect(main.getByLabel('Name')).toHaveValue('Priya Nair');
    await main.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Academy Owner' }).click();
    await main.getByLabel('Message').fill('We run an academy & want to list 2 events.');

    const mailto = page.waitForRequest((r) => r.url().startsWith('mailto:'));
    await main.getByRole('button', { name: 'Send Message' }).click();
    const url = new URL((await mailto).url());
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('help@matchday.test');
    expect(url.searchParams.get('subject')).toBe(
      'Matchday enquiry (Academy Owner) from Priya Nair',
    );
    expect(url.searchParams.get('body')).toBe(
      [
        'Name: Priya Nair',
        'Email: priya@example.test',
        'Phone Number: 9876501234',
        'Role: Academy Owner',
        '',
        'We run an academy & want to list 2 events.',
      ].join('\n'),
    );
  });
});

test.describe('screenshots', () => {
  test.use({ role: 'host' });

  for (const width of [375, 1280]) {
    test(`key pages at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
      const open = await eventTitled(page.request, 'Bengaluru Monsoon Football Cup');
      await page.goto('/home');
      await expect(
        page.getByRole('region', { name: 'Upcoming Events' }).getByTestId('event-card'),
      ).toHaveCount(3);
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `home-${width}.png`);
      await page.goto('/events');
      await expect(cards(page).first()).toBeVisible();
      await screenshot(page, `events-${width}.png`);
      await page.goto(`/events/event-details/${open.id}`);
      await expect(h1(page)).toBeVisible();
      await screenshot(page, `details-${width}.png`);
      const notOpen = await eventTitled(page.request, 'Deccan Sprint Series');
      await page.goto(`/events/event-details/${notOpen.id}`);
      await expect(banners(page)).toHaveCount(1);
      await screenshot(page, `details-not-open-${width}.png`);
      await page.goto('/app/events');
      await expect(cards(page).first()).toBeVisible();
      await screenshot(page, `app-events-${width}.png`);
      await page.goto('/app/events/add-event');
      await expect(h1(page)).toHaveText('Add Event');
      await page
        .getByRole('main')
        .getByRole('combobox', { name: /^Sport/ })
        .click();
      await page.getByRole('option', { name: 'Wrestling', exact: true }).click();
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      await screenshot(page, `form-${width}.png`);
      await page.goto('/contactUs');
      await screenshot(page, `contact-${width}.png`);
      await page.goto('/about');
      await screenshot(page, `about-${width}.png`);
    });
  }
});
