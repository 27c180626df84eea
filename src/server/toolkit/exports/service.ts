import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { categories, eventCategories, participations, type User } from '../../platform/db/schema';
import { managedEvent } from '../managed-event';

/**
 * The event an export is of, if `actor` manages it (its host or an admin): 404 for an unknown
 * event, 403 for anyone else's. With its categories (those it offers and any its registrations
 * are in), each an Excel sheet, by name.
 */
export async function exportableEvent(db: Db, actor: User, eventId: string) {
  const event = await managedEvent(db, actor, eventId);
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
