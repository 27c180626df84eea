// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPETITION_MSG, type DrawView } from '../../../shared/competition/schemas';
import type { Event } from '../../../shared/events/schemas';
import { MSG } from '../../../shared/messages';
import '../../test/component-kit';
import { makeEvent, makeUser, renderRoutes } from '../../test/event-fixtures';
import { refuse, scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import CompetitionPage from './CompetitionPage';

// The draws & results page (issue 18) in English and in Hindi (issue 29): a category before its
// draw (the host's settings and seeding list), a drawn category's board, a match's result dialog
// and a correction's preview. What a draw holds is the server's (src/server/competition).

const HOST = makeUser('Host');
vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ user: HOST }) }));

const EVENT: Event = makeEvent({ registration_state: 'closed' });
const CATEGORY_ID = EVENT.categories[0]!.category_id;
const URL = `/app/events/${EVENT.id}/competition`;

const CANDIDATES = [
  { participation_id: 'a'.repeat(24), name: 'Asha Rao', organisation: 'Pune Judo Club' },
  { participation_id: 'b'.repeat(24), name: 'Ravi Iyer', organisation: null },
  { participation_id: 'c'.repeat(24), name: 'Meera Nair', organisation: 'Alpha Academy' },
];

const ENTRANTS = [
  {
    id: 0,
    participation_id: 'a'.repeat(24),
    name: 'Asha Rao',
    organisation: 'Pune Judo Club',
    seed: 1,
  },
  { id: 1, participation_id: 'b'.repeat(24), name: 'Ravi Iyer', organisation: null, seed: 2 },
  { id: 2, participation_id: 'c'.repeat(24), name: 'Meera Nair', organisation: 'Alpha', seed: 3 },
  { id: 3, participation_id: 'd'.repeat(24), name: 'Kabir Shah', organisation: 'Beta', seed: 4 },
];

const match = (over: Partial<DrawView['matches'][number]>): DrawView['matches'][number] => ({
  id: 'm0',
  stage_id: 0,
  group_id: 0,
  round_id: 0,
  number: 1,
  status: 2,
  opponent1: null,
  opponent2: null,
  score: null,
  score_detail: null,
  outcome: null,
  court: null,
  entered_at: null,
  ...over,
});

/** A knockout of 4: the first semifinal won by Asha Rao, the second on Mat 2, the final waiting. */
function drawOf(over: Partial<DrawView> = {}): DrawView {
  return {
    id: 'd'.repeat(24),
    category_id: CATEGORY_ID,
    category_name: 'Open 11-a-side',
    format: 'single_elimination',
    scoring: 'text',
    settings: {
      seeding: 'random',
      bronze: false,
      grand_final: 'simple',
      pool_count: 2,
      advance: 2,
      overs: null,
      rounds: null,
    },
    state: 'running',
    entrants: ENTRANTS,
    stages: [{ id: 0, number: 1, name: 'Knockout', type: 'single_elimination' }],
    groups: [{ id: 0, stage_id: 0, number: 1 }],
    rounds: [
      { id: 0, stage_id: 0, group_id: 0, number: 1 },
      { id: 1, stage_id: 0, group_id: 0, number: 2 },
    ],
    matches: [
      match({
        id: 'm1',
        status: 4,
        opponent1: { id: 0, result: 'win' },
        opponent2: { id: 1, result: 'loss' },
        score: '21-15',
        outcome: 'played',
        entered_at: '2026-12-12T05:00:00.000Z',
      }),
      match({ id: 'm2', number: 2, opponent1: { id: 2 }, opponent2: { id: 3 }, court: 'Mat 2' }),
      match({ id: 'm3', round_id: 1, status: 1, opponent1: { id: 0 }, opponent2: { id: null } }),
    ],
    standings: [],
    // A knockout has no tables.
    tables: [],
    round_one_conflicts: 1,
    ...over,
  };
}

function draw(answer: () => unknown) {
  scriptedApi({
    'GET /events/:id/manage': () => EVENT,
    'GET /events/:id/categories/:categoryId/draw': answer,
    'GET /events/:id/categories/:categoryId/entrants': () => CANDIDATES,
    'PUT /matches/:id': () => ({
      applied: false,
      changes: [
        {
          match_id: 'm3',
          label: 'Final',
          before: 'Asha Rao vs To be decided',
          after: 'Ravi Iyer vs To be decided',
        },
      ],
      draw: drawOf(),
    }),
  });
  return renderRoutes({ '/app/events/:eventId/competition': <CompetitionPage /> }, URL);
}

const notDrawn = () => refuse(404, COMPETITION_MSG.noDraw);

afterEach(() => speak('en'));

describe('a category before its draw', () => {
  it('shows the host the entrants and the draw’s settings', async () => {
    draw(notDrawn);
    expect(await screen.findByRole('heading', { name: 'Entrants (3)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Draws & results' })).toBeTruthy();
    expect(screen.getByText('Not drawn yet.')).toBeTruthy();
    expect(screen.getByText('No club or school')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Format' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make the draw' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'By hand' }));
    const list = screen.getByRole('list', { name: 'Seeding, best first' });
    expect(within(list).getByRole('button', { name: 'Move Ravi Iyer up' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Drag Meera Nair' })).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    speak('hi');
    draw(notDrawn);
    expect(await screen.findByRole('heading', { name: 'प्रतिभागी (3)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'ड्रॉ और नतीजे' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'इवेंट पेज' })).toBeTruthy();
    expect(screen.getByText('अभी ड्रॉ नहीं हुआ है।')).toBeTruthy();
    expect(screen.getByText('कोई क्लब या स्कूल नहीं')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ड्रॉ' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'फ़ॉर्मेट' }).textContent).toBe(
      'राउंड रॉबिन (सुझाया गया)',
    );
    expect(screen.getByRole('radio', { name: 'रैंडम' })).toBeTruthy();
    expect(screen.getByText('क्रम रैंडम होगा; एक क्लब या स्कूल के खिलाड़ी अलग-अलग रखे जाते हैं।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ड्रॉ बनाएँ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'खुद तय करें' }));
    const list = screen.getByRole('list', { name: 'सीडिंग, सबसे अच्छा पहले' });
    expect(within(list).getByRole('button', { name: 'Ravi Iyer को ऊपर करें' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Meera Nair को खींचें' })).toBeTruthy();
  });

  it('tells gate staff off another event in Hindi', async () => {
    speak('hi');
    draw(() => refuse(403, MSG.forbidden));
    expect(
      await screen.findByText('आप इस इवेंट के स्टाफ़ में नहीं हैं। आयोजक से कहें कि वे आपका ईमेल गेट स्टाफ़ में जोड़ें।'),
    ).toBeTruthy();
  });
});

describe('a drawn category', () => {
  it('lists its matches and opens a result to correct', async () => {
    draw(() => drawOf());
    const chip = await screen.findByTestId('draw-state');
    expect(chip.textContent).toBe('Under way');
    expect(screen.getByText('Single elimination · 4 entrants · random draw')).toBeTruthy();
    expect(screen.getByTestId('round-one-conflicts').textContent).toBe(
      '1 first-round match pairs two entrants of the same club or school: too many of them entered to keep them all apart.',
    );
    expect(screen.queryByRole('button', { name: 'Redo the draw' })).toBeNull();
    const statuses = screen.getAllByTestId('match-status').map((s) => s.textContent);
    expect(statuses).toEqual(['Result in', 'Ready to play', 'Waiting for opponents']);
    expect(screen.getByText('To be decided')).toBeTruthy();

    const [first] = screen.getAllByTestId('match-card');
    expect(first!.textContent).toContain('Match 1');
    expect(first!.textContent).toContain('Asha Rao (winner)');
    fireEvent.click(within(first!).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Result in: Asha Rao won · 21-15. Change it below to correct it.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toContain('match 1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ravi Iyer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correct result' }));
    const preview = await within(dialog).findByTestId('correction-preview');
    expect(preview.textContent).toContain('These later matches change:');
    expect(within(dialog).getByRole('button', { name: 'Confirm correction' })).toBeTruthy();
  });

  it('speaks Hindi: the board, a plural, the result dialog and its preview', async () => {
    speak('hi');
    draw(() => drawOf());
    const chip = await screen.findByTestId('draw-state');
    expect(chip.textContent).toBe('जारी है');
    expect(screen.getByText('सिंगल एलिमिनेशन · 4 प्रतिभागी · रैंडम ड्रॉ')).toBeTruthy();
    expect(screen.getByTestId('round-one-conflicts').textContent).toBe(
      'पहले राउंड के 1 मैच में एक ही क्लब या स्कूल के दो प्रतिभागी आमने-सामने हैं: उनके इतने खिलाड़ी हैं कि सबको अलग रखना मुमकिन नहीं था।',
    );
    const statuses = screen.getAllByTestId('match-status').map((s) => s.textContent);
    expect(statuses).toEqual(['नतीजा आ गया', 'खेलने के लिए तैयार', 'विरोधियों का इंतज़ार']);
    expect(screen.getByText('तय होना बाकी')).toBeTruthy();
    expect(screen.getAllByText('बनाम').length).toBeGreaterThan(0);

    const [first] = screen.getAllByTestId('match-card');
    expect(first!.textContent).toContain('मैच 1');
    expect(first!.textContent).toContain('Asha Rao (विजेता)');
    fireEvent.click(within(first!).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('नतीजा आ गया: Asha Rao जीते · 21-15। सुधारने के लिए नीचे बदलें।'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toContain('मैच 1');
    expect(within(dialog).getByRole('textbox', { name: 'स्कोर' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'परिणाम का प्रकार' }).textContent).toBe(
      'खेला गया',
    );
    expect(within(dialog).getByRole('button', { name: 'कोर्ट सेव करें' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ravi Iyer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'नतीजा सुधारें' }));
    const preview = await within(dialog).findByTestId('correction-preview');
    expect(preview.textContent).toContain('आगे के इन मैचों में बदलाव होगा:');
    expect(within(dialog).getByRole('button', { name: 'सुधार की पुष्टि करें' })).toBeTruthy();
  });

  it('names the final standings in Hindi', async () => {
    speak('hi');
    const standings = ENTRANTS.map((e, i) => ({
      rank: i + 1,
      walkover: false,
      entrant_id: e.id,
      name: e.name,
      organisation: e.organisation,
    }));
    draw(() => drawOf({ state: 'final', standings, round_one_conflicts: 0 }));
    const heading = await screen.findByRole('heading', { name: 'अंतिम स्थान' });
    const list = within(heading.closest('section')!).getAllByRole('listitem');
    expect(list.map((li) => li.textContent)).toEqual([
      'पहलाAsha Rao · Pune Judo Club',
      'दूसराRavi Iyer',
      'तीसराMeera Nair · Alpha',
      'चौथाKabir Shah · Beta',
    ]);
    expect(screen.getByTestId('draw-state').textContent).toBe('पूरा हुआ');
  });
});
