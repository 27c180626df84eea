import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { localDiskStorage } from '../storage/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForeignKeyViolation } from './errors';
import { draws, events, participations, users } from './schema';
import { newId } from './ids';
import { makeUser } from '../../seed/factories';
import { backfillTickets } from '../../gate/tickets';
import { seedDemoIfEmpty, DEMO_ACCOUNTS } from '../../seed/demo';
import { buildApp } from '../../app';
import { drawViewOf } from '../../competition/view';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// This file always runs on the embedded database (PGlite), whatever the environment, so both
// engines are exercised by every test run.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ kind: 'pglite' });
});
afterAll(() => database.drop());

/** Seeds the demo into `fresh` with an app's deps (no job worker), as `npm run seed` does. */
async function seedInto(fresh: TestDatabase) {
  const app = await buildApp(testConfig(), { database: fresh, logger: false, worker: false });
  await app.deps.jobs.install();
  try {
    const storage = localDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-seed-')));
    return [await seedDemoIfEmpty(app.deps, storage), await seedDemoIfEmpty(app.deps, storage)];
  } finally {
    await app.close();
  }
}

// Seeding the whole demo (with its event day and competition, made by the real services) takes
// seconds on two shared cores: those tests get a minute.
const SEEDS_DEMO = 60_000;

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

  it(
    'reports a RESTRICT foreign key as one, so deleting an event with entries is a 409',
    async () => {
      const fresh = await createTestDatabase({ kind: 'pglite' });
      try {
        await seedInto(fresh);
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
    },
    SEEDS_DEMO,
  );

  it(
    'seeds demo data into an empty database only',
    async () => {
      const fresh = await createTestDatabase({ kind: 'pglite' });
      try {
        expect(await seedInto(fresh)).toEqual([true, false]);
        const rows = await fresh.db.select({ email: users.email, role: users.role }).from(users);
        // Ten accounts, event day's gate staff and twelve wrestlers (issue 17), four box-cricket
        // captains and eleven junior shuttlers (issue 18), the withdrawn team's captain (26), the
        // three players of the Chennai team paid by its shares (issue 28), the parent who reads
        // Matchday in Hindi (issue 29), ten kushti wrestlers and a lone cadet (issue 30).
        expect(rows).toHaveLength(54);
        const [hindi] = await fresh.db
          .select({ language: users.language })
          .from(users)
          .where(eq(users.email, DEMO_ACCOUNTS.hindiParent));
        expect(hindi).toEqual({ language: 'hi' });
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
        // The competition (issue 18): a finished round robin with its podium, and a double
        // elimination under way with courts called.
        const competition = await fresh.db.execute<{
          format: string;
          finished: boolean;
          played: number;
          courts: number;
          podium: number;
        }>(sql`
        SELECT d.format::text AS format, d.finished_at IS NOT NULL AS finished,
               (SELECT count(*)::int FROM matches m WHERE m.draw_id = d.id AND m.entered_at IS NOT NULL) AS played,
               (SELECT count(*)::int FROM matches m WHERE m.draw_id = d.id AND m.court IS NOT NULL) AS courts,
               (SELECT count(*)::int FROM draw_entrants e WHERE e.draw_id = d.id AND e.final_rank <= 3) AS podium
        FROM draws d ORDER BY d.format`);
        expect(competition.rows).toEqual([
          { format: 'round_robin', finished: true, played: 10, courts: 0, podium: 3 },
          { format: 'double_elimination', finished: false, played: 9, courts: 4, podium: 0 },
          // Issue 30: the kushti championship's repechage to two bronzes; the lone cadet's gold.
          { format: 'repechage', finished: true, played: 13, courts: 0, podium: 4 },
          { format: 'walkover', finished: true, played: 0, courts: 0, podium: 1 },
        ]);
        const [kushti] = await fresh.db
          .select({ id: draws.id })
          .from(draws)
          .where(eq(draws.format, 'repechage'));
        const bouts = await drawViewOf(fresh.db, kushti!.id);
        const repechage = bouts.stages.find((s) => s.type === 'repechage')!;
        expect(bouts.matches.filter((m) => m.stage_id === repechage.id).length).toBeGreaterThan(2);
        expect(bouts.standings.filter((s) => s.rank === 3)).toHaveLength(2);
        // Every bout wrestled (not a bye) is scored in points, technical superiority or a fall.
        const wrestled = bouts.matches.filter((m) => m.opponent1 && m.opponent2);
        expect(wrestled.every((m) => m.score_detail !== null)).toBe(true);
        // Issue 30: the box-cricket table is ranked by net run rate, three teams level on points.
        const [league] = await fresh.db
          .select({ id: draws.id })
          .from(draws)
          .where(eq(draws.format, 'round_robin'));
        const view = await drawViewOf(fresh.db, league!.id);
        const [table] = view.tables;
        expect(table!.rule.key).toBe('net_run_rate');
        expect(table!.rows.slice(0, 3).map((r) => r.points)).toEqual([9, 9, 9]);
        // Not their seed order (Panthers, Strikers, Hurricanes): the run rate's.
        const name = (id: number) => view.entrants.find((e) => e.id === id)!.name;
        expect(view.standings.slice(0, 3).map((s) => name(s.entrant_id))).toEqual([
          'Howrah Hurricanes',
          'Park Street Panthers',
          'Salt Lake Strikers',
        ]);
        // Registrations in every payment state the demo shows, and a ledger that adds up.
        const payments = await fresh.db.execute<{ payment_status: string; n: number }>(sql`
        SELECT payment_status, count(*)::int AS n FROM participations GROUP BY 1 ORDER BY 1`);
        expect(payments.rows).toEqual([
          // The runner's unpaid badminton entry; the Chennai team still forming (issue 28).
          { payment_status: 'created', n: 2 },
          // Three of the earlier demo, the two teams of the sold-out (free) 3x3 Open, the twelve
          // wrestlers of event day, five box-cricket teams, eleven junior shuttlers and the
          // Chennai team paid by its three shares (issue 28), the eleven kushti wrestlers (30).
          { payment_status: 'captured', n: 45 },
          // The host deleted one unpaid; the two paid entries of the cancelled event (issue 16);
          // the league's withdrawn team, refunded (issue 26).
          { payment_status: 'cancelled', n: 4 },
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
        // And its bib number (issue 27): per event 1, 2, 3… with no gap, the cancelled keeping theirs.
        const bibs = await fresh.db.execute<{ unnumbered: number; gaps: number }>(sql`
        SELECT (SELECT count(*)::int FROM participations p WHERE p.payment_status = 'captured'
                AND NOT EXISTS (SELECT 1 FROM bibs b WHERE b.participation_id = p.id)) AS unnumbered,
               (SELECT count(*)::int FROM (SELECT event_id FROM bibs GROUP BY event_id
                HAVING max(number) <> count(*)) g) AS gaps`);
        expect(bibs.rows[0]).toEqual({ unnumbered: 0, gaps: 0 });
        const ledger = await fresh.db.execute<{ total: number; n: number }>(sql`
        SELECT sum(amount_minor)::int AS total, count(*)::int AS n FROM ledger_entries`);
        // Wrestling ₹600, Aarav's junior entry ₹350, the ₹399 short payment, the refunded ₹1,500,
        // the cancelled event's two ₹900 entries with the one refund that has landed, and event
        // day's nine ₹600 and three ₹400 wrestlers, five ₹2,400 box-cricket teams and eleven ₹350
        // junior shuttlers (issue 18); less the Bengaluru host's shares sent to its linked account
        // (issue 26): five box-cricket teams at ₹2,280 and twelve junior entries at ₹332.50. The
        // withdrawn team's ₹2,400 in, ₹2,280 sent, taken back and ₹2,400 refunded: nothing left.
        expect(ledger.rows[0]).toEqual({
          total:
            60_000 +
            35_000 +
            39_900 +
            150_000 +
            90_000 +
            90_000 -
            90_000 +
            9 * 60_000 +
            3 * 40_000 +
            5 * 240_000 +
            11 * 35_000 -
            5 * 228_000 -
            12 * 33_250 +
            // Issue 28: the Chennai teams' four ₹300 shares (three of the paid team, one forming).
            4 * 30_000 +
            // Issue 30: the kushti championship's ten ₹500 wrestlers and its ₹300 cadet, less
            // the host's shares sent (₹475 and ₹285).
            10 * 50_000 +
            30_000 -
            10 * 47_500 -
            28_500,
          n: 35 + 17 + 4 + 4 + 22,
        });
        // Shares of the finished league transferred, of the juniors on hold; the Mumbai host, not
        // onboarded, accrues; a tax invoice from the GST host, a bill of supply from the other.
        const shares = await fresh.db.execute<{ status: string; n: number }>(sql`
        SELECT status, count(*)::int AS n FROM payout_transfers GROUP BY status ORDER BY status::text`);
        expect(shares.rows).toEqual([
          { status: 'accrued', n: 13 + 4 },
          { status: 'on_hold', n: 12 },
          // The league's five teams and the withdrawn sixth, its share since taken back; the
          // kushti championship's eleven entries (issue 30).
          { status: 'released', n: 6 + 11 },
        ]);
        // The withdrawn team's share, already sent, taken back before its refund.
        const reversals = await fresh.db.execute<{ status: string; amount: number }>(sql`
        SELECT status::text, amount_minor::int AS amount FROM payout_reversals`);
        expect(reversals.rows).toEqual([{ status: 'reversed', amount: 228_000 }]);
        const docs = await fresh.db.execute<{ kind: string; n: number }>(sql`
        SELECT kind, count(*)::int AS n FROM invoices GROUP BY kind ORDER BY kind::text`);
        expect(docs.rows).toEqual([
          { kind: 'bill_of_supply', n: 13 + 4 },
          // The withdrawn team's: the host's to its captain, Matchday's to the host for the fee.
          { kind: 'credit_note', n: 2 },
          // With the kushti championship's eleven entries (issue 30), its host registered for GST.
          { kind: 'fee_invoice', n: 31 + 4 + 11 },
          { kind: 'tax_invoice', n: 18 + 11 },
        ]);
        // The host's toolkit (issue 27): a message sent to every family of the juniors, one
        // reminder turned off at the Sunday hoops, and what the first run of the reminders sent.
        const messages = await fresh.db.execute<{ status: string; total: number; sent: number }>(
          sql`SELECT status::text, total, sent FROM messages`,
        );
        // Eleven junior shuttlers' accounts and the demo parent (for Aarav).
        expect(messages.rows).toEqual([{ status: 'sent', total: 12, sent: 12 }]);
        const reminders = await fresh.db.execute<{ kind: string; n: number }>(sql`
        SELECT kind::text, count(*)::int AS n FROM reminders_sent GROUP BY 1 ORDER BY 1`);
        // The demo runner's unpaid badminton entry, two days old: reminded once.
        expect(reminders.rows).toEqual([{ kind: 'payment_pending', n: 1 }]);
        // Teams that form themselves (issue 28): one paid by its three shares; one forming, its
        // captain's share paid, a member's pending, a friend's invite open.
        const teams = await fresh.db.execute<{ name: string; shares: string; roster: string }>(sql`
        SELECT t.name,
               (SELECT string_agg(s.status::text, ',' ORDER BY s.status::text) FROM team_shares s
                WHERE s.team_id = t.id) AS shares,
               (SELECT string_agg(m.status::text, ',' ORDER BY m.status::text) FROM team_members m
                WHERE m.team_id = t.id) AS roster
        FROM teams t ORDER BY t.name`);
        expect(teams.rows).toEqual([
          {
            name: 'Adyar Dunkers',
            shares: 'captured,captured,captured',
            roster: 'joined,joined,joined',
          },
          { name: 'Marina Ballers', shares: 'captured,created', roster: 'invited,joined,joined' },
        ]);
        await expectEventDay(fresh);
      } finally {
        await fresh.drop();
      }
    },
    SEEDS_DEMO,
  );
});

/**
 * Event day at the Pune dangal (issue 17): gate staff invited by its host, seven of its twelve
 * new wrestlers checked in and weighed by the host or the staff, one still flagged over its
 * limit, one moved, one out, no no-shows; the demo player's own entry there untouched.
 */
async function expectEventDay(fresh: TestDatabase) {
  const pune = sql`(SELECT id FROM events WHERE title = 'Pune Wrestling Dangal')`;
  const staff = await fresh.db.execute<{ email: string; role: string; invited_by: string }>(sql`
    SELECT s.email, u.role, h.email AS invited_by FROM event_staff s
    JOIN users u ON lower(u.email) = lower(s.email) JOIN users h ON h.id = s.invited_by
    WHERE s.event_id = ${pune}`);
  expect(staff.rows).toEqual([
    { email: DEMO_ACCOUNTS.gateStaff, role: 'Participant', invited_by: DEMO_ACCOUNTS.host2 },
  ]);
  // Its invitation (with the check-in link) waits in the queue for the server's mail worker.
  const invitations = await fresh.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM pgboss.job
    WHERE name = 'mail' AND data->>'kind' = 'gate_staff_invited'`);
  expect(invitations.rows).toEqual([{ n: 1 }]);
  const entries = await fresh.db.execute<{
    name: string;
    category: string;
    status: string | null;
    by: string | null;
    grams: number | null;
    within: boolean | null;
  }>(sql`
    SELECT u.name, c.name AS category, p.event_day_status AS status,
      (SELECT s.email FROM tickets t JOIN checkins ci ON ci.ticket_id = t.id
       JOIN users s ON s.id = ci.checked_in_by
       WHERE t.participation_id = p.id AND ci.undone_at IS NULL) AS by,
      w.weight_g AS grams,
      w.weight_g BETWEEN c.min_weight_allowed * 1000 AND c.max_weight_allowed * 1000 AS within
    FROM participations p JOIN users u ON u.id = p.participant_id
    JOIN categories c ON c.id = p.category_id
    LEFT JOIN weigh_ins w ON w.participation_id = p.id
    WHERE p.event_id = ${pune} AND p.payment_status = 'captured' ORDER BY u.name`);
  const entry = (name: string) => entries.rows.find((r) => r.name === name);
  expect(entries.rows).toHaveLength(13);
  const host = DEMO_ACCOUNTS.host2;
  const gate = DEMO_ACCOUNTS.gateStaff;
  // Seven in, some by the host and some by the gate staff; six expected, none a no-show yet.
  expect(entries.rows.filter((r) => r.by === host)).toHaveLength(3);
  expect(entries.rows.filter((r) => r.by === gate)).toHaveLength(4);
  expect(entries.rows.filter((r) => r.status === 'no_show')).toEqual([]);
  expect(entries.rows.filter((r) => r.grams !== null && r.within)).toHaveLength(5);
  // Over the limit and still undecided: the host's Move / Did not make weight.
  expect(entry('Rahul Shinde')).toEqual({
    name: 'Rahul Shinde',
    category: 'Men Freestyle 57 kg',
    status: null,
    by: gate,
    grams: 58_300,
    within: false,
  });
  // Moved up from the cadets to the class he weighed into; out after missing weight.
  expect(entry('Yash Kulkarni')).toMatchObject({ category: 'Men Freestyle 57 kg', within: true });
  expect(entry('Suraj Gaikwad')).toMatchObject({ status: 'out', grams: 76_800, within: false });
  const changes = await fresh.db.execute<{
    kind: string;
    name: string;
    route: string;
    reason: string | null;
  }>(sql`
    SELECT x.kind, u.name, f.name || ' -> ' || coalesce(t.name, '') AS route, x.reason
    FROM event_day_changes x JOIN participations p ON p.id = x.participation_id
    JOIN users u ON u.id = p.participant_id JOIN categories f ON f.id = x.from_category_id
    LEFT JOIN categories t ON t.id = x.to_category_id
    JOIN users h ON h.id = x.changed_by AND h.email = ${host}
    WHERE x.event_id = ${pune} ORDER BY x.created_at`);
  expect(changes.rows).toEqual([
    {
      kind: 'out',
      name: 'Suraj Gaikwad',
      route: 'Men Freestyle 74 kg -> ',
      reason: 'Did not make weight',
    },
    {
      kind: 'moved',
      name: 'Yash Kulkarni',
      route: 'Cadet Boys 48 kg -> Men Freestyle 57 kg',
      reason: null,
    },
  ]);
  // The demo player's entry there is as before: expected, not weighed.
  expect(entry('Kabir Singh')).toEqual({
    name: 'Kabir Singh',
    category: 'Men Freestyle 74 kg',
    status: null,
    by: null,
    grams: null,
    within: null,
  });
}

describe('ids', () => {
  it('are 24 hex characters and sort by creation time', () => {
    const a = newId(1_700_000_000_000);
    const b = newId(1_700_000_000_001);
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(a < b).toBe(true);
    expect(newId()).not.toBe(newId());
  });
});
