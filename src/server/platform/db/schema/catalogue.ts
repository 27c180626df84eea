import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Scoring } from '../../../../shared/competition/scores';
import { genderEnum, users } from './accounts';
import { createdAt, id, idRef, timestamptz, updatedAt } from './columns';

// The catalogue: sports, their categories, and participants' dependants.

export const sports = pgTable(
  'sports',
  {
    id: id(),
    sports_name: text('sports_name').notNull(),
    /** How its matches are scored (issue 30): the score form, the winner, the table's tie-breaks. */
    scoring: text('scoring').$type<Scoring>().notNull().default('text'),
    /**
     * Ranking points for places 1 to 8 at a finished draw of this sport (issue 30): the public
     * ranking and the draw seeded "by ranking" add them up per competitor and category.
     */
    ranking_points: integer('ranking_points')
      .array()
      .notNull()
      .default(sql`'{10,7,5,4,3,2,1,1}'::integer[]`),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('sports_name_lower_key').on(sql`lower(${t.sports_name})`),
    check(
      'sports_scoring_check',
      sql`${t.scoring} IN ('text', 'sets', 'goals', 'innings', 'points')`,
    ),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    // RESTRICT: a sport with categories cannot be deleted (409 in the service).
    sports_id: idRef('sports_id', () => sports.id, 'restrict').notNull(),
    name: text('name').notNull(),
    min_age: integer('min_age'),
    max_age: integer('max_age'),
    min_weight_allowed: integer('min_weight_allowed'),
    max_weight_allowed: integer('max_weight_allowed'),
    gender: genderEnum('gender'),
    participants_in_team: integer('participants_in_team').notNull(),
    is_team_sport: boolean('is_team_sport').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('categories_sport_name_key').on(t.sports_id, sql`lower(${t.name})`)],
);

/**
 * Someone a participant account registers besides themself, usually a child (decision 015). The
 * account holder confirmed being their parent or guardian at `guardian_confirmed_at`.
 */
export const dependants = pgTable(
  'dependants',
  {
    id: id(),
    user_id: idRef('user_id', () => users.id, 'cascade').notNull(),
    name: text('name').notNull(),
    date_of_birth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: genderEnum('gender').notNull(),
    guardian_confirmed_at: timestamptz('guardian_confirmed_at').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('dependants_user_idx').on(t.user_id, t.id)],
);

export type SportRow = typeof sports.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type DependantRow = typeof dependants.$inferSelect;
