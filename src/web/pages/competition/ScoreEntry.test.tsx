// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPETITION_MSG, type DrawView } from '../../../shared/competition/schemas';
import type { Event } from '../../../shared/events/schemas';
import '../../test/component-kit';
import { desktopMedia } from '../../test/app-router';
import { makeEvent, makeUser, renderRoutes } from '../../test/event-fixtures';
import { refuse, scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import { draw as drawOf, match, side } from '../../components/competition/test-draws';
import CompetitionPage from './CompetitionPage';

// Scores that mean something (issue 30): the host's result dialog takes the score in the sport's
// form (innings for cricket, sets for badminton), checks it with the shared rules and sends it
// structured; the draw's options ask a cricket host the overs. A text sport's dialog is as before.

const HOST = makeUser('Host');
vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ user: HOST }) }));

const EVENT: Event = makeEvent({ registration_state: 'closed' });
const CATEGORY_ID = EVENT.categories[0]!.category_id;
const URL = `/app/events/${EVENT.id}/competition`;
const PUT = 'PUT /matches/:id';

const TEAMS = ['Koramangala Strikers', 'Indiranagar Titans', 'HSR Chargers'];
const entrants = TEAMS.map((name, id) => ({
  id,
  participation_id: String(id).repeat(24),
  name,
  organisation: null,
  seed: id + 1,
}));

/** A cricket round robin of three, T20, nothing played yet. */
const cricket = (): DrawView =>
  drawOf({
    category_id: CATEGORY_ID,
    category_name: 'Open T20',
    format: 'round_robin',
    scoring: 'innings',
    settings: { ...drawOf({}).settings, overs: 20 },
    entrants,
    stages: [{ id: 0, number: 1, name: 'Round robin', type: 'round_robin' }],
    rounds: [0, 1, 2].map((i) => ({ id: i, stage_id: 0, group_id: 0, number: i + 1 })),
    matches: [
      match(0, 1, side(0), side(1)),
      match(1, 1, side(1), side(2)),
      match(2, 1, side(2), side(0)),
    ],
    state: 'drawn',
  });

/** A badminton knockout of two: one final. */
const badminton = (): DrawView =>
  drawOf({
    category_id: CATEGORY_ID,
    category_name: 'Women’s singles',
    scoring: 'sets',
    entrants: [
      { id: 0, participation_id: 'a'.repeat(24), name: 'Asha Rao', organisation: null, seed: 1 },
      { id: 1, participation_id: 'b'.repeat(24), name: 'Meera Nair', organisation: null, seed: 2 },
    ],
    rounds: [{ id: 0, stage_id: 0, group_id: 0, number: 1 }],
    matches: [match(0, 1, side(0), side(1))],
    state: 'drawn',
  });

function page(view: DrawView | null, scoring = 'text') {
  const api = scriptedApi({
    'GET /events/:id/manage': () => EVENT,
    'GET /events/:id/categories/:categoryId/draw': () =>
      view ?? refuse(404, COMPETITION_MSG.noDraw),
    'GET /events/:id/categories/:categoryId/entrants': () =>
      entrants.map(({ participation_id, name, organisation }) => ({
        participation_id,
        name,
        organisation,
      })),
    'GET /sports/:id': () => ({ id: EVENT.sports_id, sports_name: 'Cricket', scoring }),
    'POST /events/:id/categories/:categoryId/draw': () => cricket(),
    [PUT]: () => ({ applied: true, changes: [], draw: view }),
  });
  renderRoutes({ '/app/events/:eventId/competition': <CompetitionPage /> }, URL);
  return api;
}

/** Opens the dialog of the board's first match. */
async function openFirstMatch() {
  const [first] = await screen.findAllByTestId('match-card');
  fireEvent.click(within(first!).getByRole('button'));
  return screen.findByRole('dialog');
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Each side's innings: runs, wickets, overs. */
function enterInnings(
  dialog: HTMLElement,
  team: string,
  runs: string,
  wickets: string,
  overs: string,
) {
  const innings = within(dialog).getByRole('group', { name: team });
  type(within(innings).getByRole('textbox', { name: 'Runs' }), runs);
  type(within(innings).getByRole('textbox', { name: 'Wickets' }), wickets);
  type(within(innings).getByRole('textbox', { name: /^Overs/ }), overs);
}

/** A phone's width: `(max-width: …)` queries match (the dialog is full screen). */
const phoneMedia = (query: string) => ({
  ...desktopMedia(query),
  matches: query.includes('max-width'),
});

beforeEach(() => {
  window.matchMedia = desktopMedia;
});
afterEach(() => speak('en'));

describe('a cricket host on a phone', () => {
  it('enters both innings; the winner is said and the request carries the innings score', async () => {
    window.matchMedia = phoneMedia;
    const api = page(cricket());
    const dialog = await openFirstMatch();
    expect(dialog.closest('.MuiDialog-paperFullScreen')).not.toBeNull();
    // No winner is asked: the score says it.
    expect(within(dialog).queryByRole('group', { name: 'Winner' })).toBeNull();
    expect(within(dialog).getAllByText('At most 20, as overs.balls: 18.2')).toHaveLength(2);
    enterInnings(dialog, 'Koramangala Strikers', '160', '4', '20');
    enterInnings(dialog, 'Indiranagar Titans', '140', '9', '20.0');
    expect(within(dialog).getByTestId('derived-winner').textContent).toBe(
      'Winner: Koramangala Strikers · 160/4 (20) – 140/9 (20)',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save result' }));
    // Saved: the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(PUT)).toEqual([
      {
        score: {
          innings: [
            { runs: 160, wickets: 4, overs: '20' },
            { runs: 140, wickets: 9, overs: '20' },
          ],
        },
        outcome: 'played',
        confirm: true,
      },
    ]);
  });

  it('says overs of 18.6 cannot be, and sends nothing', async () => {
    const api = page(cricket());
    const dialog = await openFirstMatch();
    enterInnings(dialog, 'Koramangala Strikers', '150', '6', '18.6');
    enterInnings(dialog, 'Indiranagar Titans', '151', '3', '17.2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save result' }));
    const message = 'Write overs as overs.balls, with 0 to 5 balls: 18.2 is 18 overs and 2 balls';
    expect(within(dialog).getByTestId('score-problem').textContent).toBe(message);
    // The field itself says it too.
    const innings = within(dialog).getByRole('group', { name: 'Koramangala Strikers' });
    expect(
      within(innings)
        .getByRole('textbox', { name: /^Overs/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.count(PUT)).toBe(0);
    // Beyond the match's 20 overs, the quota is named.
    type(within(innings).getByRole('textbox', { name: /^Overs/ }), '20.1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(within(dialog).getByTestId('score-problem').textContent).toBe(
      'An innings of this match has at most 20 overs',
    );
    expect(api.count(PUT)).toBe(0);
  });

  it('speaks Hindi: the fields, the winner and the problem', async () => {
    speak('hi');
    const api = page(cricket());
    const dialog = await openFirstMatch();
    const innings = within(dialog).getByRole('group', { name: 'Koramangala Strikers' });
    type(within(innings).getByRole('textbox', { name: 'रन' }), '150');
    type(within(innings).getByRole('textbox', { name: 'विकेट' }), '6');
    type(within(innings).getByRole('textbox', { name: /^ओवर/ }), '18.6');
    fireEvent.click(within(dialog).getByRole('button', { name: 'नतीजा सेव करें' }));
    expect(within(dialog).getByTestId('score-problem').textContent).toBe(
      'ओवर को ओवर.गेंद के रूप में लिखें, गेंद 0 से 5 तक: 18.2 यानी 18 ओवर और 2 गेंद',
    );
    expect(api.count(PUT)).toBe(0);
  });
});

describe('a badminton host', () => {
  it('enters three sets and sees the winner they make; no winner is asked', async () => {
    const api = page(badminton());
    const dialog = await openFirstMatch();
    const set = (n: number, a: string, b: string) => {
      const row = within(dialog).getByRole('group', { name: `Set ${n}` });
      type(within(row).getByRole('textbox', { name: 'Asha Rao' }), a);
      type(within(row).getByRole('textbox', { name: 'Meera Nair' }), b);
    };
    expect(within(dialog).queryByRole('group', { name: 'Winner' })).toBeNull();
    set(1, '21', '15');
    set(2, '18', '21');
    set(3, '21', '19');
    expect(within(dialog).getByTestId('derived-winner').textContent).toBe(
      'Winner: Asha Rao, 2–1 in sets',
    );
    // A fourth set can be added, and taken away again unused.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a set' }));
    expect(within(dialog).getByRole('group', { name: 'Set 4' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove set 4' }));
    expect(within(dialog).queryByRole('group', { name: 'Set 4' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save result' }));
    // Saved: the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(PUT)).toEqual([
      {
        score: {
          sets: [
            [21, 15],
            [18, 21],
            [21, 19],
          ],
        },
        outcome: 'played',
        confirm: true,
      },
    ]);
  });

  it('names the winner in sets in Hindi', async () => {
    speak('hi');
    page(badminton());
    const dialog = await openFirstMatch();
    const row = within(dialog).getByRole('group', { name: 'सेट 1' });
    type(within(row).getByRole('textbox', { name: 'Asha Rao' }), '15');
    type(within(row).getByRole('textbox', { name: 'Meera Nair' }), '21');
    expect(within(dialog).getByTestId('derived-winner').textContent).toBe(
      'विजेता: Meera Nair, सेट में 1–0',
    );
  });

  it('keeps a walkover as before: the winner is chosen, no score is needed', async () => {
    const api = page(badminton());
    const dialog = await openFirstMatch();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Outcome' }));
    fireEvent.click(screen.getByRole('option', { name: 'Walkover' }));
    expect(within(dialog).queryByRole('group', { name: 'Set 1' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Meera Nair' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save result' }));
    // Saved: the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(PUT)).toEqual([{ winner: 1, score: '', outcome: 'walkover', confirm: true }]);
  });
});

describe('a text sport', () => {
  it('keeps its score field and asks the winner', async () => {
    const view = badminton();
    const api = page({ ...view, scoring: 'text' });
    const dialog = await openFirstMatch();
    expect(within(dialog).queryByRole('group', { name: 'Set 1' })).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Winner' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asha Rao' }));
    type(within(dialog).getByRole('textbox', { name: 'Score' }), '21-15, 21-19');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save result' }));
    // Saved: the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(PUT)).toEqual([
      { winner: 0, score: '21-15, 21-19', outcome: 'played', confirm: true },
    ]);
  });
});

describe('the draw’s options for cricket', () => {
  it('asks the overs per innings and sends them', async () => {
    const api = page(null, 'innings');
    const overs = await screen.findByRole('textbox', { name: 'Overs per innings' });
    type(overs, '60');
    expect(screen.getByText('Overs per innings are a whole number from 1 to 50')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Make the draw' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    type(overs, '20');
    fireEvent.click(screen.getByRole('button', { name: 'Make the draw' }));
    await waitFor(() => expect(api.count('POST /events/:id/categories/:categoryId/draw')).toBe(1));
    expect(api.sent('POST /events/:id/categories/:categoryId/draw')).toEqual([
      { format: 'round_robin', seeding: 'random', overs: 20 },
    ]);
  });

  it('are not asked of another sport', async () => {
    page(null, 'sets');
    expect(await screen.findByRole('button', { name: 'Make the draw' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Overs per innings' })).toBeNull();
  });
});
