import { and, asc, eq, gt, inArray, min, sql, type SQL } from 'drizzle-orm';
import { ageOn } from '../../../shared/participations/eligibility';
import { limitsText, withinLimits } from '../../../shared/checkin/weighin';
import type { Db } from '../../platform/db/client';
import {
  bibs,
  categories,
  checkins,
  dependants,
  draws,
  drawEntrants,
  invoices,
  participationMembers,
  participations,
  refunds,
  tickets,
  users,
  weighIns,
} from '../../platform/db/schema';

// The rows of an event's export (issue 27, docs/decisions/036), read from PostgreSQL a page at a
// time by participation id (keyset: each page an index range scan, whatever the event's size),
// so an export of 100,000 registrations holds one page in memory, never the whole file.

/** Registrations per page. */
const EXPORT_PAGE = 1_000;

/** One registration as the export writes it: one row of the main sheets. */
export type RegistrationRow = {
  id: string;
  category: string;
  name: string;
  email: string;
  phone: string;
  age: number | null;
  gender: string;
  weightKg: number | null;
  team: string;
  members: string;
  paymentStatus: string;
  amount: number;
  currency: string;
  orderId: string;
  paymentId: string;
  paidAt: Date | null;
  refund: string;
  refunded: number | null;
  checkedInAt: Date | null;
  weighInKg: number | null;
  weighInResult: string;
  bib: number | null;
  seed: number | null;
  finalRank: number | null;
  invoice: string;
};

/** One team member: one row of the Members sheet. */
export type MemberRow = {
  registrationId: string;
  category: string;
  team: string;
  position: number;
  name: string;
  role: string;
  email: string;
  phone: string;
  dateOfBirth: string | null;
  gender: string;
  weighInKg: number | null;
};

const PAYMENT_STATUS: Record<string, string> = {
  created: 'Pending',
  captured: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
};
const REFUND_STATUS: Record<string, string> = {
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
};
const GENDER: Record<string, string> = { male: 'Male', female: 'Female' };

type ExportEvent = { id: string; start_date: string };

/** Kilograms from the grams a weigh-in stores (one decimal). */
const kgOf = (grams: number) => grams / 1000;

/**
 * An event's registrations (of one category when `categoryId` is given) in id order, a page at a
 * time: each page is read when the one before has been written, so the caller's pace (the
 * download's) sets the reading's.
 */
export async function* registrationPages(
  db: Db,
  event: ExportEvent,
  categoryId?: string,
  pageSize = EXPORT_PAGE,
): AsyncGenerator<RegistrationRow[]> {
  let after = '';
  for (;;) {
    const page = await registrationPage(db, event, categoryId, after, pageSize);
    if (page.length === 0) return;
    yield page;
    if (page.length < pageSize) return;
    after = page.at(-1)!.id;
  }
}

async function registrationPage(
  db: Db,
  event: ExportEvent,
  categoryId: string | undefined,
  after: string,
  pageSize: number,
): Promise<RegistrationRow[]> {
  const where: SQL[] = [eq(participations.event_id, event.id)];
  if (categoryId) where.push(eq(participations.category_id, categoryId));
  if (after) where.push(gt(participations.id, after));
  const rows = await db
    .select({
      id: participations.id,
      category: categories.name,
      min_weight: categories.min_weight_allowed,
      max_weight: categories.max_weight_allowed,
      holder: users.name,
      email: users.email,
      phone: users.phone_number,
      holder_dob: users.date_of_birth,
      holder_age: users.age,
      holder_gender: users.gender,
      dependant: dependants.name,
      dependant_dob: dependants.date_of_birth,
      dependant_gender: dependants.gender,
      weight_kg: participations.weight_kg,
      team_name: participations.team_name,
      payment_status: participations.payment_status,
      amount_minor: participations.amount_minor,
      currency: participations.currency,
      order_id: participations.order_id,
      payment_id: participations.payment_id,
      captured_at: participations.captured_at,
      event_day_status: participations.event_day_status,
      event_day_reason: participations.event_day_reason,
      bib: bibs.number,
      seed: drawEntrants.seed,
      final_rank: drawEntrants.final_rank,
      // The sale documents of its payments (a dearer category switch is a payment of its own).
      invoice: sql<string | null>`(
        SELECT string_agg(${invoices.number}, ', ' ORDER BY ${invoices.issued_at})
          FROM ${invoices}
         WHERE ${invoices.participation_id} = ${participations.id}
           AND ${invoices.kind} IN ('tax_invoice', 'bill_of_supply')
           AND ${invoices.refund_id} IS NULL)`,
    })
    .from(participations)
    .innerJoin(categories, eq(categories.id, participations.category_id))
    .innerJoin(users, eq(users.id, participations.participant_id))
    .leftJoin(dependants, eq(dependants.id, participations.dependant_id))
    .leftJoin(bibs, eq(bibs.participation_id, participations.id))
    // The draw of its category now (a registration moved after a draw is not in the new one's).
    .leftJoin(
      draws,
      and(eq(draws.event_id, participations.event_id), eq(draws.category_id, categories.id)),
    )
    .leftJoin(
      drawEntrants,
      and(eq(drawEntrants.draw_id, draws.id), eq(drawEntrants.participation_id, participations.id)),
    )
    .where(and(...where))
    .orderBy(asc(participations.id))
    .limit(pageSize);
  if (rows.length === 0) return [];

  const ids = rows.map((r) => r.id);
  const [members, weights, firstCheckins, refundRows] = await Promise.all([
    db
      .select({
        id: participationMembers.participation_id,
        name: participationMembers.name,
        role: participationMembers.role,
      })
      .from(participationMembers)
      .where(inArray(participationMembers.participation_id, ids))
      .orderBy(asc(participationMembers.participation_id), asc(participationMembers.position)),
    db
      .select({
        id: weighIns.participation_id,
        member: weighIns.member_index,
        grams: weighIns.weight_g,
      })
      .from(weighIns)
      .where(inArray(weighIns.participation_id, ids)),
    db
      .select({ id: tickets.participation_id, at: min(checkins.scanned_at) })
      .from(checkins)
      .innerJoin(tickets, eq(tickets.id, checkins.ticket_id))
      .where(and(inArray(tickets.participation_id, ids), sql`${checkins.undone_at} IS NULL`))
      .groupBy(tickets.participation_id),
    db
      .select({
        id: refunds.participation_id,
        status: refunds.status,
        amount_minor: refunds.amount_minor,
      })
      .from(refunds)
      .where(inArray(refunds.participation_id, ids))
      .orderBy(asc(refunds.id)),
  ]);

  const namesOf = groupBy(members, (m) => m.id);
  const weightsOf = groupBy(weights, (w) => w.id);
  const refundsOf = groupBy(refundRows, (r) => r.id ?? '');
  const checkedIn = new Map(firstCheckins.map((c) => [c.id, c.at]));

  return rows.map((r) => {
    const team = namesOf.get(r.id) ?? [];
    const weighed = (weightsOf.get(r.id) ?? []).sort((a, b) => a.member - b.member);
    const owed = refundsOf.get(r.id) ?? [];
    const refunded = owed
      .filter((x) => x.status === 'refunded')
      .reduce((sum, x) => sum + x.amount_minor, 0);
    // Issue 29: the account holder's profile holds a date of birth too.
    const dob = r.dependant ? r.dependant_dob : r.holder_dob;
    return {
      id: r.id,
      category: r.category,
      name: r.dependant ?? r.holder,
      email: r.email,
      phone: r.phone,
      // On the event's first day where a date of birth is known; else an account's old age.
      age: dob ? ageOn(dob, event.start_date) : r.dependant ? null : r.holder_age,
      gender: GENDER[r.dependant_gender ?? r.holder_gender ?? ''] ?? '',
      weightKg: r.weight_kg,
      team: r.team_name ?? '',
      members: team.map((m) => (m.role ? `${m.name} (${m.role})` : m.name)).join(', '),
      paymentStatus: PAYMENT_STATUS[r.payment_status] ?? r.payment_status,
      amount: r.amount_minor / 100,
      currency: r.currency,
      orderId: r.order_id ?? '',
      paymentId: r.payment_id ?? '',
      paidAt: r.captured_at,
      // The latest refund's state (a registration may be refunded in parts).
      refund: owed.length ? (REFUND_STATUS[owed.at(-1)!.status] ?? '') : '',
      refunded: owed.length ? refunded / 100 : null,
      checkedInAt: checkedIn.get(r.id) ?? null,
      // One competitor's weight; a team's are on the Members sheet.
      weighInKg: weighed.length === 1 ? kgOf(weighed[0]!.grams) : null,
      weighInResult: weighInResult(r, weighed),
      bib: r.bib,
      seed: r.seed,
      finalRank: r.final_rank,
      invoice: r.invoice ?? '',
    };
  });
}

/**
 * What the weigh-in says against the registration's category now (decision 023: it is read,
 * not stored): "Out: Did not make weight" once the host has put it out, else whether every
 * competitor weighed is within the limits.
 */
function weighInResult(
  r: {
    min_weight: number | null;
    max_weight: number | null;
    event_day_status: string | null;
    event_day_reason: string | null;
  },
  weighed: Array<{ grams: number }>,
): string {
  if (r.event_day_status === 'out') return `Out: ${r.event_day_reason ?? ''}`.trim();
  if (weighed.length === 0) return '';
  const { min_weight: lo, max_weight: hi } = r;
  return weighed.every((w) => withinLimits(kgOf(w.grams), lo, hi))
    ? 'Within limits'
    : `Outside limits (${limitsText(lo, hi)})`;
}

/**
 * An event's team members, in registration and roster order: a page of the event's registrations
 * (keyset by id, as above), then their members.
 */
export async function* memberPages(
  db: Db,
  event: ExportEvent,
  pageSize = EXPORT_PAGE,
): AsyncGenerator<MemberRow[]> {
  let after = '';
  for (;;) {
    const page = await db
      .select({ id: participations.id })
      .from(participations)
      .where(
        and(
          eq(participations.event_id, event.id),
          after ? gt(participations.id, after) : undefined,
        ),
      )
      .orderBy(asc(participations.id))
      .limit(pageSize);
    if (page.length === 0) return;
    const rows = await db
      .select({
        registrationId: participationMembers.participation_id,
        category: categories.name,
        team: participations.team_name,
        position: participationMembers.position,
        name: participationMembers.name,
        role: participationMembers.role,
        email: participationMembers.email,
        phone: participationMembers.phone,
        dateOfBirth: participationMembers.date_of_birth,
        gender: participationMembers.gender,
        grams: weighIns.weight_g,
      })
      .from(participationMembers)
      .innerJoin(participations, eq(participations.id, participationMembers.participation_id))
      .innerJoin(categories, eq(categories.id, participations.category_id))
      .leftJoin(
        weighIns,
        and(
          eq(weighIns.participation_id, participationMembers.participation_id),
          eq(weighIns.member_index, participationMembers.position),
        ),
      )
      .where(
        inArray(
          participationMembers.participation_id,
          page.map((p) => p.id),
        ),
      )
      .orderBy(asc(participationMembers.participation_id), asc(participationMembers.position));
    if (rows.length > 0) {
      yield rows.map(({ grams, ...m }) => ({
        ...m,
        team: m.team ?? '',
        role: m.role ?? '',
        gender: GENDER[m.gender ?? ''] ?? '',
        weighInKg: grams === null ? null : kgOf(grams),
      }));
    }
    if (page.length < pageSize) return;
    after = page.at(-1)!.id;
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
