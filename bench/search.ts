// `npm run bench:search`: seeds PostgreSQL with a few thousand events (bench/seed.ts), explains
// representative /events searches as the app builds them, and writes the plans into their
// section of docs/BENCHMARKS.md (the rest of the file is `npm run bench`'s). Figures, not
// assertions.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as prettier from 'prettier';
import { openDatabase } from '../src/server/platform/db/client';
import { runMigrations } from '../src/server/platform/db/migrate';
import { explainSearches, keptSearchPlans, searchPlansSection } from './search-plans';
import { seedBench } from './seed';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'matchday_bench_search';
const SIZE = Number(process.env.BENCH_SEARCH_EVENTS ?? 5000);
const dbUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${DB}` }).toString();

async function main() {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB}`);
  const database = await openDatabase({ url: dbUrl, poolSize: 1 });
  const client = new pg.Client({ connectionString: dbUrl });
  try {
    await runMigrations(database, dbUrl);
    await seedBench(dbUrl, SIZE);
    await client.connect();
    const { rows } = await client.query<{ id: string }>('SELECT id FROM sports LIMIT 1');
    const plans = await explainSearches(database.db, client, rows[0]!.id, new Date());
    for (const plan of plans)
      console.log(`\n/api/v1/events/?${plan.request}\n${plan.lines.join('\n')}`);

    const file = path.join(ROOT, 'docs/BENCHMARKS.md');
    const doc = fs.readFileSync(file, 'utf8');
    const section = searchPlansSection(plans, SIZE, new Date().toISOString().slice(0, 10));
    const kept = keptSearchPlans(doc);
    const next = kept ? doc.replace(kept, section) : `${doc.trimEnd()}\n\n${section}\n`;
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    fs.writeFileSync(file, await prettier.format(next, options));
    console.log('\nwritten to docs/BENCHMARKS.md');
  } finally {
    await client.end().catch(() => {});
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
