import { beforeAll, describe, expect, it } from 'vitest';
import type { DrawView } from '../../shared/competition/schemas';
import { drawViewOf } from '../competition/view';
import { makeCategory, makeEvent, makeSport } from './factories';
import { playDemoResult, queueDemoResult } from './demo-live';
import { startEventOn } from '../test/event-day';
import { registerAndPay } from '../test/registrations';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// The demo's draw plays on by itself after start-up: one result per job, the court it frees
// called again, the next job queued; a repeated job enters nothing more; it stops when final.
// The worker is off: the test runs each job itself instead of waiting out DEMO_RESULT_SECONDS.
const ctx = useTestApp({ worker: false, env: { DEMO_RESULT_SECONDS: '30', SEED_DEMO: 'true' } });
const call = apiCaller(() => ctx.app);

const resultsOf = (draw: DrawView) => draw.matches.filter((m) => m.entered_at !== null).length;
const ready = (draw: DrawView) =>
  draw.matches.filter((m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null);

async function queued() {
  const { rows } = await ctx.app.database.raw(
    `SELECT data, start_after > now() + interval '20 seconds' AS later FROM pgboss.job
      WHERE name = 'demo-result' AND state = 'created' ORDER BY created_on`,
  );
  return rows as { data: { draw_id: string; results: number }; later: boolean }[];
}

let draw: DrawView;

beforeAll(async () => {
  const host = await as(ctx.app, 'Host');
  const sports_id = (await makeSport(ctx.app.db)).id;
  const category = await makeCategory(ctx.app.db, { sports_id });
  const event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id,
    prices: [{ category_id: category.id, price: 100 }],
  });
  for (let i = 0; i < 5; i++) await registerAndPay(ctx.app, event, category);
  expect((await call(host, 'POST', `/events/${event.id}/close-registration`)).statusCode).toBe(200);
  const made = await call(host, 'POST', `/events/${event.id}/categories/${category.id}/draw`, {
    format: 'double_elimination',
  });
  expect(made.statusCode, made.body).toBe(201);
  draw = made.json().data;
  // Event day: results are taken from the start date.
  await startEventOn(ctx.app.db, event.id);
  // The host calls the second ready match to a court: the demo plays what is called first.
  const court = await call(host, 'PUT', `/matches/${ready(draw)[1]!.id}/court`, {
    court: 'Court 1',
  });
  expect(court.statusCode, court.body).toBe(200);
  draw = await drawViewOf(ctx.app.db, draw.id);
});

describe('the demo’s live draw', () => {
  it('queues its first result for later', async () => {
    await queueDemoResult(ctx.app.deps, draw);
    expect(await queued()).toEqual([{ data: { draw_id: draw.id, results: 1 }, later: true }]);
  });

  it('plays the match on court first, calls the next to that court, and queues the next step', async () => {
    const called = draw.matches.find((m) => m.court === 'Court 1')!;
    await playDemoResult(ctx.app.deps, { draw_id: draw.id, results: 1 });
    const after = await drawViewOf(ctx.app.db, draw.id);
    expect(resultsOf(after)).toBe(1);
    expect(after.matches.find((m) => m.id === called.id)!.entered_at).not.toBeNull();
    const onCourt = after.matches.filter((m) => m.court === 'Court 1');
    expect(onCourt.map((m) => m.id)).toContain(called.id);
    expect(onCourt.some((m) => m.id !== called.id && m.entered_at === null)).toBe(true);
    expect((await queued()).map((j) => j.data.results)).toEqual([1, 2]);
  });

  it('a repeated step (a retry after a crash) enters nothing more and queues the next once', async () => {
    await playDemoResult(ctx.app.deps, { draw_id: draw.id, results: 1 });
    expect(resultsOf(await drawViewOf(ctx.app.db, draw.id))).toBe(1);
    expect((await queued()).map((j) => j.data.results)).toEqual([1, 2]);
  });

  it('plays on to a final standing, then stops', async () => {
    for (let step = 2; step < 40; step++) {
      await playDemoResult(ctx.app.deps, { draw_id: draw.id, results: step });
      if ((await drawViewOf(ctx.app.db, draw.id)).state === 'final') break;
    }
    const done = await drawViewOf(ctx.app.db, draw.id);
    expect(done.state).toBe('final');
    expect(done.standings.length).toBe(5);
    const steps = (await queued()).map((j) => j.data.results);
    // Nothing is queued after the last result.
    expect(steps.at(-1)).toBe(resultsOf(done));
  });
});
