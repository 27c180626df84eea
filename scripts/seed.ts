// `npm run seed`: migrates, then loads the demo data into an empty database.
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/platform/config';
import { openDatabase } from '../src/server/platform/db/client';
import { runMigrations } from '../src/server/platform/db/migrate';
import { seedDemoIfEmpty } from '../src/server/seed/demo';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database, config.databaseUrl);
// The app's deps and storage, without its job worker: the demo's event day is made by the real
// services, and the mail they queue is sent by the next server that starts.
const app = await buildApp(config, { database, logger: false, worker: false });
await app.deps.jobs.install();
const seeded = await seedDemoIfEmpty(app.deps, app.storage);
await app.close();
await database.close();
console.log(seeded ? 'demo data seeded' : 'database already has users; nothing seeded');
