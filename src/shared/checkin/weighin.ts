import { z } from 'zod';
import { idField } from '../ids';

/** Event day, second step (issue 17, decision 023): weigh-in, moves, outs and no-shows. */

export const EVENT_DAY_MSG = {
  weightInvalid: 'Enter the weight in kg, above 0 and up to 400, with at most one decimal (61.4)',
  noLimits: 'This category has no weight limits: no weigh-in is needed',
  noMember: 'This registration has no such team member',
  notPaid: 'Only a paid registration can be weighed in, moved or marked',
  cancelled: 'This registration was cancelled',
  needWeighIn: 'Record the weigh-in first',
  madeWeight: 'This registration made weight: nothing to mark out',
  sameCategory: 'The registration is already in this category',
  teamSizeDiffers: 'The new category needs a different team size',
  alreadyInCategory: 'This competitor is already registered in that category',
  changedMeanwhile: 'This registration changed meanwhile: load it again',
  outsideTarget: (min: number | null, max: number | null) =>
    `The measured weight does not fit that category (${limitsText(min, max)})`,
} as const;

/** The reason an out carries (shown at the gate). */
export const DID_NOT_MAKE_WEIGHT = 'Did not make weight';

/** "55–60 kg", "from 55 kg", "up to 60 kg", "no limits". */
export function limitsText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${min}–${max} kg`;
  if (min !== null) return `from ${min} kg`;
  if (max !== null) return `up to ${max} kg`;
  return 'no limits';
}

/** A category's weight limits (kg, inclusive; either may be null) hold for a measured weight. */
export function withinLimits(weightKg: number, min: number | null, max: number | null): boolean {
  return (min === null || weightKg >= min) && (max === null || weightKg <= max);
}

/** A weight in kg with at most one decimal, as whole tenths; null when it has more. */
export function tenthsOf(weightKg: number): number | null {
  const tenths = Math.round(weightKg * 10);
  return Math.abs(weightKg * 10 - tenths) < 1e-6 ? tenths : null;
}

/** Kilograms (one decimal), as a scale shows them. */
const weightKgField = z
  .number({ error: EVENT_DAY_MSG.weightInvalid })
  .gt(0, EVENT_DAY_MSG.weightInvalid)
  .lte(400, EVENT_DAY_MSG.weightInvalid)
  .refine((w) => tenthsOf(w) !== null, EVENT_DAY_MSG.weightInvalid);

export const WeighInRequestSchema = z.object({
  participation_id: idField,
  /** The team member weighed (their ticket's member_index); 0 for an individual entry. */
  member_index: z.number().int().min(0).max(100).default(0),
  weight_kg: weightKgField,
});

export const WeighInSchema = z.object({
  participation_id: z.string(),
  member_index: z.number(),
  weight_kg: z.number(),
  /** Against the registration's current category's limits (inclusive). */
  within_limits: z.boolean(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  at: z.string(),
  by: z.string(),
});
export type WeighIn = z.infer<typeof WeighInSchema>;

/** expected: neither checked in nor marked; out carries its reason ("Did not make weight"). */
export const EventDayStatusSchema = z.enum(['expected', 'checked_in', 'no_show', 'out']);
export type EventDayStatus = z.infer<typeof EventDayStatusSchema>;

/**
 * What the gate shows: an out wins over a check-in (they came and did not make weight), a
 * check-in over a no-show (they came late: a check-in clears the mark, and wins even in a race
 * with it), else the no-show mark, else expected.
 */
export function eventDayStatus(
  marked: 'no_show' | 'out' | null,
  checkedIn: boolean,
): EventDayStatus {
  if (marked === 'out') return 'out';
  if (checkedIn) return 'checked_in';
  return marked ?? 'expected';
}

export const MoveRequestSchema = z.object({ category_id: idField });
export const WeighInParamsSchema = z.object({ participationId: idField });

/** A registration on event day, as a move or an out answers it. */
export const EventDayEntrySchema = z.object({
  participation_id: z.string(),
  event_id: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  status: EventDayStatusSchema,
  status_reason: z.string().nullable(),
  status_at: z.string().nullable(),
  /** The money as it was: a move or an out on event day moves none (decision 023). */
  amount_paid: z.number(),
  weigh_ins: z.array(WeighInSchema),
});
export type EventDayEntry = z.infer<typeof EventDayEntrySchema>;

/** All the event's categories (`{}`), or one. */
export const NoShowsRequestSchema = z.object({ category_id: idField.optional() });
export const NoShowsSchema = z.object({ marked: z.number() });
