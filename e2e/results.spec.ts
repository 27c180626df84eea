import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DrawView } from '../src/shared/competition/schemas';
import { appReady, expectFitsWidth } from './support/app';
import { drawnEvent, enterResult, nameOf, readyMatches, setCourt } from './support/competition';

/**
 * Issue 18's public results page: drawn by the server (readable without JavaScript, with its
 * preview tags), live (a result entered elsewhere appears without a reload), a bracket that
 * scrolls in its own box on a phone, and no axe violations.
 */

// Five entrants: a bracket of eight with three byes and matches still to be decided.
const ENTRANTS = [
  { name: 'Asha Rao', school: 'Alpha School' },
  { name: 'Vikram Singh', school: 'Beta College' },
  { name: 'Meera Nair', school: 'Gamma Academy' },
  { name: 'Rohan Iyer', school: 'Alpha School' },
  { name: 'Priya Menon', school: 'Delta High' },
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// One draw for the whole file, arranged once: the tests run in order in one worker.
test.describe.configure({ mode: 'serial' });

let event: { id: string; title: string };
let draw: DrawView;
let host: APIRequestContext;
let resultsPath: string;

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  ({ event, draw, host } = await drawnEvent(request, baseURL!, ENTRANTS));
  resultsPath = `/events/event-details/${event.id}/results`;
});

test.afterAll(async () => {
  await host?.dispose();
});

const bracket = (page: Page) => page.getByRole('region', { name: 'Open: Knockout' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the event page links to its results, drawn by the server with their preview tags', async ({
    page,
  }) => {
    await page.goto(`/events/event-details/${event.id}`);
    await page.getByRole('link', { name: 'Live results' }).click();
    await expect(page).toHaveURL(new RegExp(`${resultsPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
    for (const { name } of ENTRANTS) await expect(bracket(page)).toContainText(name);
    await expect(bracket(page).getByText('Bye').first()).toBeVisible();
    await expect(bracket(page).getByText('To be decided').first()).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `Results · ${event.title}`,
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'Open: drawn',
    );
    await expect(page).toHaveTitle(`Results · ${event.title} · Matchday`);
  });
});

test('a result entered elsewhere appears on a watching page without a reload', async ({
  browser,
}) => {
  const watcher = await browser.newContext();
  const page = await watcher.newPage();
  await page.goto(resultsPath);
  await appReady(page);
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-state', 'live');
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const match = readyMatches(draw)[0]!;
  const winner = nameOf(draw, match.opponent2!.id);
  const card = bracket(page)
    .getByTestId('match-card')
    .filter({ hasText: nameOf(draw, match.opponent1!.id) })
    .filter({ hasText: winner });
  await expect(card.getByTestId('match-score')).toHaveText('');
  draw = await enterResult(host, match, '21-17, 19-21, 21-12', match.opponent2!.id);

  // The stream brings it (the page never asks again): within two seconds of the result.
  await expect(card.getByTestId('match-score')).toHaveText('21-17, 19-21, 21-12', {
    timeout: 2_000,
  });
  await expect(card.locator('[data-winner="true"]')).toHaveText(new RegExp(winner));
  // A court given to the next match puts it under "Up next", live too.
  const next = readyMatches(draw)[0]!;
  await setCourt(host, next, 'Court 1');
  const upNext = page.getByTestId('up-next');
  await expect(upNext).toContainText('Court 1');
  await expect(upNext).toContainText(
    `${nameOf(draw, next.opponent1!.id)} vs ${nameOf(draw, next.opponent2!.id)}`,
  );
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.locator('html[data-hydration]')).toHaveCount(0);
  await watcher.close();
});

test('on a phone the bracket scrolls in its own box, under a sticky round header', async ({
  page,
}) => {
  // Short, so the bracket (75% of the window's height at most) scrolls down as well.
  await page.setViewportSize({ width: 375, height: 480 });
  await page.goto(resultsPath);
  await appReady(page);
  const box = bracket(page);
  await expect(box).toBeVisible();
  await expectFitsWidth(page, 'the results page');

  const scrolled = await box.evaluate((el) => {
    const header = el.querySelector('[data-testid="round-header"]')!;
    el.scrollTo({ left: 120, top: 150 });
    return {
      wider: el.scrollWidth > el.clientWidth,
      left: el.scrollLeft,
      top: el.scrollTop,
      // The round names stay at the top of the box while it scrolls down.
      headerAtTop: Math.round(header.getBoundingClientRect().top - el.getBoundingClientRect().top),
    };
  });
  expect(scrolled.wider).toBe(true);
  expect(scrolled.left).toBe(120);
  expect(scrolled.top).toBeGreaterThan(0);
  expect(scrolled.headerAtTop).toBeLessThanOrEqual(1);
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByTestId('round-header').first()).toBeInViewport();
});

test('the results page has no axe violations (WCAG 2.2 AA) at 1280 and 375 px', async ({
  page,
}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(resultsPath);
    await appReady(page);
    await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-state', 'live');
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const summary = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary, `${width} px`).toEqual([]);
  }
});
