import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Participation } from '../../shared/participations/schemas';
import type { Db } from '../db/client';
import {
  categories,
  events,
  participationMembers,
  participations,
  sports,
  users,
} from '../db/schema';

const hosts = alias(users, 'hosts');

/** Participations with their event, sport, host, category and participant in one query. */
export function participationQuery(db: Db) {
  return db
    .select({
      p: participations,
      event: events,
      sports_name: sports.sports_name,
      organisation_name: hosts.organisation_name,
      category: {
        name: categories.name,
        participants_in_team: categories.participants_in_team,
        is_team_sport: categories.is_team_sport,
      },
      participant: {
        name: users.name,
        email: users.email,
        phone_number: users.phone_number,
        role: users.role,
      },
    })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(sports, eq(sports.id, events.sports_id))
    .innerJoin(hosts, eq(hosts.id, events.host_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .innerJoin(users, eq(users.id, participations.participant_id));
}

type Row = Awaited<ReturnType<ReturnType<typeof participationQuery>['where']>>[number];

/** Adds the members of every row with one more query (no N+1). */
export async function toParticipations(db: Db, rows: Row[]): Promise<Participation[]> {
  if (rows.length === 0) return [];
  const members = await db
    .select()
    .from(participationMembers)
    .where(
      inArray(
        participationMembers.participation_id,
        rows.map((r) => r.p.id),
      ),
    )
    .orderBy(asc(participationMembers.position));
  return rows.map(({ p, event, sports_name, organisation_name, category, participant }) => ({
    id: p.id,
    event_id: p.event_id,
    category_id: p.category_id,
    participant_id: p.participant_id,
    team_name: p.team_name,
    weight_kg: p.weight_kg,
    members: members
      .filter((m) => m.participation_id === p.id)
      .map((m) => ({ name: m.name, email: m.email, phone: m.phone, role: m.role })),
    payment_status: p.payment_status,
    order_id: p.order_id,
    payment_id: p.payment_id,
    amount_paid: p.amount_minor / 100,
    currency: p.currency,
    captured_at: p.captured_at?.toISOString() ?? null,
    created_at: p.created_at.toISOString(),
    event_details: {
      id: event.id,
      title: event.title,
      start_date: event.start_date,
      end_date: event.end_date,
      registration_start_date: event.registration_start_date,
      registration_end_date: event.registration_end_date,
      registration_start_time: event.registration_start_time,
      registration_end_time: event.registration_end_time,
      venue_name: event.venue_name,
      venue_address: event.venue_address,
      poster: event.poster,
      sport_details: { sports_name },
      host_details: { organisation_name },
    },
    category_details: category,
    participant_details: participant,
  }));
}

export async function loadParticipations(db: Db, where: SQL, limit = 100) {
  const rows = await participationQuery(db)
    .where(where)
    .orderBy(asc(participations.id))
    .limit(limit);
  return toParticipations(db, rows);
}

export async function loadParticipation(db: Db, id: string): Promise<Participation | null> {
  const [one] = await loadParticipations(db, eq(participations.id, id), 1);
  return one ?? null;
}
