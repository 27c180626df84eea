import { and, asc, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { MSG } from '../../shared/messages';
import {
  pointsForPlace,
  rankCompetitors,
  rankingWindowStart,
  type RankedCompetitor,
} from '../../shared/rankings/points';
import type { Ranking, RankingCategory } from '../../shared/rankings/schemas';
import type { Db } from '../platform/db/client';
import {
  categories,
  drawEntrants,
  draws,
  events,
  participations,
  sports,
} from '../platform/db/schema';
import { AppError } from '../platform/http/app-error';

type Competitor = RankedCompetitor & { key: string };

/**
 * Each competitor's points in a category (issue 30): the sport's points for their place at every
 * draw of the category that finished in the last year, at published events (what the public
 * results show). A competitor is who competed across events, as earlier results' seeding reads
 * it: the dependant, else the account. A team category's entrant is the team, ranked by its
 * captain's account (the registration's holder) under its latest team name: simple, and a
 * captain who keeps the team keeps its points. Those placed but without points are left out.
 */
async function competitorsOf(
  db: Db,
  categoryId: string,
  points: readonly number[],
  now: Date,
): Promise<Competitor[]> {
  const rows = await db
    .select({
      participant_id: participations.participant_id,
      dependant_id: participations.dependant_id,
      name: drawEntrants.name,
      rank: drawEntrants.final_rank,
    })
    .from(drawEntrants)
    .innerJoin(draws, eq(draws.id, drawEntrants.draw_id))
    .innerJoin(events, eq(events.id, draws.event_id))
    .innerJoin(participations, eq(participations.id, drawEntrants.participation_id))
    .where(
      and(
        eq(draws.category_id, categoryId),
        gte(draws.finished_at, rankingWindowStart(now)),
        isNotNull(drawEntrants.final_rank),
        eq(events.status, 'published'),
      ),
    )
    // Latest first: a competitor is named as on their latest draw.
    .orderBy(desc(draws.finished_at), asc(draws.id));
  const byKey = new Map<string, Competitor>();
  for (const r of rows) {
    const key = r.dependant_id ?? r.participant_id;
    const rank = r.rank!;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, {
        key,
        name: r.name,
        points: pointsForPlace(points, rank),
        events: 1,
        best_place: rank,
      });
      continue;
    }
    seen.points += pointsForPlace(points, rank);
    seen.events += 1;
    seen.best_place = Math.min(seen.best_place, rank);
  }
  return [...byKey.values()].filter((c) => c.points > 0);
}

/**
 * The ranking points of a sport's category at `now`: competitor (dependant_id ?? participant_id)
 * → points, for seeding a draw "by ranking". Those without points are absent; so is everyone
 * when the category is not the sport's.
 */
export async function rankingPoints(
  db: Db,
  sportId: string,
  categoryId: string,
  now: Date,
): Promise<Map<string, number>> {
  const [sport] = await db
    .select({ points: sports.ranking_points })
    .from(categories)
    .innerJoin(sports, eq(sports.id, categories.sports_id))
    .where(and(eq(categories.id, categoryId), eq(sports.id, sportId)));
  if (!sport) return new Map();
  const competitors = await competitorsOf(db, categoryId, sport.points, now);
  return new Map(competitors.map((c) => [c.key, c.points]));
}

/** GET /rankings: a category's public ranking; 404 for an unknown one, or another sport's. */
export async function ranking(
  db: Db,
  query: { sport_id?: string | undefined; category_id: string },
  now: Date,
): Promise<Ranking> {
  const [found] = await db
    .select({
      category: { id: categories.id, name: categories.name },
      sport: { id: sports.id, name: sports.sports_name, points: sports.ranking_points },
    })
    .from(categories)
    .innerJoin(sports, eq(sports.id, categories.sports_id))
    .where(eq(categories.id, query.category_id));
  if (!found || (query.sport_id !== undefined && found.sport.id !== query.sport_id)) {
    throw new AppError('not_found', MSG.notFound);
  }
  const competitors = await competitorsOf(db, found.category.id, found.sport.points, now);
  return {
    sport: { id: found.sport.id, name: found.sport.name },
    category: found.category,
    ranking_points: found.sport.points,
    rows: rankCompetitors(competitors).map(({ rank, name, points, events, best_place }) => ({
      rank,
      name,
      points,
      events,
      best_place,
    })),
  };
}

/** A sport's categories by name, for the ranking page; 404 for an unknown sport. */
export async function rankingCategories(db: Db, sportId: string): Promise<RankingCategory[]> {
  const [sport] = await db.select({ id: sports.id }).from(sports).where(eq(sports.id, sportId));
  if (!sport) throw new AppError('not_found', MSG.notFound);
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.sports_id, sportId))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}
