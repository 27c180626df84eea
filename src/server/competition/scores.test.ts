import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPETITION_MSG, type DrawView, type MatchView } from '../../shared/competition/schemas';
import { SCORE_MSG, type Innings } from '../../shared/competition/scores';
import { ERROR_CATALOGS } from '../../shared/i18n/catalogs';
import { matches, type CategoryRow, type EventRow, type User } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { startEventOn } from '../test/event-day';
import { registerAndPay } from '../test/registrations';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Issue 30 through the real server: structured scores per sport on PUT /matches/:id (checked
// against the sport, the winner read from them), and the tables' tie-breaks by sport in the draw
// (a cricket round robin decided on net run rate), with the final standings following them.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

/** An event of a new sport named `sport`, its host, one category, `count` paid entries. */
async function eventOf(sport: string, count: number, team: boolean, host: Actor) {
  const sports_id = (await makeSport(ctx.app.db, `${sport} ${Date.now()}`)).id;
  const category = await makeCategory(ctx.app.db, {
    sports_id,
    participants_in_team: team ? 2 : 1,
  });
  let event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id,
    prices: [{ category_id: category.id, price: 100 }],
  });
  const entries: string[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await registerAndPay(ctx.app, event, category, { team_name: `Team ${i}` });
    entries.push(id);
  }
  const close = await call(host, 'POST', `/events/${event.id}/close-registration`);
  expect(close.statusCode, close.body).toBe(200);
  event = await startEventOn(ctx.app.db, event.id);
  return { event, category, entries };
}

const drawUrl = (event: EventRow, category: CategoryRow) =>
  `/events/${event.id}/categories/${category.id}/draw`;
const ready = (draw: DrawView) =>
  draw.matches.filter((m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null);
const put = (who: Actor, id: string, body: object) => call(who, 'PUT', `/matches/${id}`, body);
const rowOf = async (id: string) =>
  (await ctx.app.db.select().from(matches).where(eq(matches.id, id)))[0]!;

describe('a cricket round robin level on points and head to head', () => {
  let host: Actor;
  let draw: DrawView;
  let url: string;
  // Seeds A, B, C (entrants 0, 1, 2). Each beats one and loses to one: 3 points each, and 3
  // points each in their head to head. Net run rate decides, C's all-out innings counted at 20.
  const A = 0;
  const B = 1;
  const C = 2;
  // Each match's two innings, by batting side.
  const played: Array<[number, Innings, number, Innings]> = [
    // A 160/4 (20) beat B 140/9 (20).
    [A, { runs: 160, wickets: 4, overs: '20' }, B, { runs: 140, wickets: 9, overs: '20' }],
    // B 150/6 (20) beat C, all out for 120 in 15 overs.
    [B, { runs: 150, wickets: 6, overs: '20' }, C, { runs: 120, wickets: 10, overs: '15' }],
    // A 130/8 (20) lost to C, 131/3 in 16.4 overs.
    [A, { runs: 130, wickets: 8, overs: '20' }, C, { runs: 131, wickets: 3, overs: '16.4' }],
  ];

  beforeAll(async () => {
    host = await as(ctx.app, 'Host');
    const { event, category, entries } = await eventOf('Cricket', 3, true, host);
    url = drawUrl(event, category);
    const res = await call(host, 'POST', url, {
      format: 'round_robin',
      seeding: 'manual',
      order: entries,
      overs: 20,
    });
    expect(res.statusCode, res.body).toBe(201);
    draw = res.json().data;
  });

  it('shows the sport’s scoring and the overs; the table is named before any result', () => {
    expect(draw.scoring).toBe('innings');
    expect(draw.settings.overs).toBe(20);
    expect(draw.tables).toHaveLength(1);
    expect(draw.tables[0]!.rule.key).toBe('net_run_rate');
    expect(draw.tables[0]!.rows.map((r) => r.played)).toEqual([0, 0, 0]);
  });

  it('refuses an innings beyond the match’s overs, and 11 wickets, writing nothing', async () => {
    const m = draw.matches[0]!;
    const over = await put(host, m.id, {
      score: {
        innings: [
          { runs: 160, wickets: 4, overs: '20.1' },
          { runs: 140, wickets: 9, overs: '20' },
        ],
      },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields.score).toBe(SCORE_MSG.oversOverQuota(20));
    const wickets = await put(host, m.id, {
      score: {
        innings: [
          { runs: 160, wickets: 11, overs: '20' },
          { runs: 140, wickets: 9, overs: '20' },
        ],
      },
    });
    expect(wickets.statusCode).toBe(400);
    expect(wickets.json().fields.score).toBe(SCORE_MSG.wickets);
    const row = await rowOf(m.id);
    expect(row.entered_at).toBeNull();
    expect(row.score_detail).toBeNull();
  });

  it('takes innings without a winner: the runs say who won', async () => {
    for (const [first, firstInnings, second, secondInnings] of played) {
      const m = draw.matches.find(
        (x) =>
          [x.opponent1?.id, x.opponent2?.id].includes(first) &&
          [x.opponent1?.id, x.opponent2?.id].includes(second),
      )!;
      // The innings in the match's opponent order.
      const innings =
        m.opponent1!.id === first ? [firstInnings, secondInnings] : [secondInnings, firstInnings];
      const res = await put(host, m.id, { score: { innings } });
      expect(res.statusCode, res.body).toBe(200);
      draw = res.json().data.draw;
    }
    const ab = draw.matches.find((m) => m.score?.includes('160/4 (20)'))!;
    expect(ab.score).toBe(
      ab.opponent1!.id === A ? '160/4 (20) – 140/9 (20)' : '140/9 (20) – 160/4 (20)',
    );
    const bc = draw.matches.find((m) => m.score?.includes('120 (15)'))!;
    expect(bc.opponent1!.id === B ? bc.opponent1!.result : bc.opponent2!.result).toBe('win');
    const ca = draw.matches.find((m) => m.score?.includes('131/3 (16.4)'))!;
    const cSide = ca.opponent1!.id === C ? 0 : 1;
    expect(ca.score_detail).toEqual({
      innings: cSide === 0 ? [played[2]![3], played[2]![1]] : [played[2]![1], played[2]![3]],
    });
    expect((cSide === 0 ? ca.opponent1 : ca.opponent2)!.result).toBe('win');
  });

  it('ranks the table by net run rate, to three decimals, and names the rule', () => {
    const [table] = draw.tables;
    expect(table!.rule.name.toLowerCase()).toContain('net run rate');
    expect(table!.rows.map((r) => r.points)).toEqual([3, 3, 3]);
    expect(table!.rows.map((r) => r.tiebreak.head_to_head)).toEqual([3, 3, 3]);
    // B: 290 runs in 40 overs less 280 in 40 (C all out in 15 counts 20) = 7.25 − 7 = 0.250.
    // A: 290 in 40 less 271 in 36.4 (36⅔) = 7.25 − 7.3909 = −0.141.
    // C: 251 in 36⅔ (20 + 16.4) less 280 in 40 = 6.8455 − 7 = −0.155.
    expect(table!.rows.map((r) => [r.entrant_id, r.rank, r.tiebreak.nrr])).toEqual([
      [B, 1, 0.25],
      [A, 2, -0.141],
      [C, 3, -0.155],
    ]);
    // Only figures in a row's tie-break (the overs behind a rate are the matches' to show).
    for (const row of table!.rows)
      for (const value of Object.values(row.tiebreak)) expect(typeof value).toBe('number');
  });

  it('the final standings follow the table', async () => {
    expect(draw.state).toBe('final');
    expect(draw.standings.map((s) => [s.entrant_id, s.rank])).toEqual([
      [B, 1],
      [A, 2],
      [C, 3],
    ]);
    const again = (await call(host, 'GET', url)).json().data as DrawView;
    expect(again.standings.map((s) => s.entrant_id)).toEqual([B, A, C]);
    expect(again.tables).toEqual(draw.tables);
  });
});

describe('a badminton elimination scored in sets', () => {
  let host: Actor;
  let draw: DrawView;
  let semi: MatchView;
  const score = {
    sets: [
      [21, 15],
      [18, 21],
      [21, 19],
    ],
  };

  beforeAll(async () => {
    // The host reads Matchday in Hindi (its `lang` cookie, as its login sets).
    host = await as(ctx.app, 'Host', { language: 'hi' });
    const { event, category } = await eventOf('Badminton', 4, false, host);
    const res = await call(host, 'POST', drawUrl(event, category), {
      format: 'single_elimination',
      seeding: 'random',
    });
    expect(res.statusCode, res.body).toBe(201);
    draw = res.json().data;
    expect(draw.scoring).toBe('sets');
    expect(draw.tables).toEqual([]);
    semi = ready(draw)[0]!;
  });

  const inHindi = (who: Actor): Actor => ({ ...who, cookie: `${who.cookie}; lang=hi` });

  it('refuses a winner the score contradicts, writing nothing', async () => {
    const res = await put(host, semi.id, { winner: semi.opponent2!.id, score });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.score).toBe(COMPETITION_MSG.winnerAgainstScore);
    const row = await rowOf(semi.id);
    expect([row.entered_at, row.score, row.score_detail, row.status]).toEqual([
      null,
      null,
      null,
      semi.status,
    ]);
  });

  it('refuses a tied set, in Hindi for a Hindi reader', async () => {
    const res = await put(inHindi(host), semi.id, { score: { sets: [[21, 21]] } });
    expect(res.statusCode).toBe(400);
    const hindi = ERROR_CATALOGS.hi['errors.score.setTied'];
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(res.json().error).toBe(hindi);
    expect(res.json().fields.score).toBe(hindi);
    expect(res.json().code).toBe('errors.score.setTied');
    expect((await rowOf(semi.id)).entered_at).toBeNull();
  });

  it('a level score needs a winner in an elimination', async () => {
    const level = {
      sets: [
        [21, 15],
        [15, 21],
      ],
    };
    const res = await put(host, semi.id, { score: level });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.winner).toBe(COMPETITION_MSG.levelNeedsWinner);
    // A preview with the winner named (the deciding set, say, not entered) is accepted.
    const named = await put(host, semi.id, {
      score: level,
      winner: semi.opponent2!.id,
      confirm: false,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data.applied).toBe(false);
    expect((await rowOf(semi.id)).entered_at).toBeNull();
  });

  it('takes the sets without a winner: the score’s winner goes through', async () => {
    const res = await put(host, semi.id, { score });
    expect(res.statusCode, res.body).toBe(200);
    draw = res.json().data.draw;
    const done = draw.matches.find((m) => m.id === semi.id)!;
    expect(done.score).toBe('21-15, 18-21, 21-19');
    expect(done.score_detail).toEqual(score);
    expect(done.opponent1!.result).toBe('win');
    const winner = semi.opponent1!.id;
    const final = draw.matches.find(
      (m) => m.id !== semi.id && (m.opponent1?.id === winner || m.opponent2?.id === winner),
    );
    expect(final, 'the winner plays on').toBeDefined();
  });

  it('a text correction keeps the winner and clears the structured score', async () => {
    const res = await put(host, semi.id, { winner: semi.opponent1!.id, score: '21-15, 21-19' });
    expect(res.statusCode, res.body).toBe(200);
    const done = (res.json().data.draw as DrawView).matches.find((m) => m.id === semi.id)!;
    expect(done.score).toBe('21-15, 21-19');
    expect(done.score_detail).toBeNull();
    expect((await rowOf(semi.id)).score_detail).toBeNull();
  });
});

describe('a sport scored in text', () => {
  let host: Actor;
  let draw: DrawView;

  beforeAll(async () => {
    host = await as(ctx.app, 'Host');
    const { event, category } = await eventOf('Carrom', 2, false, host);
    const res = await call(host, 'POST', drawUrl(event, category), {
      format: 'single_elimination',
    });
    expect(res.statusCode, res.body).toBe(201);
    draw = res.json().data;
    expect(draw.scoring).toBe('text');
    expect(draw.settings.overs).toBeNull();
  });

  it('refuses a structured score, and a text score without a winner', async () => {
    const m = ready(draw)[0]!;
    const structured = await put(host, m.id, { score: { goals: [2, 1] } });
    expect(structured.statusCode).toBe(400);
    expect(structured.json().fields.score).toBe(COMPETITION_MSG.scoreIsText);
    const noWinner = await put(host, m.id, { score: '29-12' });
    expect(noWinner.statusCode).toBe(400);
    expect(noWinner.json().fields.winner).toBe(COMPETITION_MSG.winnerRequired);
    expect((await rowOf(m.id)).entered_at).toBeNull();
  });

  it('takes a text score with its winner, as before', async () => {
    const m = ready(draw)[0]!;
    const res = await put(host, m.id, { winner: m.opponent2!.id, score: '29-12, 25-18' });
    expect(res.statusCode, res.body).toBe(200);
    draw = res.json().data.draw;
    const done = draw.matches.find((x) => x.id === m.id)!;
    expect([done.score, done.score_detail, done.opponent2!.result]).toEqual([
      '29-12, 25-18',
      null,
      'win',
    ]);
    expect(draw.state).toBe('final');
    expect(draw.standings[0]!.entrant_id).toBe(m.opponent2!.id);
  });
});
