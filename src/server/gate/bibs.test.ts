import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bibs,
  participations,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { pdfText } from '../test/pdf-text';
import { registerAndPay } from '../test/registrations';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import { bibsOf } from './bibs';
import { backfillTickets, issueTickets, reissueTickets } from './tickets';

// Issue 27 on PostgreSQL: bib numbers 1, 2, 3… per event in order of payment, a team's one
// number on each of its tickets, never changed or given twice, and parallel captures of one event
// never sharing a number.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let sportId: string;
let single: CategoryRow;
let pairs: CategoryRow;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  sportId = (await makeSport(ctx.app.db)).id;
  single = await makeCategory(ctx.app.db, { sports_id: sportId });
  pairs = await makeCategory(ctx.app.db, { sports_id: sportId, participants_in_team: 2 });
});

/** A new published event of the host's with both categories, open for registration. */
const newEvent = () =>
  makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    prices: [
      { category_id: single.id, price: 300 },
      { category_id: pairs.id, price: 500 },
    ],
  });

const bibOf = async (id: string) => (await bibsOf(ctx.app.db, [id])).get(id) ?? null;

/** Every bib of an event, by registration, straight from the table. */
const bibsOfEvent = async (event: EventRow) =>
  ctx.app.db
    .select({ id: bibs.participation_id, number: bibs.number })
    .from(bibs)
    .where(eq(bibs.event_id, event.id))
    .orderBy(asc(bibs.number));

/** The registration as its participant reads it. */
const read = async (who: Actor, id: string) =>
  (await call(who, 'GET', `/event/participate/${id}`)).json().data as {
    tickets: Array<{ name: string; bib: number | null }>;
  };

describe('bib numbers', () => {
  it('are 1, 2, 3… per event in order of capture; a team shares one, on every ticket', async () => {
    const event = await newEvent();
    const other = await newEvent();
    const first = await registerAndPay(ctx.app, event, single);
    const team = await registerAndPay(ctx.app, event, pairs);
    const elsewhere = await registerAndPay(ctx.app, other, single);
    const third = await registerAndPay(ctx.app, event, single);
    // An unpaid registration has none, and takes no number.
    const unpaid = await registerAndPay(ctx.app, event, single, { pay: false });

    expect(await bibsOfEvent(event)).toEqual([
      { id: first.id, number: 1 },
      { id: team.id, number: 2 },
      { id: third.id, number: 3 },
    ]);
    expect(await bibOf(unpaid.id)).toBeNull();
    // Another event counts from 1.
    expect(await bibsOfEvent(other)).toEqual([{ id: elsewhere.id, number: 1 }]);

    // On the tickets as the participant reads them: both team members show the team's number.
    expect((await read(first.who, first.id)).tickets.map((t) => t.bib)).toEqual([1]);
    expect((await read(team.who, team.id)).tickets).toEqual([
      expect.objectContaining({ name: 'Asha Rao', bib: 2 }),
      expect.objectContaining({ name: 'Ravi Rao', bib: 2 }),
    ]);
    // And on the PDF receipt, beside each ticket's holder.
    const receipt = await call(team.who, 'GET', `/event/participate/${team.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(pdfText(receipt.rawPayload).match(/Bib 2\b/g)).toHaveLength(2);
  });

  it('stay with a cancelled registration and are never given again', async () => {
    const event = await newEvent();
    const one = await registerAndPay(ctx.app, event, single);
    const two = await registerAndPay(ctx.app, event, single);
    const cancelled = await call(two.who, 'POST', `/event/participate/${two.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The cancelled registration keeps number 2 (and shows no ticket any more)…
    expect(await bibOf(two.id)).toBe(2);
    expect((await read(two.who, two.id)).tickets).toEqual([]);
    // …so the next one paid is 3, not 2 again.
    const three = await registerAndPay(ctx.app, event, single);
    expect(await bibsOfEvent(event)).toEqual([
      { id: one.id, number: 1 },
      { id: two.id, number: 2 },
      { id: three.id, number: 3 },
    ]);
  });

  it('are given once: issuing, reissuing (a transfer) and the start-up backfill keep them', async () => {
    const event = await newEvent();
    const a = await registerAndPay(ctx.app, event, single);
    const b = await registerAndPay(ctx.app, event, pairs);
    const before = await bibsOfEvent(event);
    expect(before.map((x) => x.number)).toEqual([1, 2]);

    expect(await issueTickets(ctx.app.db, [a.id, b.id])).toBe(0);
    expect(await issueTickets(ctx.app.db, [b.id, a.id])).toBe(0);
    await reissueTickets(ctx.app.db, b.id);
    await backfillTickets(ctx.app.db);
    expect(await bibsOfEvent(event)).toEqual(before);
  });

  it('go to a paid registration that has none, at the start-up backfill', async () => {
    const event = await newEvent();
    const paid = await registerAndPay(ctx.app, event, single);
    // Paid with nothing issued (as one paid between migration 0019 and this code would be).
    const bare = await registerAndPay(ctx.app, event, single, { pay: false });
    await ctx.app.db
      .update(participations)
      .set({ payment_status: 'captured', captured_at: new Date() })
      .where(eq(participations.id, bare.id));
    expect(await bibOf(bare.id)).toBeNull();

    expect(await backfillTickets(ctx.app.db)).toBeGreaterThanOrEqual(1);
    expect(await bibsOfEvent(event)).toEqual([
      { id: paid.id, number: 1 },
      { id: bare.id, number: 2 },
    ]);
    expect((await read(bare.who, bare.id)).tickets.map((t) => t.bib)).toEqual([2]);
  });
});

describe('parallel captures of one event', () => {
  it('never take the same number', async () => {
    const event = await newEvent();
    const n = 8;
    const made = await Promise.all(
      Array.from({ length: n }, (_, i) => registerAndPay(ctx.app, event, i % 2 ? pairs : single)),
    );
    const numbers = await bibsOfEvent(event);
    expect(numbers.map((x) => x.number)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect(new Set(numbers.map((x) => x.id))).toEqual(new Set(made.map((m) => m.id)));
  });

  it('queue for the number: the second waits until the first commits, then takes the next', async () => {
    const event = await newEvent();
    const a = await registerAndPay(ctx.app, event, single, { pay: false });
    const b = await registerAndPay(ctx.app, event, single, { pay: false });
    // Both made paid with nothing issued yet; each then gets its bib in a transaction of its own,
    // as two captures would.
    await ctx.app.db
      .update(participations)
      .set({ payment_status: 'captured', captured_at: new Date() })
      .where(inArray(participations.id, [a.id, b.id]));

    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstIssued!: () => void;
    const firstHasIssued = new Promise<void>((resolve) => (firstIssued = resolve));
    const first = ctx.app.db.transaction(async (tx) => {
      await issueTickets(tx, [a.id]);
      firstIssued();
      await firstMayCommit;
    });
    await firstHasIssued;
    const second = ctx.app.db.transaction((tx) => issueTickets(tx, [b.id]));

    // The second is waiting on the event's lock while the first has not committed: a query
    // that answers from the database, asked until it says so (no sleeping).
    for (;;) {
      const { rows } = await ctx.app.db.execute<{ waiting: number }>(
        sql`SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
      );
      if (rows[0]!.waiting > 0) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await bibOf(b.id)).toBeNull();
    releaseFirst();
    await Promise.all([first, second]);
    expect(await bibsOfEvent(event)).toEqual([
      { id: a.id, number: 1 },
      { id: b.id, number: 2 },
    ]);
  });
});
