import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CATALOG_MSG,
  isTeamSport,
  type Category,
  type CategoryCreateSchema,
  type CategoryUpdateSchema,
} from '../../shared/catalog/schemas';
import { MSG } from '../../shared/messages';
import type { PageQuery } from '../../shared/pagination';
import { isForeignKeyViolation, isUniqueViolation } from '../platform/db/errors';
import { categories, sports, type CategoryRow } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { decodeCursor, encodeCursor } from '../platform/http/cursor';

type CreateInput = z.output<typeof CategoryCreateSchema>;
type UpdateInput = z.output<typeof CategoryUpdateSchema>;
const nameKey = sql<string>`lower(${categories.name})`;

function toCategory(row: CategoryRow, sportsName: string): Category {
  return {
    id: row.id,
    name: row.name,
    sports_id: row.sports_id,
    sport_details: { sports_name: sportsName },
    min_age: row.min_age,
    max_age: row.max_age,
    min_weight_allowed: row.min_weight_allowed,
    max_weight_allowed: row.max_weight_allowed,
    gender: row.gender,
    participants_in_team: row.participants_in_team,
    is_team_sport: row.is_team_sport,
  };
}

const withSport = (deps: Deps) =>
  deps.db
    .select({ category: categories, sports_name: sports.sports_name })
    .from(categories)
    .innerJoin(sports, eq(sports.id, categories.sports_id));

/** Categories by name, optionally of one sport, a page at a time, with their sport's name. */
export async function listCategories(
  deps: Deps,
  query: PageQuery & { sports_id?: string | undefined },
) {
  const where: SQL[] = [];
  if (query.sports_id) where.push(eq(categories.sports_id, query.sports_id));
  if (query.cursor) {
    const [name, id] = decodeCursor<[string, string]>(query.cursor, 2);
    where.push(or(gt(nameKey, name), and(eq(nameKey, name), gt(categories.id, id)))!);
  }
  const rows = await withSport(deps)
    .where(and(...where))
    .orderBy(asc(nameKey), asc(categories.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit).map((r) => toCategory(r.category, r.sports_name));
  const last = items.at(-1);
  const next =
    rows.length > query.limit && last ? encodeCursor([last.name.toLowerCase(), last.id]) : null;
  return { items, next };
}

export async function getCategory(deps: Deps, id: string): Promise<Category> {
  const [row] = await withSport(deps).where(eq(categories.id, id)).limit(1);
  if (!row) throw new AppError('not_found', MSG.notFound);
  return toCategory(row.category, row.sports_name);
}

function fields(input: UpdateInput) {
  return {
    name: input.name,
    min_age: input.min_age,
    max_age: input.max_age,
    min_weight_allowed: input.min_weight_allowed,
    max_weight_allowed: input.max_weight_allowed,
    gender: input.gender,
    participants_in_team: input.participants_in_team,
    // Derived here whatever the client sends (§3).
    is_team_sport: isTeamSport(input.participants_in_team),
  };
}

function explain(err: unknown): never {
  if (isUniqueViolation(err)) {
    throw new AppError('conflict', CATALOG_MSG.categoryTaken, { name: CATALOG_MSG.categoryTaken });
  }
  if (isForeignKeyViolation(err)) {
    throw new AppError('bad_request', CATALOG_MSG.sportMissing, {
      sports_id: CATALOG_MSG.sportMissing,
    });
  }
  throw err;
}

export async function createCategory(deps: Deps, input: CreateInput): Promise<Category> {
  try {
    const [row] = await deps.db
      .insert(categories)
      .values({ sports_id: input.sports_id, ...fields(input) })
      .returning({ id: categories.id });
    return await getCategory(deps, row!.id);
  } catch (err) {
    return explain(err);
  }
}

export async function updateCategory(
  deps: Deps,
  id: string,
  input: UpdateInput,
): Promise<Category> {
  try {
    const [row] = await deps.db
      .update(categories)
      .set(fields(input))
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (!row) throw new AppError('not_found', MSG.notFound);
    return await getCategory(deps, row.id);
  } catch (err) {
    return explain(err);
  }
}

export async function deleteCategory(deps: Deps, id: string): Promise<void> {
  try {
    const [row] = await deps.db
      .delete(categories)
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (!row) throw new AppError('not_found', MSG.notFound);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError('conflict', CATALOG_MSG.categoryInUse);
    throw err;
  }
}
