// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Ranking } from '../../../shared/rankings/schemas';
import '../../test/component-kit';
import { refuse, scriptedApi, type ApiRequest } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import RankingsPage from './RankingsPage';

// The public ranking page (issue 30) against a fake API: the choice of sport and category in
// the address, the table and how points are given, in English and Hindi.
configure({ asyncUtilTimeout: 5000 });

const id = (c: string) => c.repeat(24);
const BADMINTON = { id: id('b'), sports_name: 'Badminton', scoring: 'sets' };
const CHESS = { id: id('c'), sports_name: 'Chess', scoring: 'text' };
const SINGLES = { id: id('1'), name: 'Singles' };
const DOUBLES = { id: id('2'), name: 'Doubles' };

const RANKING: Ranking = {
  sport: { id: BADMINTON.id, name: 'Badminton' },
  category: SINGLES,
  ranking_points: [10, 7, 5, 4, 3, 2, 1, 1],
  rows: [
    { rank: 1, name: 'Asha Rao', points: 17, events: 2, best_place: 1 },
    { rank: 1, name: 'Bala S', points: 17, events: 2, best_place: 1 },
    { rank: 3, name: 'Dev Kumar', points: 10, events: 2, best_place: 3 },
  ],
};

/** The fake API, and the queries GET /rankings was asked with. */
function rankingsApi(answer: (request: ApiRequest) => unknown = () => RANKING) {
  const asked: string[] = [];
  scriptedApi({
    'GET /sports': () => ({ data: [BADMINTON, CHESS], next_cursor: null }),
    'GET /rankings/categories': ({ url }) =>
      url.searchParams.get('sport_id') === BADMINTON.id ? [DOUBLES, SINGLES] : [],
    'GET /rankings': (request) => {
      asked.push(decodeURIComponent(request.url.search));
      return answer(request);
    },
  });
  return asked;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}
const address = () => screen.getByRole('status', { name: 'address', hidden: true }).textContent;

function drawAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/rankings" element={<RankingsPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const select = (name: string) =>
  screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

afterEach(() => speak('en'));

describe('the ranking page (issue 30)', () => {
  it('shows a category’s ranking from its address alone, with how points are given', async () => {
    const asked = rankingsApi();
    drawAt(`/rankings?category=${SINGLES.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Rankings' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Badminton · Singles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Name', 'Points', 'Events', 'Best place']);
    expect(rowsOf(table)).toEqual([
      ['1', 'Asha Rao', '17', '2', '1st'],
      ['1', 'Bala S', '17', '2', '1st'],
      ['3', 'Dev Kumar', '10', '2', '3rd'],
    ]);
    expect(screen.getByTestId('ranking-rule').textContent).toBe(
      'Points per place: 1st 10 · 2nd 7 · 3rd 5 · 4th 4 · 5th 3 · 6th 2 · 7th 1 · 8th 1. ' +
        'Events finished in the last 12 months count.',
    );
    // The answer names the sport; the choices show it and the sport's categories.
    await waitFor(() => expect(select('Sport').value).toBe(BADMINTON.id));
    await waitFor(() =>
      expect([...select('Category').options].map((o) => o.textContent)).toEqual([
        '',
        'Doubles',
        'Singles',
      ]),
    );
    expect(select('Category').value).toBe(SINGLES.id);
    expect(asked).toEqual([`?category_id=${SINGLES.id}`]);
  });

  it('asks for a sport, then a category, and keeps the choice in the address', async () => {
    const asked = rankingsApi(({ url }) =>
      url.searchParams.get('category_id') === DOUBLES.id
        ? { ...RANKING, category: DOUBLES, rows: [] }
        : RANKING,
    );
    drawAt('/rankings');
    expect(screen.getByText('Choose a sport to see its rankings.')).toBeTruthy();
    expect(select('Category').disabled).toBe(true);
    await waitFor(() => expect(select('Sport').options).toHaveLength(3));

    fireEvent.change(select('Sport'), { target: { value: BADMINTON.id } });
    expect(await screen.findByText('Choose a category.')).toBeTruthy();
    expect(address()).toBe(`/rankings?sport=${BADMINTON.id}`);
    await waitFor(() => expect(select('Category').options).toHaveLength(3));

    fireEvent.change(select('Category'), { target: { value: DOUBLES.id } });
    expect(await screen.findByText('No one has ranking points in Doubles yet.')).toBeTruthy();
    expect(address()).toBe(`/rankings?sport=${BADMINTON.id}&category=${DOUBLES.id}`);
    fireEvent.change(select('Category'), { target: { value: SINGLES.id } });
    expect(await screen.findByRole('table', { name: 'Badminton · Singles' })).toBeTruthy();
    // Asked with both ids once the sport is chosen.
    expect(asked).toEqual([
      `?category_id=${DOUBLES.id}&sport_id=${BADMINTON.id}`,
      `?category_id=${SINGLES.id}&sport_id=${BADMINTON.id}`,
    ]);

    // A sport without categories says so.
    fireEvent.change(select('Sport'), { target: { value: CHESS.id } });
    expect(await screen.findByText('This sport has no categories yet.')).toBeTruthy();
    expect(address()).toBe(`/rankings?sport=${CHESS.id}`);
  });

  it('says when the ranking cannot be loaded, and tries again', async () => {
    let down = true;
    rankingsApi(() => (down ? refuse(404, 'Not Found') : RANKING));
    drawAt(`/rankings?sport=${CHESS.id}&category=${SINGLES.id}`);
    expect(await screen.findByText('The ranking could not be loaded.')).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Badminton · Singles' })).toBeTruthy();
  });

  it('speaks Hindi; names stay as written', async () => {
    speak('hi');
    rankingsApi();
    drawAt(`/rankings?sport=${BADMINTON.id}&category=${SINGLES.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'रैंकिंग' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Badminton · Singles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['रैंक', 'नाम', 'अंक', 'इवेंट', 'सबसे अच्छा स्थान']);
    expect(rowsOf(table)[2]).toEqual(['3', 'Dev Kumar', '10', '2', 'तीसरा']);
    expect(screen.getByTestId('ranking-rule').textContent).toBe(
      'हर स्थान के अंक: पहला 10 · दूसरा 7 · तीसरा 5 · चौथा 4 · 5वां 3 · छठा 2 · 7वां 1 · 8वां 1। ' +
        'पिछले 12 महीनों में पूरे हुए इवेंट गिने जाते हैं।',
    );
    expect(select('खेल')).toBeTruthy();
    expect(select('कैटेगरी')).toBeTruthy();
  });
});
