import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { enterResult, setCourt } from '../competition/results';
import { drawViewOf } from '../competition/view';
import { draws, events, users } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import type { DrawView } from '../../shared/competition/schemas';
import { games, ready, sequence, winnerOf } from './demo-play';

/**
 * The demo's double elimination plays on after start-up: every DEMO_RESULT_SECONDS a job enters
 * the next result as the host would (courts called, the public page updated live, certificates
 * when it ends), so a visitor sees results land. Each job names the number of results the draw
 * should have; a repeat (a retry after a SIGKILL) finds it there and only queues the next.
 */

/** A UUID that is the same for the same draw and step. */
function stepId(drawId: string, results: number): string {
  const h = createHash('sha256').update(`demo-result:${drawId}:${results}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

const resultsOf = (draw: DrawView) => draw.matches.filter((m) => m.entered_at !== null).length;

export async function queueDemoResult(deps: Deps, draw: DrawView): Promise<void> {
  const seconds = deps.config.demoResultSeconds;
  if (seconds <= 0 || draw.state === 'final') return;
  const results = resultsOf(draw) + 1;
  await deps.jobs.send(
    deps.db,
    'demo-result',
    { draw_id: draw.id, results },
    {
      // One job per step, however often a step is repeated: its id is made from the step, and
      // pg-boss inserts a job whose id exists as nothing.
      id: stepId(draw.id, results),
      // (pg-boss takes a number of seconds too, but through our SQL executor only a date
      // reaches PostgreSQL intact.)
      startAfter: new Date(Date.now() + seconds * 1000),
    },
  );
}

export async function playDemoResult(
  deps: Deps,
  job: { draw_id: string; results: number },
): Promise<void> {
  const [row] = await deps.db
    .select({ host: users })
    .from(draws)
    .innerJoin(events, eq(events.id, draws.event_id))
    .innerJoin(users, eq(users.id, events.host_id))
    .where(eq(draws.id, job.draw_id));
  if (!row) return; // redrawn or gone: the demo stops
  let draw = await drawViewOf(deps.db, job.draw_id);
  if (resultsOf(draw) < job.results) {
    // The match called to a court first (what "Up next" shows), else the first one ready.
    const next = ready(draw);
    const match = next.find((m) => m.court) ?? next[0];
    if (!match) return;
    const random = sequence(job.results * 7919);
    draw = (
      await enterResult(deps, row.host, match.id, {
        winner: winnerOf(draw, match, random),
        score: games(random),
        outcome: 'played',
        confirm: true,
      })
    ).draw;
    // The court it freed calls the next match that waits for one.
    const waiting = ready(draw).find((m) => !m.court);
    if (match.court && waiting) await setCourt(deps, row.host, waiting.id, match.court);
    draw = await drawViewOf(deps.db, job.draw_id);
  }
  await queueDemoResult(deps, draw);
}
