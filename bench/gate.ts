// "The gate" (issue 17: "a host can run the gate of a 500-participant event from two phones,
// online or not"): two gate staff phones check in 500 paid tickets through the real server, one
// scan at a time each, polling the gate read as the page does, searching ~10% by name, weighing
// 40 in, and syncing an offline queue of 50 scans each of which 25 are the same tickets on both
// phones. Run by `npm run bench` (and on its own by `npm run bench:gate`). Figures, not
// assertions: every ticket checked in exactly once, each double scan answered `already`.
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { openDatabase } from '../src/server/platform/db/client';
import { eventStaff, ledgerEntries, participations } from '../src/server/platform/db/schema';
import { issueTickets, ticketToken } from '../src/server/gate/tickets';
import { makeCategory, makeEvent, makeSport, makeUser } from '../src/server/seed/factories';
import { ms } from './stats';

export const GATE_START = '<!-- gate:start -->';
export const GATE_END = '<!-- gate:end -->';

const PEOPLE = 500;
/** Per phone: scans queued while offline, of which SHARED are the same tickets on both phones. */
const OFFLINE = 50;
const SHARED = 25;
/** Per phone: people found by name instead of by their QR (~10%). */
const SEARCHED = 25;
const WEIGH_INS = 40;
const POLL_MS = 5_000;
/** Gate reads made after the run, all 500 checked in (the polls alone are a few dozen). */
const READS_AFTER = 50;

export type GateRun = {
  /** The machine's 1-minute load average as the gate started (2 cores shared with other work). */
  load: number;
  seconds: number;
  checkedInPerMinute: number;
  scanP50: number;
  scanP99: number;
  scans: number;
  searchP50: number;
  searchP99: number;
  searches: number;
  weighP50: number;
  weighP99: number;
  pollP50: number;
  pollP99: number;
  polls: number;
  readP50: number;
  readP99: number;
  readEntries: number;
  readKb: number;
  readGzipKb: number;
  syncSeconds: number;
  syncScans: number;
  distinct: number;
  rows: number;
  duplicates: number;
  missing: number;
  already: number;
  expectedAlready: number;
  sharedOnce: number;
  backdated: number;
  weighIns: number;
  errors: string[];
  wrong: string[];
};

const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

/** A deterministic shuffle (the same run twice scans in the same order). */
function shuffled<T>(list: T[], seed: number): T[] {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

type Ticket = {
  participation_id: string;
  member_index: number;
  token: string;
  name: string;
  weighed: boolean;
};

type Job =
  | { kind: 'scan'; ticket: Ticket }
  | { kind: 'search'; ticket: Ticket }
  | { kind: 'weigh'; ticket: Ticket; weight_kg: number };

/** The event, its 500 paid registrations with tickets, its host and two gate staff. */
async function seedGate(dbUrl: string, secret: string) {
  const database = await openDatabase({ url: dbUrl, poolSize: 2 });
  const tag = randomBytes(3).toString('hex');
  const host = await makeUser(database.db, { role: 'Host', email: `gate-host-${tag}@bench.test` });
  const sport = await makeSport(database.db);
  const cats = [
    await makeCategory(database.db, {
      sports_id: sport.id,
      name: 'Under 60 kg',
      max_weight_allowed: 60,
    }),
    await makeCategory(database.db, {
      sports_id: sport.id,
      name: '60 to 75 kg',
      min_weight_allowed: 60,
      max_weight_allowed: 75,
    }),
    await makeCategory(database.db, { sports_id: sport.id, name: 'Open' }),
    await makeCategory(database.db, { sports_id: sport.id, name: 'Juniors' }),
  ];
  const event = await makeEvent(database.db, {
    host_id: host.id,
    sports_id: sport.id,
    window: 'closed',
    prices: cats.map((c) => ({ category_id: c.id, price: 300 })),
  });

  // People, staff and sessions written directly, as the rush does (no argon2 sign-ups).
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows: people } = await client.query<{ id: string; name: string }>(
    `INSERT INTO users (id, role, name, email, phone_number, password_hash, email_verified_at)
     SELECT lpad(to_hex(${0x4000000} + g) || '${tag}', 24, '0'), 'Participant',
            'Competitor ' || lpad(g::text, 3, '0'), 'gate-' || g || '-${tag}@bench.test',
            '98' || lpad(g::text, 8, '0'), 'not-a-hash', now()
     FROM generate_series(1, ${PEOPLE}) g ORDER BY g RETURNING id, name`,
  );
  const { rows: staff } = await client.query<{ id: string; email: string }>(
    `INSERT INTO users (id, role, name, email, phone_number, password_hash, email_verified_at)
     SELECT lpad(to_hex(${0x3000000} + g) || '${tag}', 24, '0'), 'Participant', 'Gate staff ' || g,
            'gate-staff-' || g || '-${tag}@bench.test', '9876543210', 'not-a-hash', now()
     FROM generate_series(1, 2) g ORDER BY g RETURNING id, email`,
  );
  await database.db
    .insert(eventStaff)
    .values(staff.map((s) => ({ event_id: event.id, email: s.email, invited_by: host.id })));
  const users = [host.id, ...staff.map((s) => s.id)];
  const tokens = users.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `INSERT INTO sessions (id, token_hash, user_id, expires_at)
     SELECT lpad(to_hex(${0x2000000} + i) || '${tag}', 24, '0'), t.hash, t.user_id, now() + interval '1 day'
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(hash, user_id, i)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('hex')), users],
  );

  // Paid registrations as a capture leaves them (order, payment, ledger row), then their tickets
  // by `issueTickets`, as the capture makes them.
  const capturedAt = new Date(Date.now() - 86_400_000);
  const made = await database.db
    .insert(participations)
    .values(
      people.map((p, i) => ({
        event_id: event.id,
        category_id: cats[i % cats.length]!.id,
        participant_id: p.id,
        weight_kg: i % cats.length === 0 ? 58 : i % cats.length === 1 ? 70 : null,
        payment_status: 'captured' as const,
        amount_minor: 30_000,
        currency: 'INR',
        provider: 'test',
        order_id: `order_gate_${tag}_${i}`,
        payment_id: `pay_gate_${tag}_${i}`,
        captured_at: capturedAt,
      })),
    )
    .returning({ id: participations.id, participant_id: participations.participant_id });
  await database.db.insert(ledgerEntries).values(
    made.map((m, i) => ({
      kind: 'capture',
      participation_id: m.id,
      provider: 'test',
      order_id: `order_gate_${tag}_${i}`,
      reference: `pay_gate_${tag}_${i}`,
      amount_minor: 30_000,
      currency: 'INR',
      source: 'verify',
    })),
  );
  const issued = await issueTickets(
    database.db,
    made.map((m) => m.id),
  );
  await database.close();
  if (issued !== PEOPLE) throw new Error(`issueTickets made ${issued} tickets, not ${PEOPLE}`);

  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  const weighed = new Set(cats.slice(0, 2).map((c) => c.id));
  const { rows } = await client.query<{
    participation_id: string;
    member_index: number;
    code: string;
    participant_id: string;
    category_id: string;
  }>(
    `SELECT t.participation_id, t.member_index, t.code, p.participant_id, p.category_id
     FROM tickets t JOIN participations p ON p.id = t.participation_id
     WHERE p.event_id = $1 ORDER BY t.participation_id`,
    [event.id],
  );
  const tickets: Ticket[] = rows.map((r) => ({
    participation_id: r.participation_id,
    member_index: r.member_index,
    token: ticketToken(secret, r.code),
    name: nameOf.get(r.participant_id)!,
    weighed: weighed.has(r.category_id),
  }));
  return {
    client,
    eventId: event.id,
    tickets,
    cookies: tokens.map((t) => `session=${t}`),
  };
}

export async function theGate(base: string, dbUrl: string, secret: string): Promise<GateRun> {
  const load = Math.round(os.loadavg()[0]! * 10) / 10;
  const { client, eventId, tickets, cookies } = await seedGate(dbUrl, secret);
  const [hostCookie, ...phoneCookies] = cookies as [string, string, string];

  const errors: string[] = [];
  const call = async (method: 'GET' | 'POST', url: string, cookie: string, body?: unknown) => {
    const t0 = performance.now();
    const r = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: {
        cookie,
        'accept-encoding': 'gzip, br',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    const took = performance.now() - t0;
    if (r.status !== 200)
      errors.push(`${method} ${url.split('?')[0]} ${r.status}: ${text.slice(0, 120)}`);
    return { status: r.status, took, text, json: () => JSON.parse(text) as { data: unknown } };
  };

  // Each phone its half; of phone A's half, SHARED tickets go into both phones' offline queues.
  const order = shuffled(tickets, 17);
  const halves = [order.slice(0, PEOPLE / 2), order.slice(PEOPLE / 2)];
  const shared = halves[0]!.slice(0, SHARED);
  const plans = halves.map((half, phone) => {
    const offline =
      phone === 0 ? half.slice(0, OFFLINE) : [...shared, ...half.slice(0, OFFLINE - SHARED)];
    const rest = phone === 0 ? half.slice(OFFLINE) : half.slice(OFFLINE - SHARED);
    const every = Math.floor(rest.length / SEARCHED);
    const jobs: Job[] = rest.map((ticket, i) => ({
      kind: i % every === 0 && i < every * SEARCHED ? 'search' : 'scan',
      ticket,
    }));
    return { offline, jobs };
  });
  // Phone A also weighs in 40 people of the weight categories, between its scans.
  const toWeigh = order.filter((t) => t.weighed).slice(0, WEIGH_INS);
  const jobsA = plans[0]!.jobs;
  toWeigh.forEach((ticket, i) => {
    const at = Math.floor(((i + 0.5) * jobsA.length) / WEIGH_INS) + i;
    jobsA.splice(at, 0, { kind: 'weigh', ticket, weight_kg: Math.round(551 + (i % 40) * 5) / 10 });
  });

  const scanMs: number[] = [];
  const searchMs: number[] = [];
  const weighMs: number[] = [];
  const pollMs: number[] = [];
  let already = 0;
  let running = true;
  const answered = (r: { status: number; json: () => { data: unknown } }) => {
    if (r.status === 200 && (r.json().data as { status: string }).status === 'already') already++;
  };

  // Both phones come back online at the same moment (the gate's Wi-Fi returns).
  let arrived = 0;
  let release: () => void = () => {};
  const together = new Promise<void>((r) => (release = r));
  let syncStarted = 0;
  let syncEnded = 0;

  const pollers: Array<Promise<void>> = [];
  const phone = async (index: number) => {
    const cookie = phoneCookies[index]!;
    const device = `bench-phone-${index + 1}`;
    const { offline, jobs } = plans[index]!;
    // The page's 5 s refresh of the gate, while this phone works.
    pollers[index] = (async () => {
      while (running) {
        const started = performance.now();
        const r = await call('GET', `/event/checkin?event_id=${eventId}&q=`, cookie);
        pollMs.push(r.took);
        await sleep(Math.max(0, POLL_MS - (performance.now() - started)));
      }
    })();
    const work = async (job: Job) => {
      const { ticket } = job;
      if (job.kind === 'scan') {
        const r = await call('POST', '/event/checkin', cookie, {
          event_id: eventId,
          token: ticket.token,
          device_id: device,
          scanned_at: new Date().toISOString(),
        });
        scanMs.push(r.took);
        answered(r);
      } else if (job.kind === 'search') {
        const found = await call(
          'GET',
          `/event/checkin?event_id=${eventId}&q=${encodeURIComponent(ticket.name)}`,
          cookie,
        );
        const entries = (
          found.json().data as {
            entries: Array<{ participation_id: string; member_index: number }>;
          }
        ).entries;
        const entry = entries.find((e) => e.participation_id === ticket.participation_id);
        if (!entry) {
          errors.push(`search for ${ticket.name} did not find them (${entries.length} found)`);
          return;
        }
        const r = await call('POST', '/event/checkin', cookie, {
          event_id: eventId,
          participation_id: entry.participation_id,
          member_index: entry.member_index,
          device_id: device,
          scanned_at: new Date().toISOString(),
        });
        searchMs.push(found.took + r.took);
        answered(r);
      } else {
        const r = await call('POST', '/event/weighin', cookie, {
          participation_id: ticket.participation_id,
          member_index: ticket.member_index,
          weight_kg: job.weight_kg,
        });
        weighMs.push(r.took);
      }
    };
    const half = Math.floor(jobs.length / 2);
    for (const job of jobs.slice(0, half)) await work(job);
    // Offline: the scans were made on the device over the last few minutes and wait in its
    // queue; back online, the page sends them in order, one after the other.
    const now = Date.now();
    const queue = offline.map((ticket, i) => ({
      event_id: eventId,
      token: ticket.token,
      device_id: device,
      scanned_at: new Date(now - (offline.length - i) * 4_000).toISOString(),
    }));
    if (++arrived === 2) {
      syncStarted = performance.now();
      release();
    }
    await together;
    for (const scan of queue) answered(await call('POST', '/event/checkin', cookie, scan));
    syncEnded = Math.max(syncEnded, performance.now());
    for (const job of jobs.slice(half)) await work(job);
  };

  const started = performance.now();
  let seconds = 0;
  try {
    await Promise.all([phone(0), phone(1)]);
    seconds = (performance.now() - started) / 1000;
  } finally {
    running = false;
    await Promise.all(pollers);
  }

  // The gate read once everyone is in: what each phone's 5 s refresh costs at the end of the day.
  const readMs: number[] = [];
  let last = '';
  for (let i = 0; i < READS_AFTER; i++) {
    const r = await call('GET', `/event/checkin?event_id=${eventId}&q=`, hostCookie);
    readMs.push(r.took);
    last = r.text;
  }
  const gate = JSON.parse(last || '{"data":{"entries":[]}}') as {
    data: { entries: unknown[]; counts: Array<{ checked_in: number }> };
  };

  const sharedIds = shared.map((t) => t.participation_id);
  const {
    rows: [db],
  } = await client.query<{
    distinct: number;
    rows: number;
    missing: number;
    shared_once: number;
    backdated: number;
    weigh_ins: number;
  }>(
    `SELECT
       (SELECT count(DISTINCT c.ticket_id)::int FROM checkins c WHERE c.event_id = $1 AND c.undone_at IS NULL) AS distinct,
       (SELECT count(*)::int FROM checkins c WHERE c.event_id = $1) AS rows,
       (SELECT count(*)::int FROM tickets t JOIN participations p ON p.id = t.participation_id
         WHERE p.event_id = $1 AND NOT EXISTS (SELECT 1 FROM checkins c WHERE c.ticket_id = t.id AND c.undone_at IS NULL)) AS missing,
       (SELECT count(*)::int FROM (SELECT t.id FROM tickets t JOIN checkins c ON c.ticket_id = t.id
         WHERE t.participation_id = ANY($2::text[]) GROUP BY t.id HAVING count(*) = 1) s) AS shared_once,
       (SELECT count(*)::int FROM checkins c WHERE c.event_id = $1 AND c.scanned_at < c.created_at - interval '1 second') AS backdated,
       (SELECT count(*)::int FROM weigh_ins w WHERE w.event_id = $1) AS weigh_ins`,
    [eventId, sharedIds],
  );
  await client.end();

  const expectedAlready = SHARED;
  const wrong: string[] = [];
  if (db!.distinct !== PEOPLE) wrong.push(`${db!.distinct} tickets checked in, not ${PEOPLE}`);
  if (db!.rows !== db!.distinct) wrong.push(`${db!.rows - db!.distinct} duplicate check-ins`);
  if (db!.missing !== 0) wrong.push(`${db!.missing} tickets without a check-in`);
  if (already !== expectedAlready)
    wrong.push(`${already} "already" answers, not ${expectedAlready} (the double scans)`);
  if (db!.shared_once !== SHARED)
    wrong.push(`${db!.shared_once} of the ${SHARED} doubly scanned tickets checked in once`);
  if (db!.weigh_ins !== WEIGH_INS) wrong.push(`${db!.weigh_ins} weigh-ins, not ${WEIGH_INS}`);
  const checkedIn = gate.data.counts.reduce((n, c) => n + c.checked_in, 0);
  if (checkedIn !== PEOPLE)
    wrong.push(`the gate read counts ${checkedIn} checked in, not ${PEOPLE}`);
  if (errors.length > 0) wrong.push(`${errors.length} failed requests`);

  return {
    load,
    seconds,
    checkedInPerMinute: Math.round((db!.distinct / seconds) * 60),
    scanP50: ms(scanMs, 50),
    scanP99: ms(scanMs, 99),
    scans: scanMs.length,
    searchP50: ms(searchMs, 50),
    searchP99: ms(searchMs, 99),
    searches: searchMs.length,
    weighP50: ms(weighMs, 50),
    weighP99: ms(weighMs, 99),
    pollP50: ms(pollMs, 50),
    pollP99: ms(pollMs, 99),
    polls: pollMs.length,
    readP50: ms(readMs, 50),
    readP99: ms(readMs, 99),
    readEntries: gate.data.entries.length,
    readKb: Math.round(Buffer.byteLength(last) / 102.4) / 10,
    readGzipKb: Math.round(gzipSync(last).length / 102.4) / 10,
    syncSeconds: Math.round((syncEnded - syncStarted) / 10) / 100,
    syncScans: OFFLINE * 2,
    distinct: db!.distinct,
    rows: db!.rows,
    duplicates: db!.rows - db!.distinct,
    missing: db!.missing,
    already,
    expectedAlready,
    sharedOnce: db!.shared_once,
    backdated: db!.backdated,
    weighIns: db!.weigh_ins,
    errors: errors.slice(0, 10),
    wrong,
  };
}

/** The figures as the terminal shows them, with a WRONG line when correctness fails. */
export function gateReport(g: GateRun): string {
  const lines = [
    `the gate: ${PEOPLE} check-ins from 2 phones in ${g.seconds.toFixed(1)} s (${g.checkedInPerMinute} per minute)`,
    `  scan (POST /event/checkin by token, n=${g.scans}): p50 ${g.scanP50} ms, p99 ${g.scanP99} ms`,
    `  search by name then check in (n=${g.searches}): p50 ${g.searchP50} ms, p99 ${g.searchP99} ms`,
    `  weigh-in (n=${WEIGH_INS}): p50 ${g.weighP50} ms, p99 ${g.weighP99} ms`,
    `  gate read every 5 s while scanning (n=${g.polls}): p50 ${g.pollP50} ms, p99 ${g.pollP99} ms`,
    `  gate read, ${PEOPLE} checked in (n=${READS_AFTER}): p50 ${g.readP50} ms, p99 ${g.readP99} ms, ${g.readEntries} entries, ${g.readKb} KB (${g.readGzipKb} KB gzipped)`,
    `  offline sync: ${g.syncScans} queued scans (${SHARED} on both phones) in ${g.syncSeconds} s`,
    `  database: ${g.distinct} tickets checked in, ${g.duplicates} duplicates, ${g.missing} missing; "already" answers ${g.already} of ${g.expectedAlready} double scans; ${g.sharedOnce} of ${SHARED} double scans kept once; ${g.backdated} check-ins keep their offline scan time; ${g.weighIns} weigh-ins`,
  ];
  for (const e of g.errors) lines.push(`  error: ${e}`);
  if (g.wrong.length > 0) lines.push(`WRONG: ${g.wrong.join('; ')}`);
  return lines.join('\n');
}

/** The section of docs/BENCHMARKS.md, between its markers. */
export function gateSection(g: GateRun | null, machine: string): string {
  const body = g
    ? `${machine}

Two gate staff phones (staff accounts of the event, each with its session) check in the ${PEOPLE}
paid tickets of one event (4 categories, two with weight limits) through the production server,
each phone its half, one request at a time as a person scans, with no pause between scans (so
the rate is the server's, not a person's). Each phone also reads the gate every 5 s as the page
does (\`GET /event/checkin?q=\`), finds ${SEARCHED} people by name instead of by QR (search, then
check in by registration), and halfway through sends the ${OFFLINE} scans it queued offline (their
scan times in the past), both phones at once; ${SHARED} of those are the same tickets on both phones.
One phone weighs ${WEIGH_INS} people in. The correctness figures are read back from the database.
The machine's load average was ${g.load} as the run started: on two shared cores the latencies
(p99 above all) move with whatever else runs, and the 5 s polls are few, so their p99 is their
slowest. The page also reads the gate again after each check-in it makes (its query is
invalidated); here only the 5 s refresh is measured.

| check-ins | seconds | check-ins / minute | scan p50 ms | scan p99 ms | search + check-in p50 ms | p99 ms | weigh-in p50 ms | p99 ms |
|---|---|---|---|---|---|---|---|---|
| ${g.distinct} | ${g.seconds.toFixed(1)} | **${g.checkedInPerMinute}** | ${g.scanP50} | ${g.scanP99} | ${g.searchP50} | ${g.searchP99} | ${g.weighP50} | ${g.weighP99} |

| gate read | n | p50 ms | p99 ms | entries returned | size |
|---|---|---|---|---|---|
| every 5 s while scanning | ${g.polls} | ${g.pollP50} | ${g.pollP99} | | |
| after, all ${PEOPLE} checked in | ${READS_AFTER} | ${g.readP50} | ${g.readP99} | ${g.readEntries} | ${g.readKb} KB (${g.readGzipKb} KB gzipped) |

| offline sync (${g.syncScans} scans, 2 phones) | tickets checked in | duplicate check-ins | tickets missed | "already" answers / double scans | double scans kept once | offline scan times kept |
|---|---|---|---|---|---|---|
| ${g.syncSeconds} s | ${g.distinct} of ${PEOPLE} | ${g.duplicates} | ${g.missing} | ${g.already} / ${g.expectedAlready} | ${g.sharedOnce} of ${SHARED} | ${g.backdated} |

${g.wrong.length > 0 ? `**WRONG: ${g.wrong.join('; ')}.**` : 'Correct: every ticket checked in exactly once, each double scan answered `already` (first wins, held by the partial unique index on `checkins.ticket_id`).'}
The gate read returns the counts of all ${PEOPLE} entries but at most 200 entries (the page searches
for the rest).`
    : 'not run';
  return `${GATE_START}\n\n## The gate (issue 17)\n\n${body}\n\n${GATE_END}`;
}

/** The gate section already in `doc`, kept when a run does not measure it. */
export function keptGate(doc: string): string {
  const start = doc.indexOf(GATE_START);
  const end = doc.indexOf(GATE_END);
  return start >= 0 && end > start ? doc.slice(start, end + GATE_END.length) : '';
}
