import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Event } from '../src/shared/events/schemas';
import { appReady } from './support/app';

/**
 * Finding events (issue 13): the /events search and filters live in the address, so a link
 * shares them, the server draws the filtered list, reloading keeps it and the back button steps
 * back. Demo data: Mumbai has an open, a not-yet-open and a finished event; Mysuru one free run.
 * Other tests publish events in parallel, so lists are checked for the demo events they must or
 * must not hold, not for exact lengths (unless a search pins them down).
 */

const cards = (page: Page) => page.getByTestId('event-card');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search events' });
const noMatch = (page: Page) => page.getByText('No events match your search.');
/** Where the address is now, as path and query. */
const address = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The markup the server drew into #root for `path` (no JavaScript ran). */
async function drawn(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('<script id="server-state"'));
}

test.describe('the server draws a searched address', () => {
  test('with the matching events and the search filled in', async ({ page }) => {
    const mysuru = await drawn(page, '/events?q=mysuru');
    expect(mysuru).toContain('Mysuru Palace 5K Run');
    expect(mysuru).not.toContain('Bengaluru Monsoon Football Cup');
    expect(mysuru).toMatch(/<input[^>]*name="q"[^>]*value="mysuru"/);

    const mumbai = await drawn(page, '/events?city=mumbai&include_past=true&sort=newest');
    for (const title of [
      'Mumbai Smash Badminton Open',
      'Mumbai Monsoon Football Sevens',
      'Mumbai Marine Drive Fun Run', // finished: only with include_past
    ])
      expect(mumbai).toContain(title);
    expect(mumbai).not.toContain('Pune Wrestling Dangal');
    expect(mumbai).toMatch(/<input[^>]*name="include_past"[^>]*checked/);

    // Finished events stay off the default list; a mistyped value is ignored, not an error.
    const plain = await drawn(page, '/events?from=not-a-date&fee=cheap');
    expect(plain).toContain('Bengaluru Monsoon Football Cup');
    expect(plain).not.toContain('Mumbai Marine Drive Fun Run');

    const none = await drawn(page, '/events?q=zzzzqqq');
    expect(none).toContain('No events match your search.');
  });

  test('the app takes a searched page over from the drawn data, asking the API nothing', async ({
    page,
  }) => {
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/')) reads.push(r.url());
    });
    await page.goto('/events?city=mumbai&sort=newest&fee=paid');
    await appReady(page);
    await expect(card(page, 'Mumbai Monsoon Football Sevens')).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('mumbai');
    expect(reads.filter((url) => url.includes('/api/v1/events'))).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the search box is a plain form that leads to the drawn results', async ({ page }) => {
      await page.goto('/events');
      await searchBox(page).fill('hoops');
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(/\/events\?q=hoops/);
      await expect(card(page, 'Chennai 3x3 Hoops Jam')).toBeVisible();
      await expect(card(page, 'Bengaluru Sunday 3x3 Hoops')).toBeVisible();
      await expect(card(page, 'Mysuru Palace 5K Run')).toHaveCount(0);
    });
  });
});

test.describe('searching in the browser', () => {
  test('typing, filters, reload, back and Clear filters at 1280 px', async ({ page }) => {
    await page.goto('/events');
    await appReady(page);
    await expect(card(page, 'Mysuru Palace 5K Run')).toBeVisible();
    // Finished events are hidden by default.
    await expect(card(page, 'Goa Beach Football Fiesta')).toHaveCount(0);

    // Typing reaches the address after a pause, once, not per key.
    await searchBox(page).pressSequentially('run', { delay: 30 });
    await expect(page).toHaveURL(/\/events\?q=run$/);
    await expect(card(page, 'Mysuru Palace 5K Run')).toBeVisible();
    await expect(card(page, 'Bengaluru Monsoon Football Cup')).toHaveCount(0);
    await expect(card(page, 'Mumbai Marine Drive Fun Run')).toHaveCount(0); // finished

    // No run costs anything.
    const fee = page.getByLabel('Entry fee');
    await fee.selectOption('paid');
    await expect(page).toHaveURL(/\/events\?q=run&fee=paid$/);
    await expect(noMatch(page)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await fee.selectOption('free');
    await expect(page).toHaveURL(/\/events\?q=run&fee=free$/);
    await expect(card(page, 'Mysuru Palace 5K Run')).toBeVisible();

    // With past events: the finished free run along Marine Drive too.
    await page.getByRole('checkbox', { name: 'Include past events' }).check();
    await expect(page).toHaveURL(/\/events\?q=run&fee=free&include_past=true$/);
    await expect(card(page, 'Mumbai Marine Drive Fun Run')).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByTestId('result-count')).toHaveText('2 events');

    // The same address after a reload: the same list and the same controls.
    await page.reload();
    await appReady(page);
    await expect(card(page, 'Mumbai Marine Drive Fun Run')).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await expect(searchBox(page)).toHaveValue('run');
    await expect(fee).toHaveValue('free');
    await expect(page.getByRole('checkbox', { name: 'Include past events' })).toBeChecked();

    // Back steps through the earlier searches.
    await page.goBack();
    await expect(page).toHaveURL(/\/events\?q=run&fee=free$/);
    await expect(card(page, 'Mumbai Marine Drive Fun Run')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Include past events' })).not.toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/events\?q=run&fee=paid$/);
    await expect(noMatch(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/events\?q=run$/);
    await expect(fee).toHaveValue('');
    await expect(searchBox(page)).toHaveValue('run');
    await expect(card(page, 'Mysuru Palace 5K Run')).toBeVisible();

    // Clear filters from the empty state empties the box and the address.
    await searchBox(page).fill('zzzzqqq');
    await expect(noMatch(page)).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(card(page, 'Mysuru Palace 5K Run')).toBeVisible();
  });

  test('open now, sport and dates narrow the list as the API does', async ({ page }) => {
    await page.goto('/events');
    await appReady(page);
    await page.getByRole('checkbox', { name: 'Open for registration now' }).check();
    await page.getByLabel('Sport', { exact: true }).selectOption({ label: 'Athletics' });
    await expect(page).toHaveURL(/open=true/);
    await expect(page).toHaveURL(/sports_id=[0-9a-f]{24}/);
    const query = address(page).split('?')[1]!;
    const api = await page.request.get(`/api/v1/events/?${query}&limit=100`);
    const expected = ((await api.json()) as { data: Event[] }).data.map((e) => e.title);
    expect(expected).toContain('Mysuru Palace 5K Run');
    expect(expected).not.toContain('Deccan Sprint Series'); // not open yet
    await expect(cards(page)).toHaveCount(expected.length);
    for (const title of expected) await expect(card(page, title)).toBeVisible();

    // A date range that ends before any event starts.
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('To', { exact: true }).fill(today);
    await expect(page).toHaveURL(new RegExp(`to=${today}`));
    await expect(noMatch(page)).toBeVisible();
  });

  test('on a phone the filters fold behind a Filters button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/events');
    await appReady(page);
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(page.getByLabel('City')).toBeHidden();
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('City').fill('MUMBAI');
    await page.getByLabel('City').press('Enter');
    await expect(page).toHaveURL(/\/events\?city=MUMBAI$/);
    await expect(card(page, 'Mumbai Smash Badminton Open')).toBeVisible();
    await expect(card(page, 'Mumbai Monsoon Football Sevens')).toBeVisible();
    await expect(card(page, 'Mysuru Palace 5K Run')).toHaveCount(0);
    await expect(filters).toHaveText('Filters (1)');
    await page.getByLabel('Sort by').selectOption('newest');
    await expect(page).toHaveURL(/\/events\?city=MUMBAI&sort=newest$/);
    // Nothing wider than the screen.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
});
