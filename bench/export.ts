// "Exports" (issue 27: "an export of 100,000 registrations keeps the server's memory bounded and
// starts downloading at once"): one event with 100,000 registrations (seeded with SQL), then its
// host downloads the CSV and the Excel file from the running production server, one after the
// other, as a browser does (the CSV compressed on the way). For each: time to the first byte,
// total time, bytes, and the server process's resident memory (VmRSS from /proc, sampled every
// 20 ms) before and at its peak. Run by `npm run bench` (and on its own by `npm run bench:export`).
// Figures, not assertions.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import zlib from 'node:zlib';
import pg from 'pg';
import { createSession } from '../src/server/auth/sessions';
import { openDatabase } from '../src/server/platform/db/client';
import { makeCategory, makeEvent, makeSport, makeUser } from '../src/server/seed/factories';

export const EXPORT_START = '<!-- export:start -->';
export const EXPORT_END = '<!-- export:end -->';

/** Two events: the same memory at both sizes is what "bounded" means. */
const SIZES = [10_000, Number(process.env.BENCH_EXPORT_ROWS ?? 100_000)];
/**
 * Each download three times over: memory held per row would climb with each repeat; a page at a
 * time settles (V8 keeps some of the garbage it collects as heap, so RSS alone rises at first).
 */
const REPEATS = 3;

export type ExportDownload = {
  registrations: number;
  format: 'csv' | 'xlsx';
  encoding: string;
  status: number;
  firstByteMs: number;
  totalMs: number;
  wireBytes: number;
  fileBytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
};

export type ExportRun = {
  registrations: number;
  members: number;
  seedSeconds: number;
  load: string;
  downloads: ExportDownload[];
};

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * One event of a host with four categories (a weight class, two open ones and pairs), and
 * `n` registrations of as many participants spread over them: 90 % paid (each with
 * its bib and bill of supply), 7 % pending, 3 % cancelled; the pairs with their two members;
 * half the weight class weighed in. Names in Latin, Devanagari and Tamil letters.
 */
async function seedExport(dbUrl: string, n: number, prefix: 'a' | 'b') {
  const database = await openDatabase({ url: dbUrl, poolSize: 2 });
  const tag = Date.now().toString(36);
  const host = await makeUser(database.db, {
    role: 'Host',
    email: `export-host-${prefix}-${tag}@bench.test`,
  });
  const sport = await makeSport(database.db, `Export bench ${prefix} ${tag}`);
  const cats = [
    await makeCategory(database.db, {
      sports_id: sport.id,
      name: 'Under 60 kg',
      min_weight_allowed: 50,
      max_weight_allowed: 60,
    }),
    await makeCategory(database.db, { sports_id: sport.id, name: 'Open Singles' }),
    await makeCategory(database.db, { sports_id: sport.id, name: 'Under 14 Boys' }),
    await makeCategory(database.db, {
      sports_id: sport.id,
      name: 'Pairs',
      participants_in_team: 2,
    }),
  ];
  const event = await makeEvent(database.db, {
    host_id: host.id,
    sports_id: sport.id,
    title: 'Export bench open',
    window: 'closed',
    prices: cats.map((c) => ({ category_id: c.id, price: 750 })),
  });
  const { token } = await createSession(database.db, host.id, new Date());
  await database.close();

  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const t0 = performance.now();
  // Ids: a prefix per table, then the row's number (char(24), like the app's).
  const idOf = (table: number) => `'${prefix}${table}' || lpad(to_hex(g), 22, '0')`;
  await client.query(
    `INSERT INTO users (id, role, name, email, phone_number, password_hash, gender, age)
     SELECT ${idOf(1)}, 'Participant',
            (ARRAY['Kavya Iyer', 'अनन्या शर्मा', 'கார்த்திக் சுப்பிரமணியன்', 'Arjun "AJ" Rao, Jr.'])[g % 4 + 1] || ' ' || g,
            'export-${prefix}' || g || '@bench.test', '98' || lpad(g::text, 8, '0'), 'x',
            (CASE WHEN g % 2 = 0 THEN 'male' ELSE 'female' END)::gender, 12 + g % 30
       FROM generate_series(1, $1) g`,
    [n],
  );
  await client.query(
    `INSERT INTO participations (id, event_id, category_id, participant_id, team_name, weight_kg,
        payment_status, amount_minor, currency, provider, order_id, payment_id, captured_at,
        cancelled_at)
     SELECT ${idOf(2)}, $1,
            ($2::text[])[g % 4 + 1], ${idOf(1)},
            CASE WHEN g % 4 = 3 THEN 'Smash, "Bros" ' || g END,
            CASE WHEN g % 4 = 0 THEN 50 + g % 12 END,
            (CASE WHEN g % 100 < 90 THEN 'captured' WHEN g % 100 < 97 THEN 'created' ELSE 'cancelled' END)::payment_status,
            75000, 'INR', 'test', 'order_${prefix}' || g,
            CASE WHEN g % 100 < 90 OR g % 100 >= 97 THEN 'pay_${prefix}' || g END,
            CASE WHEN g % 100 < 90 OR g % 100 >= 97 THEN now() - (g || ' seconds')::interval END,
            CASE WHEN g % 100 >= 97 THEN now() END
       FROM generate_series(1, $3) g`,
    [event.id, cats.map((c) => c.id), n],
  );
  await client.query(
    `INSERT INTO participation_members (id, participation_id, position, name, email, phone, role, date_of_birth, gender)
     SELECT '${prefix}3' || lpad(to_hex(g * 2 + m), 22, '0'), ${idOf(2)}, m,
            (ARRAY['Asha Rao', 'रवि राव'])[m + 1] || ' ' || g, 'member-${prefix}' || g || '-' || m || '@bench.test',
            '97' || lpad(g::text, 8, '0'), CASE WHEN m = 0 THEN 'Captain'::member_role END,
            (date '2008-01-01' + (g % 3000)), (CASE WHEN m = 0 THEN 'female' ELSE 'male' END)::gender
       FROM generate_series(1, $1) g, generate_series(0, 1) m
      WHERE g % 4 = 3`,
    [n],
  );
  await client.query(
    `INSERT INTO bibs (participation_id, event_id, number)
     SELECT id, event_id, row_number() OVER (ORDER BY captured_at, id)
       FROM participations WHERE event_id = $1 AND payment_status = 'captured'`,
    [event.id],
  );
  await client.query(
    `INSERT INTO invoices (id, kind, issuer, financial_year, series, serial, number, participation_id,
        host_id, payment_id, total_minor, document, issued_at)
     SELECT '${prefix}5' || substr(p.id, 3), 'bill_of_supply', $2::text, '2627', 'BOS', s,
            'BOS/2627/' || lpad(s::text, 6, '0'), p.id, $2::text, p.payment_id, p.amount_minor, '{}', p.captured_at
       FROM (SELECT *, row_number() OVER (ORDER BY id) AS s FROM participations
              WHERE event_id = $1 AND payment_status = 'captured') p`,
    [event.id, host.id],
  );
  await client.query(
    `INSERT INTO weigh_ins (id, event_id, participation_id, member_index, weight_g, recorded_by, recorded_at)
     SELECT '${prefix}4' || substr(id, 3), event_id, id, 0, 50000 + (weight_kg % 12) * 1000 + 300, $2, now()
       FROM participations WHERE event_id = $1 AND weight_kg IS NOT NULL AND payment_status = 'captured'
        AND right(id, 1) IN ('0', '2', '4', '6', '8', 'a', 'c', 'e')`,
    [event.id, host.id],
  );
  await client.query('ANALYZE');
  const {
    rows: [counts],
  } = await client.query<{ registrations: number; members: number }>(
    `SELECT (SELECT count(*)::int FROM participations WHERE event_id = $1) AS registrations,
            (SELECT count(*)::int FROM participation_members m JOIN participations p
                ON p.id = m.participation_id WHERE p.event_id = $1) AS members`,
    [event.id],
  );
  await client.end();
  return {
    eventId: event.id,
    cookie: `session=${token}`,
    seedSeconds: (performance.now() - t0) / 1000,
    ...counts!,
  };
}

/** One download as a browser makes it, timed, counted and with the server's memory sampled. */
function download(
  registrations: number,
  base: string,
  pid: number,
  url: string,
  cookie: string,
  format: 'csv' | 'xlsx',
): Promise<ExportDownload> {
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  }, 20);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}${url}`,
      { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } },
      (res) => {
        let firstByteMs = 0;
        let wireBytes = 0;
        let fileBytes = 0;
        const encoding = res.headers['content-encoding'] ?? 'identity';
        const decoder =
          encoding === 'br'
            ? zlib.createBrotliDecompress()
            : encoding === 'gzip'
              ? zlib.createGunzip()
              : null;
        decoder?.on('data', (chunk: Buffer) => (fileBytes += chunk.length));
        res.on('data', (chunk: Buffer) => {
          if (wireBytes === 0) firstByteMs = performance.now() - t0;
          wireBytes += chunk.length;
          if (decoder) decoder.write(chunk);
          else fileBytes += chunk.length;
        });
        res.on('error', reject);
        res.on('end', () => {
          const totalMs = performance.now() - t0;
          const done = () => {
            clearInterval(sampler);
            rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
            resolve({
              registrations,
              format,
              encoding,
              status: res.statusCode ?? 0,
              firstByteMs: Math.round(firstByteMs),
              totalMs: Math.round(totalMs),
              wireBytes,
              fileBytes,
              rssBeforeMb,
              rssPeakMb,
              rssAfterMb: rssMb(pid),
            });
          };
          if (decoder) decoder.end(done);
          else done();
        });
      },
    );
    req.on('error', (err) => {
      clearInterval(sampler);
      reject(err);
    });
  });
}

/** The scenario against a running server whose process is `pid`. */
export async function theExport(base: string, dbUrl: string, pid: number): Promise<ExportRun> {
  const load = os.loadavg()[0]!.toFixed(1);
  const downloads: ExportDownload[] = [];
  let big = { registrations: 0, members: 0, seedSeconds: 0 };
  for (const [i, size] of SIZES.entries()) {
    const seeded = await seedExport(dbUrl, size, i === 0 ? 'a' : 'b');
    console.log(
      `seeded ${seeded.registrations} registrations (${seeded.members} team members) in ${seeded.seedSeconds.toFixed(1)} s`,
    );
    big = seeded;
    for (const format of ['csv', 'xlsx'] as const) {
      const url = `/api/v1/events/${seeded.eventId}/export?format=${format}`;
      for (let run = 1; run <= REPEATS; run++) {
        const d = await download(seeded.registrations, base, pid, url, seeded.cookie, format);
        console.log(exportLine(d));
        downloads.push(d);
      }
    }
  }
  return {
    registrations: big.registrations,
    members: big.members,
    seedSeconds: big.seedSeconds,
    load,
    downloads,
  };
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

function exportLine(d: ExportDownload): string {
  return `${String(d.registrations).padStart(6)} ${d.format.padEnd(5)} ${d.status}  first byte ${d.firstByteMs} ms  total ${(d.totalMs / 1000).toFixed(1)} s  ${mb(d.wireBytes)} MB on the wire (${d.encoding}), ${mb(d.fileBytes)} MB file  server RSS ${d.rssBeforeMb} → peak ${d.rssPeakMb} MB (after ${d.rssAfterMb})`;
}

/** What the repeats say of memory, from the figures (no claim the run does not make). */
function boundedText(run: ExportRun): string {
  const big = SIZES.at(-1)!;
  const peaks = (format: string) =>
    run.downloads
      .filter((d) => d.registrations >= big && d.format === format)
      .map((d) => d.rssPeakMb);
  const parts = (['csv', 'xlsx'] as const).map((format) => {
    const p = peaks(format);
    return `${format === 'csv' ? 'CSV' : 'Excel'} peaks ${p.join(', ')} MB`;
  });
  const highest = Math.max(...run.downloads.map((d) => d.rssPeakMb));
  const file = Math.max(...run.downloads.map((d) => d.fileBytes));
  return `At ${big.toLocaleString('en')} registrations, run after run: ${parts.join('; ')}; the server's highest RSS of the whole run was ${highest} MB, for files of up to ${mb(file)} MB.`;
}

/** The section of docs/BENCHMARKS.md, between its markers. */
export function exportSection(run: ExportRun | null, machine: string): string {
  const rows = run?.downloads.map(
    (d, i) =>
      `| ${d.registrations.toLocaleString('en')} | ${d.format === 'csv' ? 'CSV' : 'Excel (.xlsx)'} | ${(i % REPEATS) + 1} | ${d.status} | ${d.firstByteMs} | ${(d.totalMs / 1000).toFixed(1)} | ${mb(d.wireBytes)} (${d.encoding}) | ${mb(d.fileBytes)} | ${d.rssBeforeMb} | **${d.rssPeakMb}** | ${d.rssPeakMb - d.rssBeforeMb} |`,
  );
  const body = run
    ? `${machine}
The machine's load average was ${run.load} as the downloads started.

Two events of one host, with ${SIZES.map((n) => n.toLocaleString('en')).join(' and ')} registrations in four
categories (at the larger, ${run.members.toLocaleString('en')} team members; 90 % paid with a bib and
a bill of supply, half of the weight class weighed in), seeded with SQL (the larger in
${run.seedSeconds.toFixed(1)} s). Their host downloads \`GET /api/v1/events/:id/export?format=csv\`,
then \`?format=xlsx\`, of each, ${REPEATS} times over, one after the other, from the production server with
\`accept-encoding: gzip, deflate, br\` as a browser sends it (the CSV comes compressed, the .xlsx
is a zip already). The server's memory is its process's VmRSS (/proc), sampled every 20 ms; the
first byte is the first byte of the body. One server process for the whole run.

| registrations | format | run | status | first byte ms | total s | MB on the wire | MB file | server RSS before MB | peak MB | growth MB |
|---|---|---|---|---|---|---|---|---|---|---|
${rows!.join('\n')}

Rows are read a page of 1,000 at a time by participation id (keyset) and written as they are
read (src/server/toolkit/exports, docs/decisions/036): the server holds a page, not the file.
${boundedText(run)} RSS also counts garbage V8 has not collected yet (it grows its heap
under a fast stream of short-lived rows): a server with its old space capped at 64 MB completes
the same 100,000-row downloads with an RSS peak near 165 MB, more slowly (docs/decisions/036). The
Excel file reads the rows twice (the "All" sheet and each category's) plus the members, so it takes longer than the CSV.`
    : 'not run';
  return `${EXPORT_START}\n\n## Exports (issue 27)\n\n${body}\n\n${EXPORT_END}`;
}

/** The exports section already in `doc`, kept when a run does not measure it. */
export function keptExport(doc: string): string {
  const start = doc.indexOf(EXPORT_START);
  const end = doc.indexOf(EXPORT_END);
  return start >= 0 && end > start ? doc.slice(start, end + EXPORT_END.length) : '';
}
