import { and, asc, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  certificateKind,
  certificateStanding,
  certificateTitle,
  placementRank,
} from '../../shared/competition/certificate-labels';
import type { Certificate, MyCertificate } from '../../shared/competition/certificates';
import { COMPETITION_MSG } from '../../shared/competition/schemas';
import { isId } from '../../shared/ids';
import type { PageQuery } from '../../shared/pagination';
import type { Db } from '../platform/db/client';
import {
  categories,
  certificates,
  drawEntrants,
  draws,
  events,
  participationMembers,
  participations,
  sports,
  users,
} from '../platform/db/schema';
import { AppError } from '../platform/http/app-error';
import { decodeCursor, encodeCursor } from '../platform/http/cursor';

const hosts = alias(users, 'hosts');

/** The venue as a certificate names it: the ground and, when it does not already say so, the city. */
function venueOf(name: string, city: string): string {
  return city && !name.toLowerCase().includes(city.toLowerCase()) ? `${name}, ${city}` : name;
}

/** Certificates with what they certify, by one query whatever their number. */
async function certificatesWhere(
  db: Db,
  where: SQL | undefined,
  limit?: number,
): Promise<Array<Certificate & { id: string; participation_id: string }>> {
  const query = db
    .select({
      id: certificates.id,
      code: certificates.code,
      participation_id: certificates.participation_id,
      member_index: certificates.member_index,
      name: certificates.name,
      rank: certificates.rank,
      walkover: drawEntrants.walkover,
      created_at: certificates.created_at,
      finished_at: draws.finished_at,
      cancelled_at: events.cancelled_at,
      cancel_reason: events.cancel_reason,
      event_id: events.id,
      event_title: events.title,
      start_date: events.start_date,
      end_date: events.end_date,
      venue_name: events.venue_name,
      city: events.city,
      category: categories.name,
      sport: sports.sports_name,
      host_organisation: hosts.organisation_name,
    })
    .from(certificates)
    .innerJoin(draws, eq(draws.id, certificates.draw_id))
    .innerJoin(events, eq(events.id, draws.event_id))
    .innerJoin(categories, eq(categories.id, draws.category_id))
    .innerJoin(sports, eq(sports.id, categories.sports_id))
    .innerJoin(hosts, eq(hosts.id, events.host_id))
    .innerJoin(participations, eq(participations.id, certificates.participation_id))
    // The entrant's walkover (issue 30): one row at most (draw_entrants_participation_key), and a
    // left join so that no certificate can drop out of a list over it.
    .leftJoin(
      drawEntrants,
      and(
        eq(drawEntrants.draw_id, certificates.draw_id),
        eq(drawEntrants.participation_id, certificates.participation_id),
      ),
    )
    .where(where)
    .orderBy(desc(certificates.id), asc(certificates.member_index));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((r) => {
    const rank = placementRank(r.rank);
    // Only a placement is won by walkover.
    const walkover = rank !== null && r.walkover === true;
    return {
      id: r.id,
      participation_id: r.participation_id,
      code: r.code,
      ...certificateStanding({
        draw_final: r.finished_at !== null,
        event_cancelled: r.cancelled_at !== null,
        cancel_reason: r.cancel_reason,
      }),
      name: r.name,
      kind: certificateKind(rank),
      rank,
      walkover,
      title: certificateTitle(rank, walkover),
      event_id: r.event_id,
      event_title: r.event_title,
      category: r.category,
      sport: r.sport,
      start_date: r.start_date,
      end_date: r.end_date,
      venue: venueOf(r.venue_name, r.city),
      host_organisation: r.host_organisation?.trim() || null,
      issued_at: r.created_at.toISOString(),
    };
  });
}

/** The certificate a code opens, or the public "No certificate has this code". */
export async function certificateByCode(db: Db, code: string): Promise<Certificate> {
  const [found] = await certificatesWhere(db, eq(certificates.code, code));
  if (!found) throw new AppError('not_found', COMPETITION_MSG.certificateNotFound);
  const { id: _id, participation_id: _p, ...certificate } = found;
  return certificate;
}

/** What the dashboard lists of a certificate: the verification page has the rest. */
function mine(c: Certificate & { id: string; participation_id: string }): MyCertificate {
  const {
    id: _id,
    participation_id: _p,
    end_date: _e,
    venue: _v,
    host_organisation: _h,
    ...rest
  } = c;
  return rest;
}

/**
 * Whose a certificate is: the registration's account holder's (their dependants' and typed
 * teams' too), and a self-formed team member's own (issue 28: the member at its position).
 */
const heldBy = (userId: string) =>
  or(
    eq(participations.participant_id, userId),
    sql`exists (select 1 from ${participationMembers} m
      where m.participation_id = ${certificates.participation_id}
        and m.position = ${certificates.member_index} and m.user_id = ${userId})`,
  );

/** A participant's certificates (their registrations', dependants' and teams' too), newest first. */
export async function myCertificates(
  db: Db,
  participantId: string,
  page: PageQuery,
): Promise<{ items: MyCertificate[]; next: string | null }> {
  let after: string | undefined;
  if (page.cursor) {
    [after] = decodeCursor<[string]>(page.cursor, 1);
    if (!isId(after))
      throw new AppError('bad_request', 'Invalid cursor', { cursor: 'Invalid cursor' });
  }
  const rows = await certificatesWhere(
    db,
    and(heldBy(participantId), after ? lt(certificates.id, after) : undefined),
    page.limit + 1,
  );
  const items = rows.slice(0, page.limit);
  const next = rows.length > page.limit ? encodeCursor([items.at(-1)!.id]) : null;
  return { items: items.map(mine), next };
}

/** One account holder's certificates of one draw (their mail), in team order. */
export async function holderCertificates(
  db: Db,
  drawId: string,
  participantId: string,
): Promise<Certificate[]> {
  const rows = await certificatesWhere(
    db,
    and(eq(certificates.draw_id, drawId), heldBy(participantId)),
  );
  return rows.reverse();
}
