import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DRAW_FORMATS, type StoredDrawSettings } from '../../../../shared/competition/schemas';
import type { StructuredScore } from '../../../../shared/competition/scores';
import { users } from './accounts';
import { categories } from './catalogue';
import { createdAt, id, idRef, timestamptz, updatedAt } from './columns';
import { events } from './events';
import { participations } from './registration';

// The competition (issue 18, decision 024): draws, their brackets, matches, certificates.

export const drawFormatEnum = pgEnum('draw_format', DRAW_FORMATS);

/**
 * One draw per category of an event, made by its host once registration has closed. Redone
 * (its bracket rows replaced) until the first result; `settings` holds the format's options and
 * the seeding method (shared/competition/schemas.ts DrawSettings).
 */
export const draws = pgTable(
  'draws',
  {
    id: id(),
    event_id: idRef('event_id', () => events.id, 'restrict').notNull(),
    category_id: idRef('category_id', () => categories.id, 'restrict').notNull(),
    format: drawFormatEnum('format').notNull(),
    settings: jsonb('settings').$type<StoredDrawSettings>().notNull(),
    drawn_by: idRef('drawn_by', () => users.id, 'restrict').notNull(),
    // When every match had a result: the podium is final and certificates go out.
    finished_at: timestamptz('finished_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('draws_category_key').on(t.event_id, t.category_id),
    index('draws_finished_idx').on(t.category_id, t.finished_at),
  ],
);

/**
 * A draw's entrants: brackets-manager's `participant` table (its ids are small numbers, local to
 * the draw). A registration of an individual category, or a team's registration.
 */
export const drawEntrants = pgTable(
  'draw_entrants',
  {
    draw_id: idRef('draw_id', () => draws.id, 'cascade').notNull(),
    bm_id: integer('bm_id').notNull(),
    participation_id: idRef('participation_id', () => participations.id, 'restrict').notNull(),
    name: text('name').notNull(),
    organisation: text('organisation'),
    seed: integer('seed').notNull(),
    // The final standing once every match has its result (the podium, medals, certificates, and
    // seeding "from an earlier result" read it); null before.
    final_rank: integer('final_rank'),
    // The place was taken without its deciding bout (issue 30): a lone entrant's gold, a bronze
    // with nobody to wrestle. Certificates and the podium say so.
    walkover: boolean('walkover').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.draw_id, t.bm_id] }),
    uniqueIndex('draw_entrants_participation_key').on(t.draw_id, t.participation_id),
    index('draw_entrants_participation_idx').on(t.participation_id),
  ],
);

/** brackets-manager's stage, group, round and match_game rows of a draw, stored as it wrote them. */
export const bracketParts = pgTable(
  'bracket_parts',
  {
    draw_id: idRef('draw_id', () => draws.id, 'cascade').notNull(),
    kind: text('kind').notNull(),
    bm_id: integer('bm_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.draw_id, t.kind, t.bm_id] }),
    check('bracket_parts_kind_check', sql`${t.kind} IN ('stage', 'group', 'round', 'match_game')`),
  ],
);

export const matchOutcomeEnum = pgEnum('match_outcome', [
  'played',
  'walkover',
  'disqualification',
  'no_show',
]);

/**
 * A match: brackets-manager's `match` row (its columns, opponents as JSON) plus what the sport
 * says of it: the score as text, how it ended, the court or mat, who entered it and when. A
 * score of the sport's form (issue 30, shared/competition/scores.ts) is kept as entered in
 * `score_detail` beside its text; null for a text score.
 */
export const matches = pgTable(
  'matches',
  {
    id: id(),
    draw_id: idRef('draw_id', () => draws.id, 'cascade').notNull(),
    bm_id: integer('bm_id').notNull(),
    stage_id: integer('stage_id').notNull(),
    group_id: integer('group_id').notNull(),
    round_id: integer('round_id').notNull(),
    number: integer('number').notNull(),
    child_count: integer('child_count').notNull().default(0),
    status: integer('status').notNull(),
    opponent1: jsonb('opponent1').$type<Record<string, unknown> | null>(),
    opponent2: jsonb('opponent2').$type<Record<string, unknown> | null>(),
    score: text('score'),
    score_detail: jsonb('score_detail').$type<StructuredScore | null>(),
    outcome: matchOutcomeEnum('outcome'),
    court: text('court'),
    entered_by: idRef('entered_by', () => users.id, 'restrict'),
    entered_at: timestamptz('entered_at'),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('matches_draw_key').on(t.draw_id, t.bm_id)],
);

/**
 * A certificate (issue 18): participation, or a placement with its rank, of one competitor (a
 * team member: member_index). `code` is random and opens the public verification page.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    code: text('code').notNull().unique(),
    draw_id: idRef('draw_id', () => draws.id, 'restrict').notNull(),
    participation_id: idRef('participation_id', () => participations.id, 'restrict').notNull(),
    member_index: integer('member_index').notNull(),
    name: text('name').notNull(),
    rank: integer('rank'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('certificates_member_key').on(t.draw_id, t.participation_id, t.member_index)],
);

export type DrawRow = typeof draws.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
