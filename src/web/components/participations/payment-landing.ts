import type { Participation } from '../../../shared/participations/schemas';
import { t } from '../../i18n/i18n';
import { participationPaths } from './participation-format';

/**
 * Where a payment that did not go through leaves the player (issue 29): on the registration it
 * was for, which is pending and pays again, with the §8 text of what happened
 * (`?payment=failed|cancelled` on the participate page).
 */

const PAYMENT_PARAM = 'payment';

export type UnpaidOutcome = 'failed' | 'cancelled';

/** PARTICIPATION_MSG.failed or .cancelled, in the page's language. */
export const unpaidText = (outcome: UnpaidOutcome) =>
  t(outcome === 'failed' ? 'participate.payment.failed' : 'participate.payment.cancelled');

/** The participate page of `p`'s category (and competitor), saying how its payment ended. */
export function registrationLanding(
  p: Pick<Participation, 'event_id' | 'category_id' | 'dependant_id'>,
  outcome?: UnpaidOutcome,
): string {
  const path = participationPaths.participate(p.event_id, p.category_id, p.dependant_id);
  return outcome ? `${path}&${PAYMENT_PARAM}=${outcome}` : path;
}

/** How the payment the page was opened after ended, if it was one that did not go through. */
export function unpaidOutcome(params: URLSearchParams): UnpaidOutcome | null {
  const value = params.get(PAYMENT_PARAM);
  return value === 'failed' || value === 'cancelled' ? value : null;
}
