import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { localDiskStorage } from '../storage/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForeignKeyViolation } from './errors';
import { events, participations, users } from './schema';
import { newId } from './ids';
import { makeUser } from '../seed/factories';
import { backfillTickets } from '../checkin/tickets';
import { seedDemoIfEmpty, DEMO_ACCOUNTS } from '../seed/demo';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// This file always runs on the embedded database (PGlite), whatever the environment, so both
// engines are exercised by every test run.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ kind: 'pglite' });
});
afterAll(() => database.drop());

describe('embedded database (PGlite)', () => {
  it('is PGlite and has the migrated schema', async () => {
    expect(database.kind).toBe('pglite');
    const rows = await database.db.execute(sql`SELECT count(*)::int AS n FROM users`);
    expect(rows.rows[0]).toEqual({ n: 0 });
  });

  it('keeps emails unique whatever their letter case', async () => {
    await makeUser(database.db, { email: 'Same@Example.test' });
    await expect(makeUser(database.db, { email: 'same@example.TEST' })).rejects.toThrow();
  });

  it('reports a RESTRICT foreign key as one, so deleting an event with entries is a 409', async () => {
    const fresh = await createTestDatabase({ kind: 'pglite' });
    try {
      const storage = localDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-seed-')));
      await seedDemoIfEmpty(fresh.db, storage);
      const [entry] = await fresh.db
        .select({ event_id: participations.event_id })
        .from(participations)
        .limit(1);
      // PGlite raises restrict_violation (23001) here, PostgreSQL's NO ACTION 23503.
      const err = await fresh.db
        .delete(events)
        .where(sql`${events.id} = ${entry!.event_id}`)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(err).not.toBeNull();
      expect(isForeignKeyViolation(err)).toBe(true);
    } finally {
      await fresh.drop();
    }
  });

  it('seeds demo data into an empty database only', async () => {
    const fresh = await createTestDatabase({ kind: 'pglite' });
    try {
      const storage = localDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-seed-')));
      expect(await seedDemoIfEmpty(fresh.db, storage)).toBe(true);
      expect(await seedDemoIfEmpty(fresh.db, storage)).toBe(false);
      const rows = await fresh.db.select({ email: users.email, role: users.role }).from(users);
      expect(rows).toHaveLength(10);
      expect(rows).toContainEqual({ email: DEMO_ACCOUNTS.admin, role: 'Admin' });
      // A sold-out category whose waitlist offers the demo parent's team a place (issue 15).
      const queue = await fresh.db.execute<{ email: string; status: string }>(sql`
        SELECT u.email, w.status FROM waitlist_entries w JOIN users u ON u.id = w.participant_id
        ORDER BY w.id`);
      expect(queue.rows).toEqual([
        { email: DEMO_ACCOUNTS.parent, status: 'offered' },
        { email: 'ishita@matchday.test', status: 'waiting' },
      ]);
      // One suspended host for the admin's Users screen (decision 016).
      const suspended = await fresh.db.execute<{ email: string; reason: boolean }>(sql`
        SELECT email, suspension_reason IS NOT NULL AS reason FROM users
        WHERE suspended_at IS NOT NULL AND suspended_by IS NOT NULL`);
      expect(suspended.rows).toEqual([{ email: DEMO_ACCOUNTS.suspendedHost, reason: true }]);
      // A parent whose son competes in a junior category (issue 13, decision 015).
      const junior = await fresh.db.execute<{ competitor: string; category: string }>(sql`
        SELECT d.name AS competitor, c.name AS category FROM participations p
        JOIN dependants d ON d.id = p.dependant_id JOIN categories c ON c.id = p.category_id`);
      expect(junior.rows).toEqual([{ competitor: 'Aarav Sharma', category: 'Under 13 Singles' }]);
      const states = await fresh.db.execute<{ state: string; n: number }>(sql`
        SELECT CASE WHEN now() >= ends_at THEN 'over'
                    WHEN now() < registration_opens_at THEN 'not_open'
                    WHEN now() < registration_closes_at THEN 'open' ELSE 'closed' END AS state,
               count(*)::int AS n
        FROM events GROUP BY 1 ORDER BY 1`);
      expect(states.rows.map((r) => r.state)).toEqual(['closed', 'not_open', 'open', 'over']);
      // The admin's Payments screen has one open and one resolved anomaly to show.
      const anomalies = await fresh.db.execute<{ kind: string; open: boolean }>(sql`
        SELECT kind, resolved_at IS NULL AS open FROM payment_anomalies ORDER BY kind`);
      expect(anomalies.rows).toEqual([
        { kind: 'amount_mismatch', open: true },
        { kind: 'unknown_order', open: false },
      ]);
      // Registrations in every payment state the demo shows, and a ledger that adds up.
      const payments = await fresh.db.execute<{ payment_status: string; n: number }>(sql`
        SELECT payment_status, count(*)::int AS n FROM participations GROUP BY 1 ORDER BY 1`);
      expect(payments.rows).toEqual([
        { payment_status: 'created', n: 1 },
        // Three of the earlier demo, and the two teams of the sold-out (free) 3x3 Open.
        { payment_status: 'captured', n: 5 },
        // The host deleted one unpaid; the two paid entries of the cancelled event (issue 16).
        { payment_status: 'cancelled', n: 3 },
      ]);
      // Every paid entry has its event-day tickets, one per team member (issue 17): the start-up
      // backfill finds nothing to do.
      const ticketless = await fresh.db.execute<{ id: string }>(sql`
        SELECT p.id FROM participations p WHERE p.payment_status = 'captured'
        AND (SELECT count(*) FROM tickets t WHERE t.participation_id = p.id)
         <> greatest(1, (SELECT count(*) FROM participation_members m
                         WHERE m.participation_id = p.id))`);
      expect(ticketless.rows).toEqual([]);
      expect(await backfillTickets(fresh.db)).toBe(0);
      const ledger = await fresh.db.execute<{ total: number; n: number }>(sql`
        SELECT sum(amount_minor)::int AS total, count(*)::int AS n FROM ledger_entries`);
      // Wrestling ₹600, Aarav's junior entry ₹350, the ₹399 short payment, the refunded ₹1,500,
      // and the cancelled event's two ₹900 entries with the one refund that has landed.
      expect(ledger.rows[0]).toEqual({
        total: 60_000 + 35_000 + 39_900 + 150_000 + 90_000 + 90_000 - 90_000,
        n: 7,
      });
    } finally {
      await fresh.drop();
    }
  });
});

describe('ids', () => {
  it('are 24 hex characters and sort by creation time', () => {
    const a = newId(1_700_000_000_000);
    const b = newId(1_700_000_000_001);
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(a < b).toBe(true);
    expect(newId()).not.toBe(newId());
  });
});
