import { eq } from 'drizzle-orm';
import { managesRegistration } from '../../../shared/events/policy';
import { MSG } from '../../../shared/messages';
import { creditNotePdf } from '../../money/service';
import { events, refunds, type User } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { loadParticipation } from '../read';

/**
 * GET /refunds/:id/credit-note: a credit note beside the original receipt (issue 16), for the
 * registration's participant, the event's host or an admin; a refund with no registration (a
 * payment for an unknown order) only for an admin.
 */
export async function creditNote(deps: Deps, actor: User, id: string) {
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.id, id));
  if (!refund) throw new AppError('not_found', MSG.notFound);
  const p = refund.participation_id
    ? await loadParticipation(deps.db, refund.participation_id)
    : null;
  const [event] = p ? await deps.db.select().from(events).where(eq(events.id, p.event_id)) : [];
  const allowed = p && event ? managesRegistration(actor, p, event) : actor.role === 'Admin';
  if (!allowed) throw new AppError('forbidden', MSG.forbidden);
  return creditNotePdf(deps.db, refund, p);
}
