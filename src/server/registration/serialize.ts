import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Participation } from '../../shared/participations/schemas';
import { TEAM_MSG } from '../../shared/teams/schemas';
import type { Db } from '../platform/db/client';
import { preparedPerDb } from '../platform/db/prepared';
import { eventHeadline } from '../events/service';
import {
  categories,
  dependants,
  events,
  participationMembers,
  participations,
  sports,
  users,
} from '../platform/db/schema';

const hosts = alias(users, 'hosts');

type Member = Participation['members'][number];

/** Each registration's team members as one JSON array, so a page is a single round trip. */
const membersJson = sql<Member[]>`coalesce((
  select json_agg(json_build_object('name', m.name, 'email', m.email, 'phone', m.phone, 'role', m.role,
    'date_of_birth', m.date_of_birth, 'gender', m.gender, 'user_id', m.user_id,
    'position', m.position)
    order by m.position)
  from participation_members m where m.participation_id = ${participations.id}), '[]'::json)`;

/**
 * A self-formed team's roster (issue 28) with each member's state and their latest share's, for
 * the host's lists and its members' views; null for any other registration. An invite to an
 * address with no account yet is named as such, not by its address.
 */
const teamJson = sql<Participation['team']>`(
  select json_build_object('id', t.id, 'payment', t.payment,
    'complete', (select count(*) from team_members j where j.team_id = t.id and j.status = 'joined')
      >= ${categories.participants_in_team},
    'members', coalesce((
      select json_agg(json_build_object('id', tm.id,
        'name', coalesce(d.name, u.name, ${TEAM_MSG.invitedByEmail}::text), 'status', tm.status,
        'role', tm.role,
        'share_status', (select s.status from team_shares s where s.team_id = t.id
          and s.member_id = tm.id order by s.created_at desc, s.id desc limit 1))
        order by tm.position nulls last, tm.created_at, tm.id)
      from team_members tm
      left join users u on u.id = tm.user_id
      left join dependants d on d.id = tm.dependant_id
      where tm.team_id = t.id), '[]'::json))
  from teams t where t.participation_id = ${participations.id})`;

/** Each registration's refunds (issue 16), oldest first. */
const refundsJson = sql<RefundJson[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'amount_minor', r.amount_minor, 'status', r.status,
    'created_at', r.created_at) order by r.id)
  from refunds r where r.participation_id = ${participations.id}), '[]'::json)`;
type RefundJson = {
  id: string;
  amount_minor: number;
  status: Participation['refunds'][number]['status'];
  created_at: string;
};

/**
 * The GST document of the registration's first payment (issue 26): a tax invoice from a host with
 * a GSTIN, else a bill of supply; null while unpaid, free, or paid before documents existed.
 */
const invoiceJson = sql<Participation['invoice']>`(
  select json_build_object('number', i.number, 'kind', i.kind) from invoices i
  where i.participation_id = ${participations.id} and i.refund_id is null
    and i.kind in ('tax_invoice', 'bill_of_supply')
  order by i.issued_at, i.id limit 1)`;

/** Participations with their members, event, sport, host, category and participant in one query. */
const participationQuery = (db: Db) => participationsWith(db, participationFields);

/** The query's joins, for its fields or a batch's (with each row's ask number). */
function participationsWith(db: Db, fields: typeof participationFields | typeof askedFields) {
  return db
    .select(fields)
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(sports, eq(sports.id, events.sports_id))
    .innerJoin(hosts, eq(hosts.id, events.host_id))
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .innerJoin(users, eq(users.id, participations.participant_id))
    .leftJoin(dependants, eq(dependants.id, participations.dependant_id));
}

const participationFields = {
  id: participations.id,
  event_id: participations.event_id,
  category_id: participations.category_id,
  participant_id: participations.participant_id,
  dependant_id: participations.dependant_id,
  dependant: {
    name: dependants.name,
    date_of_birth: dependants.date_of_birth,
    gender: dependants.gender,
  },
  team_name: participations.team_name,
  club: participations.club,
  team: teamJson,
  weight_kg: participations.weight_kg,
  members: membersJson,
  payment_status: participations.payment_status,
  order_id: participations.order_id,
  payment_id: participations.payment_id,
  amount_minor: participations.amount_minor,
  currency: participations.currency,
  captured_at: participations.captured_at,
  hold_expires_at: participations.hold_expires_at,
  cancelled_at: participations.cancelled_at,
  refunds: refundsJson,
  invoice: invoiceJson,
  created_at: participations.created_at,
  event: {
    ...eventHeadline,
    event_start_time: events.event_start_time,
    event_end_time: events.event_end_time,
    venue_name: events.venue_name,
    venue_address: events.venue_address,
    poster: events.poster,
    cancelled_at: events.cancelled_at,
  },
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
};

type Row = Awaited<ReturnType<ReturnType<typeof participationQuery>['where']>>[number];

export function toParticipation(row: Row): Participation {
  const { event, sports_name, organisation_name, category, participant, dependant } = row;
  const dependantDetails =
    row.dependant_id && dependant?.name && dependant.date_of_birth && dependant.gender
      ? { name: dependant.name, date_of_birth: dependant.date_of_birth, gender: dependant.gender }
      : null;
  return {
    id: row.id,
    event_id: row.event_id,
    category_id: row.category_id,
    participant_id: row.participant_id,
    dependant_id: row.dependant_id,
    dependant_details: dependantDetails,
    competitor_name: dependantDetails?.name ?? participant.name,
    team_name: row.team_name,
    club: row.club,
    team: row.team ?? null,
    weight_kg: row.weight_kg,
    members: row.members,
    payment_status: row.payment_status,
    order_id: row.order_id,
    payment_id: row.payment_id,
    amount_paid: row.amount_minor / 100,
    currency: row.currency,
    captured_at: row.captured_at?.toISOString() ?? null,
    hold_expires_at: row.hold_expires_at?.toISOString() ?? null,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    refunds: row.refunds.map((r) => ({
      id: r.id,
      amount: r.amount_minor / 100,
      status: r.status,
      created_at: new Date(r.created_at).toISOString(),
    })),
    invoice: row.invoice ?? null,
    created_at: row.created_at.toISOString(),
    event_details: {
      ...event,
      cancelled_at: event.cancelled_at?.toISOString() ?? null,
      sport_details: { sports_name },
      host_details: { organisation_name },
    },
    category_details: category,
    participant_details: participant,
  };
}

export async function loadParticipations(db: Db, where: SQL, limit = 100) {
  const rows = await participationQuery(db)
    .where(where)
    .orderBy(asc(participations.id))
    .limit(limit);
  return rows.map(toParticipation);
}

const ph = (name: string) => sql.placeholder(name);
const askedFields = { ...participationFields, ask: sql<number>`ask.n`.mapWith(Number) };

/**
 * The dashboard's read, the hottest signed-in one, for every visit asking in the same turn of the
 * event loop (decision 067): each ask is a row of `ask` (a participant, the id its page follows,
 * '' for a first page, numbered). Its registrations are its own, then those of others' teams it is
 * a member of (issue 28), not cancelled, oldest first: two branches, each its own index and limit
 * (an OR between them planned badly), each row carrying its ask's number; the caller merges the
 * branches in id order. One statement for fifty visitors where there were two a visit, each
 * waking PostgreSQL. Prepared once per connection (planning the teams' branch cost 6 ms).
 */
export const dashboardPagesQuery = preparedPerDb((db, name) => {
  const own = sql`select own.id from ${participations} own
    where own.participant_id = ask.pid and own.cancelled_at is null and own.id > ask.after
    order by own.id limit ${ph('limit')}`;
  const joined = sql`select team.id from ${participations} team
    where team.id in (select member.participation_id from ${participationMembers} member
        where member.user_id = ask.pid)
      and team.participant_id <> ask.pid and team.cancelled_at is null and team.id > ask.after
    order by team.id limit ${ph('limit')}`;
  return participationsWith(db, askedFields)
    .innerJoin(
      sql`unnest((select ${ph('participant_ids')}::bpchar[]), (select ${ph('afters')}::bpchar[]))
        with ordinality as ask(pid, after, n)`,
      sql`${participations.id} = any(array(${own}) || array(${joined}))`,
    )
    .orderBy(sql`ask.n`, asc(participations.id))
    .prepare(name);
});

/** Dashboard pages (a participant, the id the page follows or ''), in their order, read together. */
export async function readDashboardPages(
  db: Db,
  asks: readonly { participant_id: string; after: string }[],
  limit: number,
): Promise<Row[][]> {
  const rows = await dashboardPagesQuery(db, 'dashboard_pages').execute({
    participant_ids: asks.map((ask) => ask.participant_id),
    afters: asks.map((ask) => ask.after),
    limit,
  });
  const pages = asks.map((): Row[] => []);
  for (const row of rows) if ('ask' in row) pages[row.ask - 1]!.push(row);
  return pages;
}

export async function loadParticipation(db: Db, id: string): Promise<Participation | null> {
  const [one] = await loadParticipations(db, eq(participations.id, id), 1);
  return one ?? null;
}
