// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded DB).
import { loadConfig } from '../src/server/platform/config';
import { openDatabase } from '../src/server/platform/db/client';
import { runMigrations } from '../src/server/platform/db/migrate';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database, config.databaseUrl);
await database.close();
console.log(`migrations applied (${database.kind})`);
