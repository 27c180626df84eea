import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { appReady, expectFitsWidth } from './support/app';

// Issue 13 and 14 on a phone, in a real browser: a title with no space to break at wraps on its
// card and page, the event page's actions row fits 375 px, and "Add to calendar" downloads the
// .ics file. The links, the share menu and sheet and "Contact organiser" are component tests
// (src/web/pages/public/EventDetailsPage.test.tsx); the calendar file and the mail to the host
// are src/server/events/event-actions.test.ts and calendar.test.ts.

const LONG_TITLE = 'Thiruvananthapuram-Inter-District-Junior-Badminton-Championship-2026';

const actions = (page: Page) => page.getByRole('group', { name: 'Event actions' });

test('on a phone a one-word title wraps, the actions fit, and the calendar file downloads', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/events?q=${encodeURIComponent('Thiruvananthapuram')}`);
  await appReady(page);
  const card = page.getByTestId('event-card').filter({ hasText: LONG_TITLE });
  await expect(card).toHaveCount(1);
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(375);
  await expectFitsWidth(page, 'the events list');
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LONG_TITLE);
  await appReady(page);
  await expectFitsWidth(page, 'the event page');
  const eventId = new URL(page.url()).pathname.split('/').pop()!;

  const row = await actions(page).boundingBox();
  expect(row && row.x >= 0 && row.x + row.width <= 375).toBe(true);
  await expect(actions(page).getByRole('link')).toHaveCount(2);
  await expect(actions(page).getByRole('button')).toHaveCount(2);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    actions(page).getByRole('link', { name: 'Add to calendar (.ics file)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
  const ics = await fs.readFile(await download.path(), 'utf8');
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const summary = /^SUMMARY:(.*)$/m.exec(unfolded)?.[1]?.replace(/\r$/, '');
  expect(summary?.replace(/\\([\\;,])/g, '$1')).toBe(LONG_TITLE);
  expect(unfolded).toContain(`URL:${new URL(page.url()).origin}/events/event-details/${eventId}`);
});
