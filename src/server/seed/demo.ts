import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { DEMO_PASSWORD, makeUser } from './factories';

/** The demo accounts README lists; all share DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = {
  admin: 'admin@matchday.test',
  host: 'host@matchday.test',
  host2: 'arena@matchday.test',
  participant: 'player@matchday.test',
  participant2: 'runner@matchday.test',
} as const;

export async function seedDemo(db: Db): Promise<void> {
  await makeUser(db, {
    role: 'Admin',
    name: 'Asha Admin',
    email: DEMO_ACCOUNTS.admin,
    address: 'Matchday HQ, Bengaluru',
  });
  await makeUser(db, {
    role: 'Host',
    name: 'Rohan Mehta',
    email: DEMO_ACCOUNTS.host,
    address: '12 MG Road, Bengaluru',
    organisation_name: 'Bengaluru Sports League',
    account_number: '123456789012',
    bank_name: 'State Bank of India',
    ifsc_code: 'SBIN0001234',
    account_holder_name: 'Bengaluru Sports League',
  });
  await makeUser(db, {
    role: 'Host',
    name: 'Meera Iyer',
    email: DEMO_ACCOUNTS.host2,
    address: '4 Marine Drive, Mumbai',
    organisation_name: 'Arena Events Mumbai',
    account_number: '998877665544',
    bank_name: 'HDFC Bank',
    ifsc_code: 'HDFC0000456',
    account_holder_name: 'Arena Events Mumbai',
  });
  await makeUser(db, {
    role: 'Participant',
    name: 'Kabir Singh',
    email: DEMO_ACCOUNTS.participant,
    address: '7 Park Street, Kolkata',
    age: 19,
    height: 178,
    gender: 'male',
    school_or_college: 'St. Xavier’s College',
  });
  await makeUser(db, {
    role: 'Participant',
    name: 'Ananya Rao',
    email: DEMO_ACCOUNTS.participant2,
    address: '22 Jubilee Hills, Hyderabad',
    age: 16,
    height: 162,
    gender: 'female',
    school_or_college: 'Hyderabad Public School',
  });
}

/** Seeds only a database with no users, so restarts and real data are never touched. */
export async function seedDemoIfEmpty(db: Db, log?: FastifyBaseLogger): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db);
  log?.info(`demo data seeded; demo accounts use the password ${DEMO_PASSWORD}`);
  return true;
}
