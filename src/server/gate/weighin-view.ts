import { withinLimits, type WeighIn } from '../../shared/checkin/weighin';
import type { CategoryRow, weighIns } from '../platform/db/schema';

/** Weights are stored in grams (kg with one decimal); the API speaks kg. */
export const kgOf = (grams: number) => grams / 1000;

type Limits = Pick<CategoryRow, 'min_weight_allowed' | 'max_weight_allowed'>;

/**
 * A weigh-in as the API answers it, judged against the limits of the registration's category
 * now (after a move, the new one's), so the flag can never go stale (decision 023).
 */
export function weighInView(w: typeof weighIns.$inferSelect, by: string, limits: Limits): WeighIn {
  const weight = kgOf(w.weight_g);
  return {
    participation_id: w.participation_id,
    member_index: w.member_index,
    weight_kg: weight,
    within_limits: withinLimits(weight, limits.min_weight_allowed, limits.max_weight_allowed),
    min: limits.min_weight_allowed,
    max: limits.max_weight_allowed,
    at: w.recorded_at.toISOString(),
    by,
  };
}
