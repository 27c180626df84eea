import { isUpcoming, type EventDates } from '../../../shared/events/registration-window';
import {
  isAwaitingPayment,
  type PaymentStatus,
} from '../../../shared/participations/payment-status';

/** §4 dashboard split, the one place it is decided. */

export type DashboardSplit<T> = { upcoming: T[]; pending: T[]; other: T[] };

type Registration = {
  payment_status: PaymentStatus;
  event_details: EventDates;
  /** A team that forms itself (issue 28): until paid, it is the Teams section's. */
  team?: unknown;
};

const byStart = <T>(dates: (item: T) => EventDates, direction: 1 | -1) => {
  return (a: T, b: T) => direction * dates(a).start_date.localeCompare(dates(b).start_date);
};

/**
 * A participant's registrations: pending payment (created) first of all, then paid ones of
 * events still to start are upcoming, the rest other. Upcoming soonest first, other newest first.
 * A self-formed team not yet paid is left to the Teams section (paid from the team's page).
 */
export function splitRegistrations<T extends Registration>(
  registrations: readonly T[],
  now: Date = new Date(),
): DashboardSplit<T> {
  const split: DashboardSplit<T> = { upcoming: [], pending: [], other: [] };
  for (const r of registrations) {
    if (r.payment_status === 'cancelled') continue;
    if (r.team && r.payment_status !== 'captured') continue;
    if (isAwaitingPayment(r.payment_status)) split.pending.push(r);
    else if (isUpcoming(r.event_details, now)) split.upcoming.push(r);
    else split.other.push(r);
  }
  split.upcoming.sort(byStart((r) => r.event_details, 1));
  split.other.sort(byStart((r) => r.event_details, -1));
  return split;
}

/** A host's or an admin's events: those still to start are upcoming, the rest other. */
export function splitEvents<T extends EventDates>(
  events: readonly T[],
  now: Date = new Date(),
): DashboardSplit<T> {
  const split: DashboardSplit<T> = { upcoming: [], pending: [], other: [] };
  for (const e of events) (isUpcoming(e, now) ? split.upcoming : split.other).push(e);
  split.upcoming.sort(byStart((e) => e, 1));
  split.other.sort(byStart((e) => e, -1));
  return split;
}
