// `npm run read-model:rebuild`: derives the public read model (event documents and category
// places, decision 049) again from the tables, for DATABASE_URL (or the embedded DB).
import { loadConfig } from '../src/server/platform/config';
import { openDatabase } from '../src/server/platform/db/client';
import { runMigrations } from '../src/server/platform/db/migrate';
import { rebuildReadModel } from '../src/server/events/read-model';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database, config.databaseUrl);
const started = Date.now();
const built = await rebuildReadModel(database.db, new Date());
await database.close();
console.log(`read model rebuilt: ${built} event documents (${Date.now() - started} ms)`);
