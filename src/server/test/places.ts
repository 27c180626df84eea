import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/client';

/**
 * A write to a category's places (`set`: e.g. `paid = paid + 1`, `holds = array[...]`), as a
 * registration's trigger makes it: its first write makes the row, so it is counted first.
 */
export async function setPlaces(db: Db, eventId: string, categoryId: string, set: SQL) {
  await db.execute(sql`select read_model_count_places(array[${eventId}], array[${categoryId}])`);
  await db.execute(
    sql`update category_places set ${set} where event_id = ${eventId} and category_id = ${categoryId}`,
  );
}
