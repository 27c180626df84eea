import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { EVENT_CONTACT_MSG } from '../src/shared/event-contact/messages';
import { appReady } from './support/app';
import { uniqueEmail } from './support/accounts';
import { waitForMail } from './support/outbox';

// Issue 13: the event page's map link, calendar file, share and "Contact organiser".

type DemoEvent = {
  id: string;
  title: string;
  venue_name: string;
  venue_address: string;
  host_details: { organisation_name: string | null };
};

/** A published demo event of host@matchday.test (Bengaluru Sports League), whose inbox we read. */
async function demoEvent(page: Page): Promise<DemoEvent> {
  const res = await page.request.get('/api/v1/events/?limit=50');
  const events = ((await res.json()) as { data: DemoEvent[] }).data;
  const event = events.find((e) => e.host_details.organisation_name === 'Bengaluru Sports League');
  if (!event) throw new Error('no demo event of host@matchday.test');
  return event;
}

const actions = (page: Page) => page.getByRole('group', { name: 'Event actions' });

async function openEvent(page: Page, event: DemoEvent) {
  await page.goto(`/events/event-details/${event.id}`);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
}

test('the map link searches Google Maps for the venue, in a new tab', async ({ page }) => {
  const event = await demoEvent(page);
  await openEvent(page, event);
  const map = actions(page).getByRole('link', { name: /^Map of the venue/ });
  const href = await map.getAttribute('href');
  const url = new URL(href ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/search/');
  expect(url.searchParams.get('api')).toBe('1');
  expect(url.searchParams.get('query')).toBe(`${event.venue_name}, ${event.venue_address}`);
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', /noopener/);
});

test('"Add to calendar" downloads an .ics file with the event as its SUMMARY', async ({ page }) => {
  const event = await demoEvent(page);
  await openEvent(page, event);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    actions(page).getByRole('link', { name: 'Add to calendar (.ics file)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
  const ics = await fs.readFile(await download.path(), 'utf8');
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const summary = /^SUMMARY:(.*)$/m.exec(unfolded)?.[1]?.replace(/\r$/, '');
  expect(summary?.replace(/\\([\\;,])/g, '$1')).toBe(event.title);
  expect(unfolded).toContain(`URL:${new URL(page.url()).origin}/events/event-details/${event.id}`);
});

test.describe('without a system share sheet', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Share offers "Copy link", which copies the page address, and WhatsApp', async ({
    page,
  }) => {
    // Desktop Chromium on Linux has no navigator.share; make sure of it.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const event = await demoEvent(page);
    await openEvent(page, event);
    const url = page.url();
    await actions(page).getByRole('button', { name: 'Share' }).click();
    const menu = page.getByRole('menu');
    const whatsapp = menu.getByRole('menuitem', { name: 'WhatsApp' });
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(`${event.title}\n${url}`);
    await menu.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(page.locator('.Toastify').getByText(EVENT_CONTACT_MSG.linkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});

test('Share hands the page to the system share sheet where there is one', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { shared: unknown[] }).shared = calls;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: unknown) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  const event = await demoEvent(page);
  await openEvent(page, event);
  await actions(page).getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
    .toEqual([{ title: event.title, text: event.title, url: page.url() }]);
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('"Contact organiser" checks the form, then mails the host with Reply-To the sender', async ({
  page,
}) => {
  const event = await demoEvent(page);
  await openEvent(page, event);
  await actions(page).getByRole('button', { name: 'Contact organiser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact organiser' });
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('Message is required')).toBeVisible();

  const sender = uniqueEmail('contact');
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Asha Player');
  await dialog.getByRole('textbox', { name: 'Your email' }).fill('not-an-email');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Too short');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText(EVENT_CONTACT_MSG.messageLength)).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Your email' }).fill(sender);
  const message = `Can our under-14 team register late? (${Date.now()})`;
  await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('.Toastify').getByText(EVENT_CONTACT_MSG.sent)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const mail = await waitForMail('host@matchday.test', `Message about “${event.title}” from “Asha`);
  expect(mail.replyTo).toEqual([sender]);
  expect(mail.text).toContain(message);
});

test('the actions row fits a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const event = await demoEvent(page);
  await openEvent(page, event);
  const row = await actions(page).boundingBox();
  expect(row && row.x >= 0 && row.x + row.width <= 375).toBe(true);
  await expect(actions(page).getByRole('link')).toHaveCount(2);
  await expect(actions(page).getByRole('button')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server draws the map and calendar links', async ({ page }) => {
    const event = await demoEvent(page);
    await page.goto(`/events/event-details/${event.id}`);
    const map = actions(page).getByRole('link', { name: /^Map of the venue/ });
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
    const calendar = actions(page).getByRole('link', { name: 'Add to calendar (.ics file)' });
    await expect(calendar).toHaveAttribute('href', `/api/v1/events/${event.id}/calendar.ics`);
  });
});
