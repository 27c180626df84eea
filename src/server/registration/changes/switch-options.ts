import { asc, eq } from 'drizzle-orm';
import { switchRefusal, type SwitchOption } from '../../../shared/changes/switch-options';
import { ownsRegistration } from '../../../shared/events/policy';
import { isRegistrationOpen } from '../../../shared/events/registration-window';
import { MSG } from '../../../shared/messages';
import { restrictsWeight } from '../../../shared/participations/eligibility';
import { PARTICIPATION_MSG } from '../../../shared/participations/schemas';
import {
  dependants,
  events,
  participationMembers,
  participations,
  type User,
} from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { getEvent } from '../../events/service';
import { AppError } from '../../platform/http/app-error';
import { holdsEntryIn } from '../read';

/**
 * GET /event/participate/:id/switch-options: each other category of the registration's event,
 * priced, with whether the registration may move there and, if not, why (the participant's own
 * registration, while registration is open: the switch's own conditions). The same checks as the
 * switch (switch.ts), read-only: a category offered here is one the switch accepts, places aside
 * (they may go between the two calls).
 */
export async function listSwitchOptions(
  deps: Deps,
  actor: User,
  id: string,
): Promise<SwitchOption[]> {
  const [row] = await deps.db
    .select({ p: participations, event: events })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .where(eq(participations.id, id));
  if (!row || !ownsRegistration(actor, row.p) || row.p.cancelled_at)
    throw new AppError('not_found', MSG.notFound);
  const { p } = row;
  if (!isRegistrationOpen(row.event, deps.now()))
    throw new AppError('conflict', PARTICIPATION_MSG.notOpen);
  const event = await getEvent(deps, p.event_id);
  const [dependant] = p.dependant_id
    ? await deps.db.select().from(dependants).where(eq(dependants.id, p.dependant_id))
    : [];
  const members = await deps.db
    .select()
    .from(participationMembers)
    .where(eq(participationMembers.participation_id, p.id))
    .orderBy(asc(participationMembers.position));
  const current = event.categories.find((c) => c.category_id === p.category_id);
  const teamSize = current?.category_details.participants_in_team ?? 1;
  const competitors =
    teamSize > 1
      ? members
      : dependant
        ? [dependant]
        : [
            {
              name: actor.name,
              date_of_birth: actor.date_of_birth,
              age: actor.age,
              gender: actor.gender,
              self: true,
            },
          ];

  const options: SwitchOption[] = [];
  for (const c of event.categories) {
    if (c.category_id === p.category_id) continue;
    const d = c.category_details;
    const reason = switchRefusal(
      { ...d, places_left: c.places_left },
      {
        participants_in_team: teamSize,
        competitors,
        weight_kg: p.weight_kg,
        alreadyThere: await holdsEntryIn(deps.db, p, p.event_id, c.category_id),
      },
      event.start_date,
    );
    options.push({
      category_id: c.category_id,
      name: d.name,
      price: c.price,
      currency: c.currency,
      places_left: c.places_left,
      needs_weight: restrictsWeight(d) && p.weight_kg === null,
      eligible: reason === null,
      reason,
    });
  }
  return options;
}
