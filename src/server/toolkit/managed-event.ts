import { managesEvent } from '../../shared/events/policy';
import { MSG } from '../../shared/messages';
import { findEventRow } from '../events/service';
import type { Db } from '../platform/db/client';
import type { EventRow, User } from '../platform/db/schema';
import { AppError } from '../platform/http/app-error';

/**
 * The event a toolkit request is about, if the actor manages it (its host or an admin): 404 for
 * an unknown event, 403 for another host's. Every part of the toolkit starts here.
 */
export async function managedEvent(db: Db, actor: User, eventId: string): Promise<EventRow> {
  const event = await findEventRow(db, eventId);
  if (!managesEvent(actor, event)) throw new AppError('forbidden', MSG.forbidden);
  return event;
}
