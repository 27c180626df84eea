import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/platform/db/schema/index.ts',
  out: './src/server/platform/db/migrations',
});
