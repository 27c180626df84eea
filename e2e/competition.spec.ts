import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import {
  createVerifiedParticipant,
  DEMO,
  DEMO_PASSWORD,
  dismissToast,
  logIn,
} from './support/accounts';
import { appReady, expectFitsWidth } from './support/app';
import { openEvent, paidParticipant } from './support/paid-events';
import { demoSessionFile } from './support/sessions';

/**
 * Issue 18 in the browser, on a phone (375 px): the host closes registration, makes a draw by
 * hand, enters a result and sees the winner go through, and corrects it after a preview that
 * lists the later result it clears; the event's gate staff enter a result but cannot draw.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.use({ viewport: { width: 375, height: 800 } });

async function fitsAndAccessible(page: Page, where: string) {
  await expectFitsWidth(page, where);
  const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(
    axe.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.html} ${n.failureSummary ?? ''}`).join(', ')}`,
    ),
    where,
  ).toEqual([]);
}

const round = (page: Page, name: string) =>
  page
    .getByTestId('draw-round')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .getByTestId('match-card');

/** Opens a match, picks the winner (first or second side) and saves; the winner's name. */
async function enterResult(
  page: Page,
  card: ReturnType<Page['getByTestId']>,
  side: 0 | 1,
  score: string,
) {
  await card.click();
  const dialog = page.getByRole('dialog');
  const sides = dialog.getByRole('group', { name: 'Winner' }).getByRole('button');
  await expect(sides).toHaveCount(2);
  const winner = (await sides.nth(side).getByTestId('side-name').textContent())!.trim();
  await sides.nth(side).click();
  await expect(sides.nth(side)).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByLabel('Score').fill(score);
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await expect(dialog).toHaveCount(0);
  await dismissToast(page, 'Result saved');
  return winner;
}

test('the host draws and corrects results at a mat; gate staff enter results but cannot draw', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const { event, categoryId } = await openEvent(baseURL!, 250, null, [], { startsToday: true });
  const [staff] = await Promise.all([
    createVerifiedParticipant(request, baseURL!, 'drawstaff'),
    ...['drawa', 'drawb', 'drawc', 'drawd'].map((label) =>
      paidParticipant(request, baseURL!, event.id, categoryId, label),
    ),
  ]);
  const host = await playwrightRequest.newContext({
    baseURL,
    storageState: await demoSessionFile('competition', 'host', baseURL!),
  });
  const invited = await host.post(`/api/v1/events/${event.id}/staff`, {
    data: { email: staff!.email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await host.dispose();

  // The host's event page leads to the draws, and offers closing registration.
  await logIn(page, DEMO.host, DEMO_PASSWORD);
  await page.goto(`/app/events/event-details/${event.id}`);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
  await expect(page.getByRole('button', { name: 'Close registration' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'Draws & results' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/events/${event.id}/competition$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draws & results');

  // Registration is open: the draw waits, and says why.
  await expect(page.getByTestId('registration-open')).toContainText('Registration is still open');
  await expect(page.getByTestId('draw-entrant')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Make the draw' })).toBeDisabled();
  await fitsAndAccessible(page, 'before the draw');
  await page.getByRole('button', { name: 'Close registration now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close registration now?' });
  await expect(confirm).toContainText('Nobody can register');
  await confirm.getByRole('button', { name: 'Close registration', exact: true }).click();
  await dismissToast(page, 'Registration is closed');
  await expect(page.getByTestId('registration-open')).toHaveCount(0);

  // Four entrants: a round robin is suggested; the host wants a knockout, seeded by hand.
  const format = page.getByRole('combobox', { name: 'Format' });
  await expect(format).toHaveText('Round robin (suggested)');
  await expect(page.getByText('Bronze match', { exact: false })).toHaveCount(0);
  await format.click();
  await page.getByRole('option', { name: /^Single elimination Lose once/ }).click();
  await expect(page.getByLabel(/Bronze match/)).toBeVisible();
  await expect(page.getByText('Grand final')).toHaveCount(0);
  await page.getByRole('radio', { name: 'By hand' }).check();
  const seeds = page.getByRole('list', { name: 'Seeding, best first' }).getByTestId('draw-entrant');
  const last = (await seeds.nth(3).getByTestId('entrant-name').textContent())!.trim();
  // Dragged by its handle to the top (a mouse here; a finger drags the same handle).
  const grip = (await page.getByRole('button', { name: `Drag ${last}` }).boundingBox())!;
  const top = (await seeds.first().boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, top.y + 4, { steps: 15 });
  await page.mouse.up();
  await expect(seeds.first()).toContainText(last);
  await expect(page.getByRole('button', { name: `Move ${last} up` })).toBeDisabled();
  // The keyboard drags too (space, arrow, space), and the buttons move a place.
  const second = (await seeds.nth(1).getByTestId('entrant-name').textContent())!.trim();
  const secondGrip = page.getByRole('button', { name: `Drag ${second}` });
  await secondGrip.focus();
  await page.keyboard.press('Space');
  await expect(secondGrip).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  // Said to screen readers as it moves.
  await expect(page.getByText(`${second} is at seed 3.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(seeds.nth(2)).toContainText(second);
  await page.getByRole('button', { name: `Move ${second} up` }).click();
  await expect(seeds.nth(1)).toContainText(second);
  await expect(seeds.first()).toContainText(last);
  await fitsAndAccessible(page, 'seeding by hand');
  await page.getByRole('button', { name: 'Make the draw' }).click();
  await dismissToast(page, 'The draw is made.');

  // Drawn: two semifinals and a final; all four are of one college, so two pairs could not be
  // kept apart, and the page says so.
  await expect(page.getByTestId('draw-state')).toHaveText('Drawn · no results yet');
  await expect(page.getByTestId('round-one-conflicts')).toContainText('2 first-round matches');
  await expect(page.getByRole('button', { name: 'Redo the draw' })).toBeVisible();
  const semis = round(page, 'Semifinals');
  const final = round(page, 'Final');
  await expect(semis).toHaveCount(2);
  await expect(semis.first()).toContainText(last);
  await expect(final).toContainText('To be decided');
  await fitsAndAccessible(page, 'the draw');

  // A result: the winner goes through to the final.
  const firstWinner = await enterResult(page, semis.first(), 0, '21-15, 21-18');
  expect(firstWinner).toBe(last);
  await expect(semis.first()).toContainText(`${firstWinner} (winner)`);
  await expect(semis.first().getByTestId('match-score')).toHaveText('21-15, 21-18');
  await expect(final).toContainText(firstWinner);
  await expect(page.getByRole('button', { name: 'Redo the draw' })).toHaveCount(0);

  // Gate staff find the draws from the gate; they enter the other semifinal but cannot draw.
  const staffApi = await playwrightRequest.newContext({ baseURL });
  const login = await staffApi.post('/api/v1/login', {
    data: { email: staff!.email, password: staff!.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const staffContext = await browser.newContext({
    viewport: { width: 375, height: 800 },
    storageState: await staffApi.storageState(),
  });
  await staffApi.dispose();
  const gate = await staffContext.newPage();
  await gate.goto(`/app/events/${event.id}/check-in`);
  await appReady(gate);
  await gate.getByRole('link', { name: 'Draws & results' }).click();
  await expect(gate).toHaveURL(new RegExp(`/app/events/${event.id}/competition$`));
  await expect(round(gate, 'Semifinals')).toHaveCount(2);
  await expect(gate.getByRole('button', { name: 'Redo the draw' })).toHaveCount(0);
  await expect(gate.getByRole('button', { name: 'Make the draw' })).toHaveCount(0);
  const secondWinner = await enterResult(gate, round(gate, 'Semifinals').nth(1), 1, '2-1');
  await expect(round(gate, 'Final')).toContainText(secondWinner);
  // The final's court, for the public "up next".
  await round(gate, 'Final').click();
  await gate.getByRole('dialog').getByLabel('Court or mat').fill('Mat 2');
  await gate.getByRole('dialog').getByRole('button', { name: 'Save court' }).click();
  await dismissToast(gate, 'Court saved: Mat 2');
  await gate.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(round(gate, 'Final')).toContainText('Mat 2');
  await staffContext.close();

  // The host plays the final; the draw is final.
  await page.reload();
  await appReady(page);
  await expect(final).toContainText(secondWinner);
  await enterResult(page, final, 0, '21-19, 21-17');
  await expect(page.getByTestId('draw-state')).toHaveText('Final');
  await expect(page.getByRole('heading', { name: 'Final standings' })).toBeVisible();

  // A correction of the first semifinal: previewed, listing the final it clears, then confirmed.
  await semis.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Result in: ${firstWinner} won · 21-15, 21-18`);
  const sides = dialog.getByRole('group', { name: 'Winner' }).getByRole('button');
  const loser = (await sides.nth(1).getByTestId('side-name').textContent())!.trim();
  await sides.nth(1).click();
  await dialog.getByLabel('Score').fill('15-21, 18-21');
  await dialog.getByRole('button', { name: 'Correct result' }).click();
  const preview = dialog.getByTestId('correction-preview');
  await expect(preview).toContainText('These later results will be cleared:');
  // Only the final changes (the other semifinal keeps its result).
  await expect(preview.getByTestId('correction-change')).toHaveCount(1);
  const cleared = preview.getByTestId('correction-change').filter({ hasText: /\bFinal · match/ });
  await expect(cleared).toContainText(`${firstWinner} vs ${secondWinner}: ${firstWinner} won`);
  await expect(cleared).toContainText(`→ ${loser} vs ${secondWinner}`);
  await fitsAndAccessible(page, 'the correction preview');
  await dialog.getByRole('button', { name: 'Confirm correction' }).click();
  await expect(dialog).toHaveCount(0);
  await dismissToast(page, 'Result corrected');
  await expect(semis.first()).toContainText(`${loser} (winner)`);
  await expect(final).toContainText(loser);
  await expect(final).not.toContainText(firstWinner);
  await expect(final.getByTestId('match-score')).toHaveCount(0);
  await expect(page.getByTestId('draw-state')).toHaveText('Under way');
  await fitsAndAccessible(page, 'after the correction');
});
