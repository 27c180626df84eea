import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { pageChangesAt } from './read-model';

/** The events a public page shows, and whether time brings other events into its lists. */
type PageShows = { events: readonly string[]; timeFiltered: boolean };

/**
 * When time alone next changes a page showing these events (decision 064), in ms since the epoch
 * (Infinity: never): the first instant after `now` that changes one of their documents
 * (`pageChangesAt`: windows, end, holds) or its start (the home page's "upcoming" drops an event
 * that has started). Time only takes events out of a list (they end, they start), so events not
 * on the page matter only to lists that time fills: "open now" (an event opens) and finished
 * events (one ends), whose next such instant is any event's. Drafts count there too: a page read
 * again early is drawn from the same data, so it costs a read, never a wrong page.
 */
export async function readPageUntil(db: Db, shows: PageShows, now: Date): Promise<number> {
  const ids = shows.events.length > 0 ? shows.events : [''];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const anyEvent = shows.timeFiltered
    ? sql`(select min(registration_opens_at) from events where registration_opens_at > ${now}),
        (select min(ends_at) from events where ends_at > ${now})`
    : sql`null`;
  const result = await db.execute<{ until: string | Date | null }>(sql`
    select least(
      (select min(${pageChangesAt(sql`shown.id`, now)}) from events shown
        where shown.id in (${idList})),
      (select min(starts_at) from events where id in (${idList}) and starts_at > ${now}),
      ${anyEvent}) as until`);
  const until = result.rows[0]?.until ?? null;
  // A string from node-postgres, a Date from PGlite.
  return until === null ? Infinity : new Date(until).getTime();
}
