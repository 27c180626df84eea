import { fillPlaceholders } from 'drizzle-orm';
import type pg from 'pg';
import { EventListQuerySchema } from '../src/shared/events/list-query';
import type { Db } from '../src/server/platform/db/client';
import { buildList, listPlan } from '../src/server/events/list';

/** The part of docs/BENCHMARKS.md that `npm run bench:search` writes and `npm run bench` keeps. */
export const SEARCH_PLANS_START = '<!-- search-plans:start -->';
export const SEARCH_PLANS_END = '<!-- search-plans:end -->';

export function keptSearchPlans(doc: string): string {
  const start = doc.indexOf(SEARCH_PLANS_START);
  const end = doc.indexOf(SEARCH_PLANS_END);
  return start >= 0 && end > start ? doc.slice(start, end + SEARCH_PLANS_END.length) : '';
}

type Plan = { request: string; what: string; lines: string[] };

/**
 * The plans of representative `/events` searches, each the very SQL `GET /api/v1/events` sends
 * for that address (src/server/events/list.ts), with its parameters filled in.
 */
export async function explainSearches(
  db: Db,
  client: pg.Client,
  sportId: string,
  now: Date,
): Promise<Plan[]> {
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const requests: Array<[string, string]> = [
    ['', 'the default list: upcoming, soonest first'],
    ['q=pune%20kabad', 'two words as prefixes (title, venue, city)'],
    ['q=cup&include_past=true&sort=newest', 'a common word, past events too, newest first'],
    ['city=mumbai&fee=free&open=true', 'one city, free, registration open now'],
    [`sports_id=${sportId}&from=${day(10)}&to=${day(40)}`, 'one sport within a month'],
  ];
  const plans: Plan[] = [];
  for (const [request, what] of requests) {
    const query = EventListQuerySchema.parse(Object.fromEntries(new URLSearchParams(request)));
    const { shape, values } = listPlan(query, false, now);
    const { sql, params } = buildList(db, shape).toSQL();
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`,
      fillPlaceholders(params, values),
    );
    plans.push({ request, what, lines: rows.map((r) => r['QUERY PLAN']) });
  }
  return plans;
}

/** A plan's index scans (and whether any table was read in full). */
function scans(lines: string[]): string {
  const used = new Set<string>();
  let seq = false;
  for (const line of lines) {
    const index =
      /(?:Index(?: Only)? Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/.exec(line);
    if (index) used.add(index[1]!);
    if (/Seq Scan on events\b/.test(line)) seq = true;
  }
  return [...used].map((n) => `\`${n}\``).join(', ') + (seq ? ' **and a full scan**' : '');
}

export function searchPlansSection(plans: Plan[], size: number, date: string): string {
  const rows = plans.map((p) => {
    const text = p.lines.join('\n');
    const time = /Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? '?';
    const skipped = [...text.matchAll(/Rows Removed by Filter: (\d+)/g)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
    return `| \`/api/v1/events/?${p.request}\` | ${p.what} | ${scans(p.lines)} | ${skipped} | ${time} |`;
  });
  const blocks = plans.map(
    (p) => `### \`GET /api/v1/events/?${p.request}\`\n\n\`\`\`text\n${p.lines.join('\n')}\n\`\`\``,
  );
  return `${SEARCH_PLANS_START}

## Event search: query plans at ${size.toLocaleString('en')} events

Made by \`npm run bench:search\` on ${date}: PostgreSQL on the same machine, \`bench/seed.ts\`'s
data (${size.toLocaleString('en')} events in twelve cities, every fifth one free, registration
windows spread over ±200 days), each search the very SQL \`GET /api/v1/events\` sends for that
address (\`src/server/events/list.ts\`), run with \`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)\`.
Indexes: \`events_search_idx\` (GIN, \`to_tsvector('simple', title, venue, address, city)\`),
\`events_starts_idx\` (\`starts_at, id\`: soonest first and its cursor), \`events_city_idx\`
(\`lower(city), starts_at, id\`), \`events_span_idx\` (\`ends_at - starts_at\`: the longest event, which
bounds where upcoming events can start), and the earlier ones (decision 013).

| address | what | indexes | rows read and skipped | execution ms |
|---|---|---|---|---|
${rows.join('\n')}

Each list reads a bounded number of rows, whatever the number of finished events: soonest first walks
\`events_starts_idx\` from "now minus the longest event" (before that bound, on 5,000 events, the
default list read and skipped some 2,300 finished ones); words go through the GIN index; one city
through its own index; a common word in newest-first order is cheapest on the primary key.

${blocks.join('\n\n')}

${SEARCH_PLANS_END}`;
}
