import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultsNotYetMessage } from '../../shared/competition/results-open';
import { COMPETITION_MSG, type DrawView, type Results } from '../../shared/competition/schemas';
import { venueInstant } from '../../shared/events/registration-window';
import {
  draws,
  matches,
  participations,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport, makeUser } from '../seed/factories';
import { apiCaller, as } from '../test/sessions';
import { registerAndPay } from '../test/registrations';
import { startEventOn } from '../test/event-day';
import { useTestApp } from '../test/test-app';

// Issue 18 on PostgreSQL: closing registration, draws (who is drawn, separation, redraw rules),
// results by the host and its gate staff only, corrections previewed then re-flowed, standings
// and medals, and the public results with their live stream.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let otherHost: Actor;
let staff: Actor;
let stranger: Actor;
let singles: CategoryRow;
let doubles: CategoryRow;
let event: EventRow;
const paid: string[] = [];

async function register(category: CategoryRow, school: string | null, pay = true) {
  const { id } = await registerAndPay(ctx.app, event, category, {
    pay,
    team_name: `Team ${paid.length}`,
    user: { school_or_college: school },
  });
  return id;
}

const drawUrl = (category: CategoryRow) => `/events/${event.id}/categories/${category.id}/draw`;
const ready = (draw: DrawView) =>
  draw.matches.filter((m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null);

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  otherHost = await as(ctx.app, 'Host');
  staff = await as(ctx.app, 'Participant');
  stranger = await as(ctx.app, 'Participant');
  const sports_id = (await makeSport(ctx.app.db)).id;
  singles = await makeCategory(ctx.app.db, { sports_id });
  doubles = await makeCategory(ctx.app.db, { sports_id, participants_in_team: 2 });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id,
    prices: [
      { category_id: singles.id, price: 100 },
      { category_id: doubles.id, price: 200 },
    ],
  });
  expect(
    (await call(host, 'POST', `/events/${event.id}/staff`, { email: staff.user.email })).statusCode,
  ).toBe(201);
  // Five paid singles, two of them from one school; one unpaid; three paid pairs.
  for (const school of ['Alpha School', 'Alpha School', 'Beta College', null, 'Gamma Academy']) {
    paid.push(await register(singles, school));
  }
  await register(singles, 'Beta College', false);
  for (let i = 0; i < 3; i++) await register(doubles, null);
});

describe('closing registration', () => {
  it('a draw before registration closes answers 409', async () => {
    const res = await call(host, 'POST', drawUrl(singles), { format: 'single_elimination' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(COMPETITION_MSG.registrationOpen);
  });

  it('only the event’s host closes it, once', async () => {
    const url = `/events/${event.id}/close-registration`;
    expect((await call(otherHost, 'POST', url)).statusCode).toBe(403);
    expect((await call(staff, 'POST', url)).statusCode).toBe(403);
    const res = await call(host, 'POST', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.registration_state).toBe('closed');
    const again = await call(host, 'POST', url);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(COMPETITION_MSG.alreadyClosed);
    // Nobody can register any more.
    const late = await as(ctx.app, 'Participant');
    const res2 = await call(late, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: singles.id,
    });
    expect(res2.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('the draw', () => {
  let draw: DrawView;

  it('takes the paid entries only, places byes and keeps one school apart', async () => {
    const res = await call(host, 'POST', drawUrl(singles), {
      format: 'single_elimination',
      seeding: 'random',
    });
    expect(res.statusCode, res.body).toBe(201);
    draw = res.json().data;
    expect(draw.entrants.map((e) => e.participation_id).sort()).toEqual([...paid].sort());
    expect(draw.state).toBe('drawn');
    expect(draw.round_one_conflicts).toBe(0);
    // 5 entrants in 8 slots: three byes, no match of two byes.
    const firstRound = draw.matches.filter((m) => m.round_id === draw.rounds[0]!.id);
    expect(firstRound).toHaveLength(4);
    expect(firstRound.filter((m) => m.opponent1 === null || m.opponent2 === null)).toHaveLength(3);
    // The two Alpha School entrants are in different halves of a random draw.
    const alpha = draw.entrants.filter((e) => e.organisation === 'Alpha School').map((e) => e.id);
    const half = (id: number) =>
      firstRound.findIndex((m) => m.opponent1?.id === id || m.opponent2?.id === id) < 2;
    expect(half(alpha[0]!)).not.toBe(half(alpha[1]!));
  });

  it('the event’s public read says it has results once a category is drawn', async () => {
    const read = await call(null, 'GET', `/events/${event.id}`);
    expect(read.json().data.has_results).toBe(true);
    const other = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: singles.sports_id,
    });
    expect((await call(null, 'GET', `/events/${other.id}`)).json().data.has_results).toBe(false);
  });

  it('only the host draws; its gate staff read it; nobody else', async () => {
    expect(
      (await call(staff, 'POST', drawUrl(singles), { format: 'round_robin' })).statusCode,
    ).toBe(403);
    expect(
      (await call(otherHost, 'POST', drawUrl(singles), { format: 'round_robin' })).statusCode,
    ).toBe(403);
    expect((await call(staff, 'GET', drawUrl(singles))).statusCode).toBe(200);
    expect((await call(stranger, 'GET', drawUrl(singles))).statusCode).toBe(403);
    expect((await call(null, 'GET', drawUrl(singles))).statusCode).toBe(401);
  });

  it('refuses bad requests whole', async () => {
    const bad = await call(host, 'POST', drawUrl(singles), { format: 'knockout' });
    expect(bad.statusCode).toBe(400);
    const manual = await call(host, 'POST', drawUrl(singles), {
      format: 'round_robin',
      seeding: 'manual',
      order: paid.slice(0, 4),
    });
    expect(manual.statusCode).toBe(400);
    expect(manual.json().error).toBe(COMPETITION_MSG.manualOrder);
    // The draw as it was.
    const now = (await call(host, 'GET', drawUrl(singles))).json().data as DrawView;
    expect(now.format).toBe('single_elimination');
    const elsewhere = await call(host, 'POST', `/events/${event.id}/categories/${paid[0]}/draw`, {
      format: 'round_robin',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('can be redone by hand (manual seeding) until the first result', async () => {
    const order = [...paid].reverse();
    const res = await call(host, 'POST', drawUrl(singles), {
      format: 'single_elimination',
      seeding: 'manual',
      order,
      bronze: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const first = draw.id;
    draw = res.json().data;
    expect(draw.id).toBe(first);
    expect(draw.settings.seeding).toBe('manual');
    expect(draw.entrants.find((e) => e.seed === 1)!.participation_id).toBe(order[0]);
    // The top seed has a bye: it waits in round two.
    const top = draw.entrants.find((e) => e.seed === 1)!.id;
    expect(ready(draw).some((m) => m.opponent1?.id === top || m.opponent2?.id === top)).toBe(false);
  });

  it('team categories draw teams', async () => {
    const res = await call(host, 'POST', drawUrl(doubles), { format: 'round_robin' });
    expect(res.statusCode, res.body).toBe(201);
    const teams = res.json().data as DrawView;
    expect(teams.entrants.map((e) => e.name).every((n) => n.startsWith('Team '))).toBe(true);
    expect(teams.matches).toHaveLength(3);
  });

  it('takes results from the start date only: 409 the day before, from 00:00 IST that day', async () => {
    const teams = (await call(host, 'GET', drawUrl(doubles))).json().data as DrawView;
    const m = teams.matches[0]!;
    const enter = (body: object = {}) =>
      call(host, 'PUT', `/matches/${m.id}`, { winner: m.opponent1!.id, ...body });
    // The event starts in two weeks: refused, with when, and nothing written.
    const early = await enter();
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(resultsNotYetMessage(event.start_date));
    const [row] = await ctx.app.db.select().from(matches).where(eq(matches.id, m.id));
    expect(row!.entered_at).toBeNull();
    // Its start brought to today: a minute before 00:00 IST it is still the day before; from
    // midnight the host may start early (a preview, so the draw stays as it is for the next test).
    event = await startEventOn(ctx.app.db, event.id);
    const midnight = venueInstant(event.start_date).getTime();
    try {
      ctx.clock.advance(midnight - 60_000 - Date.now());
      expect((await enter({ confirm: false })).statusCode).toBe(409);
      ctx.clock.reset();
      ctx.clock.advance(midnight - Date.now());
      const onTheDay = await enter({ confirm: false });
      expect(onTheDay.statusCode, onTheDay.body).toBe(200);
      expect(onTheDay.json().data.applied).toBe(false);
    } finally {
      ctx.clock.reset();
    }
  });

  it('a result that waited for a redraw finds its match gone: 404, nothing written', async () => {
    const teams = (await call(host, 'GET', drawUrl(doubles))).json().data as DrawView;
    const m = teams.matches[0]!;
    // A redraw holds the draw's lock and takes the old matches away while the result waits.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let locked = () => {};
    const holding = new Promise<void>((r) => (locked = r));
    const redraw = ctx.app.database.db.transaction(async (tx) => {
      await tx.select({ id: draws.id }).from(draws).where(eq(draws.id, teams.id)).for('update');
      await tx.delete(matches).where(eq(matches.draw_id, teams.id));
      locked();
      await held;
    });
    // The result is sent once the redraw holds the lock: sent at once, it could take the lock
    // first on a busy machine, and then nothing would wait.
    await holding;
    const result = call(host, 'PUT', `/matches/${m.id}`, { winner: m.opponent1!.id });
    try {
      await waitFor(async () => {
        const { rows } = await ctx.app.database.raw(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        );
        return (rows[0] as { n: number }).n > 0;
      });
    } finally {
      // Never left holding the lock: the file's app could not close.
      release();
    }
    await redraw;
    const res = await result;
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error).toBe(COMPETITION_MSG.matchNotFound);
    // Drawn again for real, as the redraw would have left it.
    expect((await call(host, 'POST', drawUrl(doubles), { format: 'round_robin' })).statusCode).toBe(
      201,
    );
  });
});

/** Polls a condition (not a fixed sleep) until it holds, for at most five seconds. */
async function waitFor(holds: () => Promise<boolean>) {
  const deadline = Date.now() + 5_000;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('results', () => {
  let draw: DrawView;
  beforeAll(async () => {
    draw = (await call(host, 'GET', drawUrl(singles))).json().data;
  });
  const put = (who: Actor | null, id: string, body: object) =>
    call(who, 'PUT', `/matches/${id}`, body);

  it('only the host, an admin and the event’s gate staff enter them', async () => {
    const m = ready(draw)[0]!;
    const body = { winner: m.opponent1!.id, score: '21-15, 21-18' };
    expect((await put(stranger, m.id, body)).statusCode).toBe(403);
    expect((await put(otherHost, m.id, body)).statusCode).toBe(403);
    expect((await put(null, m.id, body)).statusCode).toBe(401);
    const res = await put(staff, m.id, body);
    expect(res.statusCode, res.body).toBe(200);
    draw = res.json().data.draw;
    const done = draw.matches.find((x) => x.id === m.id)!;
    expect(done.score).toBe('21-15, 21-18');
    expect(done.opponent1!.result).toBe('win');
    expect(draw.state).toBe('running');
  });

  it('refuses a winner who is not in the match and a match not ready', async () => {
    const m = ready(draw)[0]!;
    const outsider = draw.entrants.find(
      (e) => e.id !== m.opponent1!.id && e.id !== m.opponent2!.id,
    )!.id;
    const wrong = await put(host, m.id, { winner: outsider });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(COMPETITION_MSG.winnerNotInMatch);
    const waiting = draw.matches.find(
      (x) => x.status < 2 && x.opponent1 !== null && x.opponent2 !== null,
    )!;
    const early = await put(host, waiting.id, { winner: 0 });
    expect(early.statusCode).toBe(409);
    expect((await put(host, '0123456789abcdef01234567', { winner: 0 })).statusCode).toBe(404);
  });

  it('a draw with results cannot be redone', async () => {
    const res = await call(host, 'POST', drawUrl(singles), { format: 'round_robin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(COMPETITION_MSG.drawStarted);
  });

  it('plays to a final standing with a podium and a medal table', async () => {
    for (let guard = 0; guard < 10 && ready(draw).length; guard++) {
      const m = ready(draw)[0]!;
      const res = await put(host, m.id, { winner: m.opponent1!.id, score: '2-0' });
      expect(res.statusCode, res.body).toBe(200);
      draw = res.json().data.draw;
    }
    expect(draw.state).toBe('final');
    expect(draw.standings.slice(0, 4).map((s) => s.rank)).toEqual([1, 2, 3, 4]);
    const results = (await call(null, 'GET', `/events/${event.id}/results`)).json().data as Results;
    const medals = results.medals.reduce((n, r) => n + r.gold + r.silver + r.bronze, 0);
    expect(medals).toBe(3);
    const first = draw.standings[0]!;
    expect(results.medals.find((r) => r.gold === 1)!.organisation).toBe(
      first.organisation ?? 'Independent',
    );
  });

  it('a correction is previewed, then re-flows through the bracket', async () => {
    // The final's winner is known; correct the first semifinal played.
    const semis = draw.matches.filter(
      (m) =>
        m.round_id ===
        draw.rounds.find((r) => r.number === 2 && r.group_id === draw.groups[0]!.id)!.id,
    );
    const semi = semis[0]!;
    const loser = semi.opponent1!.result === 'win' ? semi.opponent2!.id : semi.opponent1!.id;
    const before = await ctx.app.db.select().from(matches).where(eq(matches.draw_id, draw.id));
    const preview = await put(host, semi.id, { winner: loser, confirm: false });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.applied).toBe(false);
    const changes = preview.json().data.changes as {
      label: string;
      before: string;
      after: string;
    }[];
    expect(changes.some((c) => c.label.includes('Final'))).toBe(true);
    // Only real changes: the other semifinal (its state moves, its result stands) is not listed.
    expect(changes.every((c) => c.before !== c.after)).toBe(true);
    expect(changes.some((c) => c.label.includes('Semifinals'))).toBe(false);
    // Nothing changed yet.
    const still = await ctx.app.db.select().from(matches).where(eq(matches.draw_id, draw.id));
    expect(still.map((m) => [m.id, m.status, m.entered_at?.getTime()])).toEqual(
      before.map((m) => [m.id, m.status, m.entered_at?.getTime()]),
    );
    const res = await put(host, semi.id, { winner: loser });
    expect(res.statusCode, res.body).toBe(200);
    draw = res.json().data.draw;
    expect(draw.state).toBe('running');
    expect(draw.standings).toEqual([]);
    const final = draw.matches.find(
      (m) =>
        changes.some((c) => c.label.includes('Final')) &&
        m.round_id === draw.rounds.filter((r) => r.group_id === draw.groups[0]!.id).at(-1)!.id,
    )!;
    expect([final.opponent1?.id, final.opponent2?.id]).toContain(loser);
    expect(final.score).toBeNull();
    expect(final.entered_at).toBeNull();
  });
});

describe('live public results', () => {
  it('a draft’s results are not found', async () => {
    const draft = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: singles.sports_id,
      status: 'draft',
    });
    expect((await call(null, 'GET', `/events/${draft.id}/results`)).statusCode).toBe(404);
  });

  it('the stream sends the results, then each change without asking', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/events/${event.id}/results/stream`, {
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextResults = async (): Promise<Results> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (block.includes('event: results') && data) return JSON.parse(data.slice(6));
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    const first = await nextResults();
    const draw = first.categories.find((c) => c.category_id === singles.id)!.draw!;
    const m = ready(draw)[0]!;
    const put = await call(staff, 'PUT', `/matches/${m.id}`, {
      winner: m.opponent2!.id,
      score: '3-1',
    });
    expect(put.statusCode, put.body).toBe(200);
    const next = await nextResults();
    expect(next.version).not.toBe(first.version);
    const seen = next.categories
      .find((c) => c.category_id === singles.id)!
      .draw!.matches.find((x) => x.id === m.id)!;
    expect(seen.score).toBe('3-1');
    controller.abort();
  });
});

describe('who is drawn on event day', () => {
  it('leaves out no-shows, and takes only the checked-in once the gate is used', async () => {
    const category = await makeCategory(ctx.app.db, { sports_id: singles.sports_id });
    const day = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: singles.sports_id,
      prices: [{ category_id: category.id, price: 100 }],
    });
    const saved = event;
    event = day;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await register(category, null));
    event = saved;
    await ctx.app.db
      .update(participations)
      .set({ event_day_status: 'no_show' })
      .where(eq(participations.id, ids[3]!));
    expect((await call(host, 'POST', `/events/${day.id}/close-registration`)).statusCode).toBe(200);
    const url = `/events/${day.id}/categories/${category.id}/entrants`;
    const all = (await call(host, 'GET', url)).json().data as { participation_id: string }[];
    expect(all.map((c) => c.participation_id).sort()).toEqual(ids.slice(0, 3).sort());
    // Two check in: from then on only they are drawn.
    for (const id of ids.slice(0, 2)) {
      const res = await call(host, 'POST', '/event/checkin', {
        event_id: day.id,
        participation_id: id,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const present = (await call(host, 'GET', url)).json().data as { participation_id: string }[];
    expect(present.map((c) => c.participation_id).sort()).toEqual(ids.slice(0, 2).sort());
    const drawn = await call(host, 'POST', `/events/${day.id}/categories/${category.id}/draw`, {
      format: 'double_elimination',
    });
    expect(drawn.statusCode, drawn.body).toBe(201);
    expect((drawn.json().data as DrawView).entrants).toHaveLength(2);
  });
});

describe('a 64-entrant double elimination, end to end', () => {
  it('is drawn, played through the API by the gate staff and finishes with a full standing', async () => {
    const category = await makeCategory(ctx.app.db, { sports_id: singles.sports_id });
    const big = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: singles.sports_id,
      window: 'closed',
      prices: [{ category_id: category.id, price: 100 }],
    });
    expect(
      (await call(host, 'POST', `/events/${big.id}/staff`, { email: staff.user.email })).statusCode,
    ).toBe(201);
    // 64 paid entrants from 8 clubs, written directly (the payment flow is tested elsewhere).
    for (let i = 0; i < 64; i++) {
      const who = await makeUser(ctx.app.db, {
        role: 'Participant',
        school_or_college: `Club ${i % 8}`,
      });
      await ctx.app.db.insert(participations).values({
        event_id: big.id,
        category_id: category.id,
        participant_id: who.id,
        amount_minor: 10_000,
        payment_status: 'captured',
        captured_at: new Date(),
      });
    }
    const drawn = await call(host, 'POST', `/events/${big.id}/categories/${category.id}/draw`, {
      format: 'double_elimination',
      grand_final: 'double',
    });
    await startEventOn(ctx.app.db, big.id);
    expect(drawn.statusCode, drawn.body).toBe(201);
    let draw = drawn.json().data as DrawView;
    expect(draw.entrants).toHaveLength(64);
    // Eight clubs of eight in 32 first-round pairs: nobody meets their own club first.
    expect(draw.round_one_conflicts).toBe(0);
    let played = 0;
    for (let guard = 0; guard < 200 && ready(draw).length; guard++) {
      const m = ready(draw)[0]!;
      const winner = played % 3 === 0 ? m.opponent2!.id : m.opponent1!.id;
      const res = await call(staff, 'PUT', `/matches/${m.id}`, { winner, score: `${played}` });
      expect(res.statusCode, res.body).toBe(200);
      draw = res.json().data.draw;
      played++;
    }
    expect(draw.state).toBe('final');
    // 63 on the winners' side and 62 on the losers' side, plus one or two grand finals.
    expect(played).toBeGreaterThanOrEqual(126);
    expect(played).toBeLessThanOrEqual(127);
    expect(draw.standings).toHaveLength(64);
    expect(draw.standings.filter((s) => s.rank === 1)).toHaveLength(1);
    // Places by standard competition ranking: the two out in one losers' round share a place
    // and the next two are two places lower (5th, 5th, 7th, 7th), down to the sixteen 49ths.
    const places = draw.standings.map((s) => s.rank);
    expect(places.slice(0, 8)).toEqual([1, 2, 3, 4, 5, 5, 7, 7]);
    places.forEach((place, i) => expect(place, `standing ${i}`).toBe(places.indexOf(place) + 1));
    expect(places.at(-1)).toBe(49);
    const results = (await call(null, 'GET', `/events/${big.id}/results`)).json().data as Results;
    const medals = results.medals.reduce((n, r) => n + r.gold + r.silver + r.bronze, 0);
    expect(medals).toBe(3);
  }, 120_000);
});
