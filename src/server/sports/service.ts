import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { CATALOG_MSG, type SportRequestSchema } from '../../shared/catalog/schemas';
import { suggestedScoring } from '../../shared/catalog/suggested-scoring';
import { MSG } from '../../shared/messages';
import type { PageQuery } from '../../shared/pagination';
import type { z } from 'zod';
import { batchedPerDb } from '../platform/db/batched';
import { isForeignKeyViolation, isUniqueViolation } from '../platform/db/errors';
import { preparedPerDb } from '../platform/db/prepared';
import { sports, type SportRow } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { decodeCursor, encodeCursor } from '../platform/http/cursor';

type SportInput = z.output<typeof SportRequestSchema>;
const nameKey = sql<string>`lower(${sports.sports_name})`;

export const toSport = (row: SportRow) => ({
  id: row.id,
  sports_name: row.sports_name,
  scoring: row.scoring,
  ranking_points: row.ranking_points,
});

const ph = (name: string) => sql.placeholder(name);

// The catalogue's pages by their two shapes, prepared: the first page (the filters of the list and
// home pages read it on every visit) and a page after a cursor.
const firstSports = preparedPerDb((db, name) =>
  db.select().from(sports).orderBy(asc(nameKey), asc(sports.id)).limit(ph('limit')).prepare(name),
);
const sportsAfter = preparedPerDb((db, name) =>
  db
    .select()
    .from(sports)
    .where(or(gt(nameKey, ph('name')), and(eq(nameKey, ph('name')), gt(sports.id, ph('id')))))
    .orderBy(asc(nameKey), asc(sports.id))
    .limit(ph('limit'))
    .prepare(name),
);

/**
 * First pages asked for together are one read of the longest (decision 062): every visit to a
 * list page asks for the same page of the same small catalogue.
 */
const readFirstSports = batchedPerDb(async (db, limits: readonly number[]) => {
  const rows = await firstSports(db, 'sports_first').execute({ limit: Math.max(...limits) });
  return limits.map((limit) => rows.slice(0, limit));
});

/** Sports in name order, a page at a time (keyset on lower(name), id). */
export async function listSports(deps: Deps, page: PageQuery) {
  let rows: SportRow[];
  if (page.cursor) {
    const [name, id] = decodeCursor<[string, string]>(page.cursor, 2);
    rows = await sportsAfter(deps.db, 'sports_after').execute({ name, id, limit: page.limit + 1 });
  } else rows = await readFirstSports(deps.db, page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  const next =
    rows.length > page.limit && last
      ? encodeCursor([last.sports_name.toLowerCase(), last.id])
      : null;
  return { items, next };
}

export async function getSport(deps: Deps, id: string): Promise<SportRow> {
  const [row] = await deps.db.select().from(sports).where(eq(sports.id, id)).limit(1);
  if (!row) throw new AppError('not_found', MSG.notFound);
  return row;
}

function conflictOnDuplicate(err: unknown): never {
  if (isUniqueViolation(err)) {
    throw new AppError('conflict', CATALOG_MSG.sportTaken, { sports_name: CATALOG_MSG.sportTaken });
  }
  throw err;
}

export async function createSport(deps: Deps, input: SportInput): Promise<SportRow> {
  try {
    const [row] = await deps.db
      .insert(sports)
      .values({
        sports_name: input.sports_name,
        scoring: input.scoring ?? suggestedScoring(input.sports_name),
        // Left out, the column's default points.
        ...(input.ranking_points ? { ranking_points: input.ranking_points } : {}),
      })
      .returning();
    return row!;
  } catch (err) {
    return conflictOnDuplicate(err);
  }
}

export async function updateSport(deps: Deps, id: string, input: SportInput): Promise<SportRow> {
  try {
    const [row] = await deps.db
      .update(sports)
      .set({
        sports_name: input.sports_name,
        // Left out, a rename keeps the scoring the admin chose.
        ...(input.scoring ? { scoring: input.scoring } : {}),
        ...(input.ranking_points ? { ranking_points: input.ranking_points } : {}),
      })
      .where(eq(sports.id, id))
      .returning();
    if (!row) throw new AppError('not_found', MSG.notFound);
    return row;
  } catch (err) {
    return conflictOnDuplicate(err);
  }
}

/** A sport that categories or events use stays (the foreign keys refuse, we answer 409). */
export async function deleteSport(deps: Deps, id: string): Promise<void> {
  try {
    const [row] = await deps.db
      .delete(sports)
      .where(eq(sports.id, id))
      .returning({ id: sports.id });
    if (!row) throw new AppError('not_found', MSG.notFound);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError('conflict', CATALOG_MSG.sportInUse);
    throw err;
  }
}
