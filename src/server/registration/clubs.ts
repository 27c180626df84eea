import { and, eq, isNull, sql } from 'drizzle-orm';
import * as contract from '../../shared/api/teams';
import { managesEvent } from '../../shared/events/policy';
import { MSG } from '../../shared/messages';
import { actorOf } from '../auth/access';
import { events, participations, type User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { ok } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';

/** How many suggestions a club field gets: enough for any real event, bounded for a huge one. */
export const MAX_CLUBS = 200;

/** Clubs sort as a reader in India expects a list of names to. */
const collator = new Intl.Collator('en-IN');

/**
 * The clubs already used at an event (issue 28), the suggestions of a registration's club field:
 * each club of a registration not cancelled, once whatever its letter case (the first
 * registration's spelling), in 'en-IN' order, at most MAX_CLUBS. A draft is unknown to anyone but
 * its host and admins, as everywhere else.
 */
async function eventClubs(deps: Deps, actor: User, eventId: string): Promise<string[]> {
  const [event] = await deps.db
    .select({ host_id: events.host_id, status: events.status })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event || (event.status !== 'published' && !managesEvent(actor, event)))
    throw new AppError('not_found', MSG.notFound);
  const club = sql<string>`trim(${participations.club})`;
  const key = sql`lower(trim(${participations.club}))`;
  // DISTINCT ON keeps the first row of each key in the ORDER BY: the earliest registration.
  const rows = await deps.db
    .selectDistinctOn([key], { club })
    .from(participations)
    .where(
      and(
        eq(participations.event_id, eventId),
        isNull(participations.cancelled_at),
        sql`trim(${participations.club}) <> ''`,
      ),
    )
    .orderBy(key, participations.created_at, participations.id);
  return rows
    .map((r) => r.club)
    .sort(collator.compare)
    .slice(0, MAX_CLUBS);
}

/** A registration's club (issue 28): GET /events/:id/clubs. */
export async function clubRoutes(app: App) {
  await route(
    app,
    contract.eventClubs,
    {
      tags: ['registrations'],
      summary:
        'The clubs already used at an event (registrations not cancelled), once each whatever the letter case, in order, at most 200',
      access: 'user',
    },
    async (request) => ok(await eventClubs(app.deps, actorOf(request), request.params.id)),
  );
}
