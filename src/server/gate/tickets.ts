import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_ROUTES, apiHref } from '../../shared/href';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../platform/db/client';
import { batchedPerDb, equalsAnyOf } from '../platform/db/batched';
import { preparedPerDb } from '../platform/db/prepared';
import { bibs, participationMembers, participations, tickets } from '../platform/db/schema';
import { assignBibs } from './bibs';

/**
 * Tickets (issue 17). A ticket's QR carries `<code>.<signature>`: the code is 128 random bits
 * (unguessable, and not the registration id), the signature an HMAC of it with the server's
 * secret, so a typo or a forged code is refused before any lookup. Tickets are made when a
 * registration becomes paid, in that transaction (`issueTickets`); a transfer gives them new
 * codes; a cancelled or refunded registration's tickets stop working at the gate
 * (checkin/service.ts checks the registration, not just the ticket).
 */

const sign = (secret: string, code: string) =>
  createHmac('sha256', secret).update(`ticket:${code}`).digest('base64url').slice(0, 16);

// A participant's dashboard shows every paid registration's tickets on each visit: their tokens
// (an HMAC each) are kept, not signed again. Keyed by secret too, so another secret signs anew.
const tokens = new LRUCache<string, string>({ max: 50_000 });

export function ticketToken(secret: string, code: string): string {
  const key = `${secret}\n${code}`;
  let token = tokens.get(key);
  if (token === undefined) tokens.set(key, (token = `${code}.${sign(secret, code)}`));
  return token;
}

/** The ticket code a token carries, or null when its signature does not hold. */
export function codeOfToken(secret: string, token: string): string | null {
  const [code, signature, extra] = token.trim().split('.');
  if (!code || !signature || extra !== undefined || !/^[A-Za-z0-9_-]{22}$/.test(code)) return null;
  const expected = Buffer.from(sign(secret, code));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? code : null;
}

const newCode = () => randomBytes(16).toString('base64url');

/**
 * Makes the missing tickets of paid registrations: one per team member, at the member's
 * position (a self-formed team's positions may have gaps, issue 28), else one. Runs in the
 * transaction that makes a registration paid (a capture, a free registration, a switch's
 * capture), so a paid registration has its tickets the moment it commits and reads only load
 * them. Registrations not paid (or cancelled) are skipped, and tickets already made are kept, so
 * calling it twice is harmless.
 * The registration's bib number (./bibs, issue 27) is given here too, so every path that makes
 * tickets makes it; a bib already given is kept. Returns how many tickets it made.
 */
export async function issueTickets(db: Db, participationIds: string[]): Promise<number> {
  if (participationIds.length === 0) return 0;
  const paid = await db
    .select({ id: participations.id })
    .from(participations)
    .where(
      and(
        inArray(participations.id, participationIds),
        eq(participations.payment_status, 'captured'),
        isNull(participations.cancelled_at),
      ),
    );
  const ids = paid.map((p) => p.id);
  if (ids.length === 0) return 0;
  await assignBibs(db, ids);
  const positions = new Map<string, number[]>();
  for (const m of await db
    .select({ id: participationMembers.participation_id, position: participationMembers.position })
    .from(participationMembers)
    .where(inArray(participationMembers.participation_id, ids))) {
    positions.set(m.id, [...(positions.get(m.id) ?? []), m.position]);
  }
  const have = new Map<string, Set<number>>();
  for (const t of await db
    .select({ id: tickets.participation_id, member_index: tickets.member_index })
    .from(tickets)
    .where(inArray(tickets.participation_id, ids))) {
    const indexes = have.get(t.id) ?? new Set<number>();
    indexes.add(t.member_index);
    have.set(t.id, indexes);
  }
  const rows = ids.flatMap((id) => {
    const made = have.get(id);
    return (positions.get(id) ?? [0])
      .filter((member_index) => !made?.has(member_index))
      .map((member_index) => ({ participation_id: id, member_index, code: newCode() }));
  });
  if (rows.length === 0) return 0;
  // A concurrent issue of the same registration's tickets (two captures racing) made them first.
  const inserted = await db
    .insert(tickets)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: tickets.id });
  return inserted.length;
}

/**
 * A registration handed to someone else (a transfer): every ticket gets a new code, so the
 * giver's QR codes stop working at once and the new holder's are ready in the same transaction.
 * The ticket rows stay (a check-in already made points at them), only their codes change.
 */
export async function reissueTickets(db: Db, participationId: string): Promise<void> {
  const rows = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.participation_id, participationId));
  for (const t of rows)
    await db.update(tickets).set({ code: newCode() }).where(eq(tickets.id, t.id));
  await issueTickets(db, [participationId]);
}

/**
 * A self-formed team's roster changed (issue 28): the tickets of these positions get new codes, so
 * a member who left holds a dead QR and whoever takes their place gets a code nobody else has
 * seen; missing tickets (a newcomer's position) are made. Paid registrations only; in the
 * transaction of the roster change.
 */
export async function recodeTickets(
  db: Db,
  participationId: string,
  positions: number[],
): Promise<void> {
  if (positions.length === 0) return;
  const rows = await db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(participations, eq(participations.id, tickets.participation_id))
    .where(
      and(
        eq(tickets.participation_id, participationId),
        inArray(tickets.member_index, positions),
        eq(participations.payment_status, 'captured'),
      ),
    );
  for (const t of rows)
    await db.update(tickets).set({ code: newCode() }).where(eq(tickets.id, t.id));
  await issueTickets(db, [participationId]);
}

/**
 * The safety net for registrations paid before tickets were made at capture (issue 17 first made
 * them on a read; older ones have none): on server start, every paid registration without a
 * ticket gets its tickets, by id in batches. Not a migration: a ticket code is 128 random bits
 * made here in Node, and PostgreSQL has no `gen_random_bytes` without pgcrypto (neither our
 * PostgreSQL nor PGlite has it; `gen_random_uuid` would give 122 bits in another format), and
 * a data migration would collide with other branches' migrations. Once every registration has
 * its tickets this is one indexed query per start; several servers starting at once are safe
 * (the unique indexes keep one ticket per member).
 */
export async function backfillTickets(db: Db): Promise<number> {
  let made = 0;
  let after = '';
  for (;;) {
    const batch = await db
      .select({ id: participations.id })
      .from(participations)
      .where(
        and(
          eq(participations.payment_status, 'captured'),
          isNull(participations.cancelled_at),
          gt(participations.id, after),
          // Without tickets, or (paid between migration 0019 and this code) without a bib.
          or(
            sql`NOT EXISTS (SELECT 1 FROM ${tickets} WHERE ${tickets.participation_id} = ${participations.id})`,
            sql`NOT EXISTS (SELECT 1 FROM ${bibs} WHERE ${bibs.participation_id} = ${participations.id})`,
          ),
        ),
      )
      .orderBy(asc(participations.id))
      .limit(500);
    if (batch.length === 0) return made;
    made += await issueTickets(
      db,
      batch.map((p) => p.id),
    );
    after = batch.at(-1)!.id;
  }
}

/** A ticket as reads show it; `bib` is its registration's bib number (a team's tickets share it). */
export type TicketView = {
  member_index: number;
  token: string;
  qr_svg_url: string;
  bib: number | null;
};

/**
 * The tickets of registrations and their bib numbers: prepared (a participant's dashboard reads
 * it on every visit), the registrations as one array parameter.
 */
const ticketsByRegistration = preparedPerDb((db, name) =>
  db
    .select({
      participation_id: tickets.participation_id,
      member_index: tickets.member_index,
      code: tickets.code,
      bib: bibs.number,
    })
    .from(tickets)
    .leftJoin(bibs, eq(bibs.participation_id, tickets.participation_id))
    .where(
      and(
        equalsAnyOf(tickets.participation_id, 'ids', 'bpchar'),
        // A position a self-formed team's member left empty keeps its (re-coded) ticket row for
        // a later newcomer; it is nobody's ticket until then (issue 28).
        or(
          sql`NOT EXISTS (SELECT 1 FROM ${participationMembers} WHERE ${participationMembers.participation_id} = ${tickets.participation_id})`,
          sql`EXISTS (SELECT 1 FROM ${participationMembers} WHERE ${participationMembers.participation_id} = ${tickets.participation_id} AND ${participationMembers.position} = ${tickets.member_index})`,
        ),
      ),
    )
    .orderBy(tickets.member_index)
    .prepare(name),
);

type TicketRow = Awaited<ReturnType<ReturnType<typeof ticketsByRegistration>['execute']>>[number];

/** The ticket rows of registrations; dashboards read together share one read (decision 058). */
const ticketRows = batchedPerDb(async (db, asks: readonly string[][]): Promise<TicketRow[][]> => {
  const rows = await ticketsByRegistration(db, 'tickets_by_registration').execute({
    ids: [...new Set(asks.flat())],
  });
  return asks.map((ids) => {
    const wanted = new Set(ids);
    return rows.filter((row) => wanted.has(row.participation_id));
  });
});

/** The tickets of registrations, by registration, as reads show them, with their bib numbers. */
export async function ticketsOf(
  db: Db,
  secret: string,
  participationIds: string[],
): Promise<Map<string, TicketView[]>> {
  const byRegistration = new Map<string, TicketView[]>();
  if (participationIds.length === 0) return byRegistration;
  for (const t of await ticketRows(db, participationIds)) {
    const token = ticketToken(secret, t.code);
    const list = byRegistration.get(t.participation_id) ?? [];
    list.push({
      member_index: t.member_index,
      token,
      qr_svg_url: apiHref(API_ROUTES.ticketQr, { token }),
      bib: t.bib,
    });
    byRegistration.set(t.participation_id, list);
  }
  return byRegistration;
}
