// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPETITION_MSG, type DrawView } from '../../../shared/competition/schemas';
import '../../test/component-kit';
import { makeEvent, makeUser, renderRoutes } from '../../test/event-fixtures';
import { refuse, scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import { seriesDraw, swissDraw } from '../../components/competition/test-draws';
import CompetitionPage from './CompetitionPage';

// The formats by sport on the host's page (issue 30): the sport's name suggests the format, a
// lone entrant is declared champion, a chess host sets the Swiss rounds; the board shows a Swiss
// table, and a Swiss game may be drawn where a best-of-three game may not.

const HOST = makeUser('Host');
vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ user: HOST }) }));

const POST = 'POST /events/:id/categories/:categoryId/draw';

const candidates = (names: string[]) =>
  names.map((name, i) => ({
    participation_id: String(i + 1).repeat(24),
    name,
    organisation: null,
  }));

function page(sport: string, entrants: string[], view: DrawView | null = null) {
  const event = makeEvent({
    registration_state: 'closed',
    sport_details: { sports_name: sport },
  });
  const api = scriptedApi({
    'GET /events/:id/manage': () => event,
    'GET /events/:id/categories/:categoryId/draw': () =>
      view ?? refuse(404, COMPETITION_MSG.noDraw),
    'GET /events/:id/categories/:categoryId/entrants': () => candidates(entrants),
    'GET /sports/:id': () => ({
      id: event.sports_id,
      sports_name: sport,
      scoring: 'text',
      ranking_points: [10, 7, 5, 4, 3, 2, 1, 1],
    }),
    [POST]: () => view,
  });
  renderRoutes(
    { '/app/events/:eventId/competition': <CompetitionPage /> },
    `/app/events/${event.id}/competition`,
  );
  return api;
}

const makeButton = () => screen.getByRole('button', { name: 'Make the draw' }) as HTMLButtonElement;

afterEach(() => speak('en'));

describe('choosing the format by sport', () => {
  it('a chess host: the Swiss system suggested, its rounds set and sent', async () => {
    const api = page('Chess', ['Asha', 'Vikram', 'Meera', 'Rohan', 'Kiran']);
    const rounds = await screen.findByRole('textbox', { name: 'Rounds' });
    expect(screen.getByRole('combobox', { name: 'Format' }).textContent).toBe(
      'Swiss system (suggested)',
    );
    // ⌈log₂ 5⌉ = 3; five players can play at most five rounds without a rematch.
    expect((rounds as HTMLInputElement).value).toBe('3');
    fireEvent.change(rounds, { target: { value: '6' } });
    expect(screen.getByText('Rounds are a whole number from 1 to 5')).toBeTruthy();
    expect(makeButton().disabled).toBe(true);
    fireEvent.change(rounds, { target: { value: '4' } });
    fireEvent.click(makeButton());
    await waitFor(() => expect(api.count(POST)).toBe(1));
    expect(api.sent(POST)).toEqual([{ format: 'swiss', seeding: 'random', rounds: 4 }]);
  });

  it('a lone wrestler: declared champion by walkover, not a dead end', async () => {
    const api = page('Wrestling', ['Bilal Khan']);
    expect(await screen.findByRole('heading', { name: 'Entrants (1)' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Format' }).textContent).toBe(
      'Walkover (suggested)',
    );
    expect(screen.queryByText('A draw needs at least one entrant.')).toBeNull();
    // Nobody to be seeded against.
    expect(screen.queryByRole('radiogroup', { name: 'Seeding' })).toBeNull();
    fireEvent.click(makeButton());
    await waitFor(() => expect(api.count(POST)).toBe(1));
    expect(api.sent(POST)).toEqual([{ format: 'walkover', seeding: 'random' }]);
  });

  it('in Hindi', async () => {
    speak('hi');
    page('Wrestling', ['Bilal Khan', 'Dev', 'Imran', 'Om', 'Jatin', 'Kunal']);
    expect(await screen.findByRole('heading', { name: 'प्रतिभागी (6)' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'फ़ॉर्मेट' }).textContent).toBe(
      'रेपेचाज़ के साथ सिंगल एलिमिनेशन (सुझाया गया)',
    );
    expect(screen.queryByRole('switch', { name: /ब्रॉन्ज़ मैच/ })).toBeNull();
  });
});

describe('the board of the formats by sport', () => {
  it('a Swiss event: its table above the rounds, and a game may end in a draw', async () => {
    page('Chess', [], { ...swissDraw(), state: 'running' });
    const table = await screen.findByTestId('pool-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1Kiran21102.56.52.75',
      '2Asha32102.553.75',
      '3Rohan20111.55.50.75',
      '4Vikram31111.551.75',
      '5Meera2002150',
    ]);
    expect(screen.getByText('Ranked by score, then Buchholz, then Sonneborn-Berger')).toBeTruthy();
    const [first] = screen.getAllByTestId('match-card');
    fireEvent.click(within(first!).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Draw' })).toBeTruthy();
  });

  it('a best of three: its games, each needing a winner', async () => {
    page('Badminton', [], seriesDraw());
    const rounds = await screen.findAllByTestId('draw-round');
    expect(rounds.map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Game 1',
      'Game 2',
      'Game 3',
    ]);
    expect(screen.queryByTestId('pool-table')).toBeNull();
    fireEvent.click(within(rounds[2]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Asha' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Draw' })).toBeNull();
  });
});
