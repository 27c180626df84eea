import { z } from 'zod';
import { idField } from '../ids';
import { RANKED_PLACES } from './points';

/** The ranking's contract (issue 30): GET /rankings and the sport form's points per place. */

export const RANKING_MSG = {
  pointsCount: 'Give points for each of the 8 places',
  pointsRange: 'Points must be a whole number from 0 to 100',
  pointsOrder: 'A place cannot earn more points than the place above it',
} as const;

// A form's field sends text: '' is no number, '7' is 7.
const placePoints = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: RANKING_MSG.pointsRange })
    .int(RANKING_MSG.pointsRange)
    .min(0, RANKING_MSG.pointsRange)
    .max(100, RANKING_MSG.pointsRange),
);

/**
 * Points for places 1 to 8 (sports.ranking_points): whole numbers from 0 to 100, never more for
 * a lower place.
 */
export const RankingPointsField = z
  .array(placePoints, { error: RANKING_MSG.pointsCount })
  .length(RANKED_PLACES, RANKING_MSG.pointsCount)
  .refine((points) => points.every((p, i) => i === 0 || p <= points[i - 1]!), {
    message: RANKING_MSG.pointsOrder,
  });

/**
 * The category's ranking; `sport_id` may be left out (the category names its sport), so a
 * results page that knows only the category can link to it. Given, it must be the category's.
 */
export const RankingQuerySchema = z.object({
  sport_id: idField.optional(),
  category_id: idField,
});

export const RankingCategoriesQuerySchema = z.object({ sport_id: idField });

const NamedSchema = z.object({ id: z.string(), name: z.string() });

/** A sport's categories by name. */
export const RankingCategoriesSchema = z.array(NamedSchema);

const RankingRowSchema = z.object({
  /** 1224: those level on points and best place share it. */
  rank: z.number(),
  name: z.string(),
  points: z.number(),
  events: z.number(),
  best_place: z.number(),
});

export const RankingSchema = z.object({
  sport: NamedSchema,
  category: NamedSchema,
  /** The sport's points for places 1 to 8. */
  ranking_points: z.array(z.number()),
  rows: z.array(RankingRowSchema),
});
export type Ranking = z.infer<typeof RankingSchema>;
export type RankingCategory = z.infer<typeof NamedSchema>;
