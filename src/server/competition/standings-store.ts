import { and, eq, isNull } from 'drizzle-orm';
import { competitionPlaces } from '../../shared/competition/standings';
import type { Db } from '../platform/db/client';
import { drawEntrants, draws, type DrawRow } from '../platform/db/schema';
import { finalStandings, isFinished, type SportRules } from './bracket-engine';
import type { BracketData } from './bracket-store';

/**
 * Final ranks on the entrants once the last result is in (a lone entrant's walkover: at the
 * draw); none again if a correction reopens the draw. Returns whether the draw is finished.
 */
export async function settleStandings(
  tx: Db,
  draw: Pick<DrawRow, 'id' | 'format' | 'settings'>,
  data: BracketData,
  rules: SportRules,
  now: Date,
): Promise<boolean> {
  const done = isFinished(data, draw.format, draw.settings);
  await tx
    .update(drawEntrants)
    .set({ final_rank: null, walkover: false })
    .where(eq(drawEntrants.draw_id, draw.id));
  if (done) {
    // Stored as places (5th, 5th, 7th): every reader of final_rank shows them as they are.
    const standings = await finalStandings(data, draw.format, rules, draw.settings);
    for (const s of competitionPlaces(standings)) {
      await tx
        .update(drawEntrants)
        .set({ final_rank: s.rank, walkover: s.walkover ?? false })
        .where(and(eq(drawEntrants.draw_id, draw.id), eq(drawEntrants.bm_id, s.id)));
    }
  }
  await tx
    .update(draws)
    .set({ finished_at: done ? now : null, updated_at: now })
    .where(and(eq(draws.id, draw.id), done ? isNull(draws.finished_at) : undefined));
  return done;
}
