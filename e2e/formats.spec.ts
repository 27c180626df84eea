import { expect, test, type Page } from '@playwright/test';
import type { DrawView } from '../src/shared/competition/schemas';
import type { StructuredScore } from '../src/shared/competition/scores';
import { sportTable } from '../src/shared/competition/tiebreaks';
import { DEMO, DEMO_PASSWORD, dismissToast, logIn } from './support/accounts';
import { appReady, expectFitsWidth } from './support/app';
import { drawnEvent, readyMatches } from './support/competition';

/**
 * Issue 30 in the browser, on a phone (375 px): a cricket host enters both innings of a match in
 * the result form and the league table ranks by net run rate, named under it; the demo's kushti
 * championship shows its repechage and two bronze medals on the public page.
 */

test.use({ viewport: { width: 375, height: 800 } });

const TEAMS = [
  { name: 'Park Street Panthers', school: 'St. Xavier’s College' },
  { name: 'Salt Lake Strikers', school: 'Salt Lake Cricket Club' },
  { name: 'Howrah Hurricanes', school: 'Howrah Sporting' },
];

/** "+1.568", "−2.219": net run rate as the table prints it (a true minus sign). */
const nrrText = (n: number) => `${n < 0 ? '−' : '+'}${Math.abs(n).toFixed(3)}`;

async function fillInnings(page: Page, team: string, runs: string, wickets: string, overs: string) {
  const innings = page.getByRole('dialog').getByRole('group', { name: team });
  await innings.getByRole('textbox', { name: 'Runs' }).fill(runs);
  await innings.getByRole('textbox', { name: 'Wickets' }).fill(wickets);
  await innings.getByRole('textbox', { name: /^Overs/ }).fill(overs);
}

test('a cricket host enters innings on a phone and the table ranks by net run rate', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { event, categoryId, draw, host } = await drawnEvent(
    request,
    baseURL!,
    TEAMS,
    { format: 'round_robin', overs: 8 },
    'Cricket',
  );
  expect(draw.scoring).toBe('innings');
  const name = (id: number | null | undefined) => draw.entrants.find((e) => e.id === id)!.name;
  const [first, ...rest] = readyMatches(draw);

  // The first match through the host's result form: both innings, the winner said by the score.
  await logIn(page, DEMO.host, DEMO_PASSWORD);
  await page.goto(`/app/events/${event.id}/competition`);
  await appReady(page);
  await page
    .getByTestId('match-card')
    .filter({ hasText: name(first!.opponent1!.id) })
    .filter({ hasText: name(first!.opponent2!.id) })
    .first()
    .click();
  await fillInnings(page, name(first!.opponent1!.id), '92', '3', '8');
  await fillInnings(page, name(first!.opponent2!.id), '78', '6', '7.4');
  await expect(page.getByRole('dialog')).toContainText(`Winner: ${name(first!.opponent1!.id)}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save result' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await dismissToast(page, 'Result saved');

  // The other two through the API, so all three teams finish on one win each.
  const scores: StructuredScore[] = [
    { innings: [inn(101, 2, '8'), inn(96, 10, '7.3')] },
    { innings: [inn(70, 7, '8'), inn(71, 4, '6.3')] },
  ];
  let view = draw;
  for (const [i, m] of rest.entries()) {
    const res = await host.put(`/api/v1/matches/${m.id}`, { data: { score: scores[i] } });
    expect(res.status(), await res.text()).toBe(200);
    view = ((await res.json()) as { data: { draw: DrawView } }).data.draw;
  }
  await host.dispose();
  expect(view.state).toBe('final');

  // The table the server ranks, and the one the public page prints: the same order and figures.
  const { rows } = sportTable(
    view.entrants.map((e) => e.id),
    view.matches.map((m) => ({ ...m, detail: m.score_detail as StructuredScore | null })),
    { scoring: 'innings', oversPerInnings: 8 },
  );
  await page.goto(`/events/event-details/${event.id}/results?category=${categoryId}`);
  await appReady(page);
  const table = page.getByTestId('pool-table').first();
  await expect(table.getByRole('columnheader', { name: /NRR/ })).toBeVisible();
  const body = table.locator('tbody tr');
  await expect(body).toHaveCount(3);
  for (const [i, row] of rows.entries()) {
    await expect(body.nth(i)).toContainText(name(row.id));
    await expect(body.nth(i)).toContainText(nrrText(row.tiebreak.nrr as number));
  }
  await expect(page.getByTestId('table-rule').first()).toContainText('net run rate');
  await expectFitsWidth(page, 'the page');
});

function inn(runs: number, wickets: number, overs: string) {
  return { runs, wickets, overs };
}

test('the demo kushti championship shows its repechage and two bronzes on the public page', async ({
  page,
  request,
}) => {
  const found = await request.get('/api/v1/events?q=Kolhapur&include_past=true');
  expect(found.status(), await found.text()).toBe(200);
  const [event] = ((await found.json()) as { data: { id: string; title: string }[] }).data;
  const results = (await (await request.get(`/api/v1/events/${event!.id}/results`)).json()) as {
    data: { categories: { category_id: string; category_name: string }[] };
  };
  const category = (name: string) =>
    results.data.categories.find((c) => c.category_name === name)!.category_id;

  await page.goto(
    `/events/event-details/${event!.id}/results?category=${category('Men Freestyle 57 kg')}`,
  );
  await appReady(page);
  const region = (part: string) =>
    page.getByRole('region', { name: `Men Freestyle 57 kg: ${part}` });
  await expect(region('Knockout')).toBeVisible();
  // Each finalist's earlier victims wrestle a ladder; its winner meets the other half's
  // semifinal loser in a bronze bout.
  for (const half of ['Repechage · top half', 'Repechage · bottom half']) {
    const bouts = region(half).getByTestId('match-card');
    await expect(bouts).toHaveCount(1);
    await expect(bouts.getByText('(winner)')).toHaveCount(1);
  }
  await expect(region('Bronze bouts').getByTestId('match-card')).toHaveCount(2);
  const podium = page.getByTestId('podium');
  await expect(podium.getByText(/^3rd · Bronze$/)).toHaveCount(2);
  await expect(podium.getByText(/^1st · Gold$/)).toHaveCount(1);
  await expectFitsWidth(page, 'the page');

  // The lone cadet: champion by walkover, said on the podium.
  await page.goto(
    `/events/event-details/${event!.id}/results?category=${category('Cadet Boys 48 kg')}`,
  );
  await appReady(page);
  await expect(page.getByTestId('podium')).toContainText('Aditya Patil');
  await expect(page.getByTestId('podium-walkover')).toBeVisible();
});
