// `npm run seed`: migrates, then loads the demo data into an empty database.
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDemoIfEmpty } from '../src/server/seed/demo';
import { createStorage } from '../src/server/storage/create-storage';
import path from 'node:path';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database, config.databaseUrl);
const storage = createStorage(config, path.join(config.dataDir, 'uploads'));
const seeded = await seedDemoIfEmpty(database.db, storage);
await database.close();
console.log(seeded ? 'demo data seeded' : 'database already has users; nothing seeded');
