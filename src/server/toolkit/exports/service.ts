import { asc, eq, inArray, sql } from 'drizzle-orm';
import { managesEvent } from '../../../shared/events/policy';
import { MSG } from '../../../shared/messages';
import type { Db } from '../../platform/db/client';
import {
  categories,
  eventCategories,
  events,
  participations,
  type User,
} from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';

/**
 * The event an export is of, if `actor` manages it (its host or an admin): 404 for an unknown
 * event, 403 for anyone else's. With its categories (those it offers and any its registrations
 * are in), each an Excel sheet, by name.
 */
export async function exportableEvent(db: Db, actor: User, eventId: string) {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      host_id: events.host_id,
      start_date: events.start_date,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new AppError('not_found', MSG.notFound);
  if (!managesEvent(actor, event)) throw new AppError('forbidden', MSG.forbidden);
  const offered = db
    .select({ id: eventCategories.category_id })
    .from(eventCategories)
    .where(eq(eventCategories.event_id, event.id));
  const entered = db
    .selectDistinct({ id: participations.category_id })
    .from(participations)
    .where(eq(participations.event_id, event.id));
  const sheets = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, sql`(${offered} UNION ${entered})`))
    .orderBy(asc(categories.name), asc(categories.id));
  return { event, categories: sheets };
}
