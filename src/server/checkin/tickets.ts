import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { participationMembers, participations, tickets } from '../db/schema';

/**
 * Tickets (issue 17). A ticket's QR carries `<code>.<signature>`: the code is 128 random bits
 * (unguessable, and not the registration id), the signature an HMAC of it with the server's
 * secret, so a typo or a forged code is refused before any lookup. Tickets are made the first
 * time a paid registration is read; a cancelled or refunded registration's tickets stop working
 * at the gate (checkin/service.ts checks the registration, not just the ticket).
 */

const sign = (secret: string, code: string) =>
  createHmac('sha256', secret).update(`ticket:${code}`).digest('base64url').slice(0, 16);

export const ticketToken = (secret: string, code: string) => `${code}.${sign(secret, code)}`;

/** The ticket code a token carries, or null when its signature does not hold. */
export function codeOfToken(secret: string, token: string): string | null {
  const [code, signature, extra] = token.trim().split('.');
  if (!code || !signature || extra !== undefined || !/^[A-Za-z0-9_-]{22}$/.test(code)) return null;
  const expected = Buffer.from(sign(secret, code));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? code : null;
}

/** Makes the missing tickets of paid registrations: one per team member, else one. */
export async function ensureTickets(db: Db, participationIds: string[]): Promise<void> {
  if (participationIds.length === 0) return;
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
  if (ids.length === 0) return;
  const count = sql<number>`count(*)::int`;
  const members = await db
    .select({ id: participationMembers.participation_id, n: count })
    .from(participationMembers)
    .where(inArray(participationMembers.participation_id, ids))
    .groupBy(participationMembers.participation_id);
  const have = await db
    .select({ id: tickets.participation_id, n: count })
    .from(tickets)
    .where(inArray(tickets.participation_id, ids))
    .groupBy(tickets.participation_id);
  const rows = ids.flatMap((id) => {
    const wanted = Math.max(members.find((m) => m.id === id)?.n ?? 0, 1);
    if ((have.find((h) => h.id === id)?.n ?? 0) >= wanted) return [];
    return Array.from({ length: wanted }, (_, member_index) => ({
      participation_id: id,
      member_index,
      code: randomBytes(16).toString('base64url'),
    }));
  });
  if (rows.length > 0) await db.insert(tickets).values(rows).onConflictDoNothing();
}

export type TicketView = { member_index: number; token: string; qr_svg_url: string };

/** The tickets of registrations, by registration, as reads show them. */
export async function ticketsOf(
  db: Db,
  secret: string,
  participationIds: string[],
): Promise<Map<string, TicketView[]>> {
  const byRegistration = new Map<string, TicketView[]>();
  if (participationIds.length === 0) return byRegistration;
  const rows = await db
    .select()
    .from(tickets)
    .where(inArray(tickets.participation_id, participationIds))
    .orderBy(tickets.member_index);
  for (const t of rows) {
    const token = ticketToken(secret, t.code);
    const list = byRegistration.get(t.participation_id) ?? [];
    list.push({
      member_index: t.member_index,
      token,
      qr_svg_url: `/api/v1/tickets/${encodeURIComponent(token)}/qr.svg`,
    });
    byRegistration.set(t.participation_id, list);
  }
  return byRegistration;
}
