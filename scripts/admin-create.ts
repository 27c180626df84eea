// `npm run admin:create -- --email <e> --password <p> --name <n>`: creates a verified admin, or
// promotes (and verifies) an existing account with that email. Admins cannot sign up publicly.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { EMAIL_PATTERN } from '../src/shared/auth/rules';
import { passwordField } from '../src/shared/auth/rules';
import { hashPassword } from '../src/server/auth/password';
import { findUserByEmail } from '../src/server/auth/service';
import { loadConfig } from '../src/server/platform/config';
import { openDatabase } from '../src/server/platform/db/client';
import { runMigrations } from '../src/server/platform/db/migrate';
import { users } from '../src/server/platform/db/schema';
import { makeUser } from '../src/server/seed/factories';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const email = values.email?.trim().toLowerCase();
if (!email || !EMAIL_PATTERN.test(email) || !values.password) {
  console.error(
    'usage: npm run admin:create -- --email <email> --password <password> [--name <name>]',
  );
  process.exit(2);
}
const password = passwordField.safeParse(values.password);
if (!password.success) {
  console.error(password.error.issues[0]?.message);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database, config.databaseUrl);
  const existing = await findUserByEmail(database.db, email);
  if (existing) {
    await database.db
      .update(users)
      .set({
        role: 'Admin',
        password_hash: await hashPassword(values.password),
        email_verified_at: existing.email_verified_at ?? new Date(),
        ...(values.name ? { name: values.name } : {}),
        updated_at: new Date(),
      })
      .where(eq(users.id, existing.id));
    console.log(`${email} is now an admin`);
  } else {
    await makeUser(database.db, {
      role: 'Admin',
      email,
      name: values.name ?? 'Admin',
      password: values.password,
    });
    console.log(`admin ${email} created`);
  }
} finally {
  await database.close();
}
