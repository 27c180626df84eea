// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded DB).
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database, config.databaseUrl);
await database.close();
console.log(`migrations applied (${database.kind})`);
