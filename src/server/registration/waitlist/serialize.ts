import { eq, sql, type SQL } from 'drizzle-orm';
import type { WaitlistEntry } from '../../../shared/places/places';
import type { Db } from '../../platform/db/client';
import { categories, dependants, events, users, waitlistEntries } from '../../platform/db/schema';

/** 1 for the next in line among the category's waiting entries; null once it is not waiting. */
const position = sql<number | null>`case when ${waitlistEntries.status} = 'waiting' then (
  select count(*) from waitlist_entries w2
  where w2.event_id = ${waitlistEntries.event_id} and w2.category_id = ${waitlistEntries.category_id}
    and w2.status = 'waiting' and w2.id <= ${waitlistEntries.id}
)::int end`;

/** Waitlist entries as the API shows them, with the names a person reads. */
export async function loadEntries(db: Db, where: SQL | undefined): Promise<WaitlistEntry[]> {
  const rows = await db
    .select({
      e: waitlistEntries,
      category_name: categories.name,
      event_title: events.title,
      holder: users.name,
      dependant: dependants.name,
      position,
    })
    .from(waitlistEntries)
    .innerJoin(categories, eq(categories.id, waitlistEntries.category_id))
    .innerJoin(events, eq(events.id, waitlistEntries.event_id))
    .innerJoin(users, eq(users.id, waitlistEntries.participant_id))
    .leftJoin(dependants, eq(dependants.id, waitlistEntries.dependant_id))
    .where(where)
    .orderBy(waitlistEntries.category_id, waitlistEntries.id);
  return rows.map(({ e, ...r }) => ({
    id: e.id,
    event_id: e.event_id,
    category_id: e.category_id,
    category_name: r.category_name,
    event_title: r.event_title,
    participant_id: e.participant_id,
    name: r.dependant ?? r.holder,
    dependant_id: e.dependant_id,
    team_name: e.team_name,
    status: e.status,
    position: r.position,
    offered_at: e.offered_at?.toISOString() ?? null,
    offer_expires_at: e.offer_expires_at?.toISOString() ?? null,
    participation_id: e.participation_id,
    created_at: e.created_at.toISOString(),
  }));
}
