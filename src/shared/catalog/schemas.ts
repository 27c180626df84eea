import { z } from 'zod';
import { idField } from '../ids';
import { requiredMessage } from '../messages';
import { genderField, optionalNumber, requiredText } from '../auth/rules';
import { SCORINGS } from '../competition/scores';
import { RankingPointsField } from '../rankings/schemas';

/** §3 Sport and Category contracts and the §5 category rules, shared by API and forms. */

export const SportRequestSchema = z.object({
  sports_name: requiredText('Name', 60),
  /** How its matches are scored (issue 30); a new sport takes what its name suggests. */
  scoring: z.enum(SCORINGS).optional(),
  /** Ranking points for places 1 to 8 (issue 30); left out, kept (a new sport: 10, 7, 5, …). */
  ranking_points: RankingPointsField.optional(),
});
export type SportRequest = z.input<typeof SportRequestSchema>;

export const SportSchema = z.object({
  id: z.string(),
  sports_name: z.string(),
  scoring: z.enum(SCORINGS),
  ranking_points: z.array(z.number()),
});
export type Sport = z.infer<typeof SportSchema>;

export const CATALOG_MSG = {
  sportTaken: 'A sport with this name already exists',
  sportInUse: 'This sport has categories or events and cannot be deleted',
  categoryTaken: 'This sport already has a category with this name',
  categoryInUse: 'This category is used by events and cannot be deleted',
  sportMissing: 'Sport not found',
  ageOrder: 'Min Age cannot be more than Max Age',
  weightOrder: 'Min Weight cannot be more than Max Weight',
} as const;

const requiredCount = z.preprocess(
  (v) =>
    v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v,
  z
    .number({ error: requiredMessage('Participants In Team') })
    .int('Participants In Team must be a whole number')
    .min(1, 'Participants In Team must be at least 1')
    .max(50, 'Participants In Team must be at most 50'),
);

const categoryFields = {
  name: requiredText('Name', 100),
  min_age: optionalNumber('Min Age', 0, 120),
  max_age: optionalNumber('Max Age', 0, 120),
  min_weight_allowed: optionalNumber('Min Weight', 0, 500),
  max_weight_allowed: optionalNumber('Max Weight', 0, 500),
  gender: genderField,
  participants_in_team: requiredCount,
  // Sent by the original client; the server derives it from participants_in_team.
  is_team_sport: z.unknown().optional(),
};

type Bounds = {
  min_age: number | null;
  max_age: number | null;
  min_weight_allowed: number | null;
  max_weight_allowed: number | null;
};
function checkBounds(v: Bounds, ctx: z.RefinementCtx) {
  if (v.min_age !== null && v.max_age !== null && v.min_age > v.max_age) {
    ctx.addIssue({ code: 'custom', message: CATALOG_MSG.ageOrder, path: ['max_age'] });
  }
  if (
    v.min_weight_allowed !== null &&
    v.max_weight_allowed !== null &&
    v.min_weight_allowed > v.max_weight_allowed
  ) {
    ctx.addIssue({
      code: 'custom',
      message: CATALOG_MSG.weightOrder,
      path: ['max_weight_allowed'],
    });
  }
}

export const CategoryCreateSchema = z
  .object({
    sports_id: z
      .string({ error: requiredMessage('Sport') })
      .min(1, requiredMessage('Sport'))
      .pipe(idField),
    ...categoryFields,
  })
  .superRefine(checkBounds);
export type CategoryCreate = z.input<typeof CategoryCreateSchema>;

/** Editing keeps the category's sport (§5: sport is required on create only). */
export const CategoryUpdateSchema = z.object(categoryFields).superRefine(checkBounds);
export type CategoryUpdate = z.input<typeof CategoryUpdateSchema>;

export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  sports_id: z.string(),
  sport_details: z.object({ sports_name: z.string() }),
  min_age: z.number().nullable(),
  max_age: z.number().nullable(),
  min_weight_allowed: z.number().nullable(),
  max_weight_allowed: z.number().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  participants_in_team: z.number(),
  is_team_sport: z.boolean(),
});
export type Category = z.infer<typeof CategorySchema>;

/** §3: a category is a team category when more than one plays in a team. */
export function isTeamSport(participantsInTeam: number): boolean {
  return participantsInTeam > 1;
}
