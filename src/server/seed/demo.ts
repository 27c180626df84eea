import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { DEMO_PASSWORD, makeCategory, makeSport, makeUser } from './factories';

type DemoCategory = {
  name: string;
  min_age?: number;
  max_age?: number;
  min_weight_allowed?: number;
  max_weight_allowed?: number;
  gender?: 'male' | 'female';
  participants_in_team: number;
};

/** Six sports with realistic categories: age bands, weight classes, team sizes, both genders. */
export const DEMO_CATALOG: Record<string, DemoCategory[]> = {
  Football: [
    { name: 'Under 14 Boys 7-a-side', max_age: 14, gender: 'male', participants_in_team: 7 },
    { name: 'Under 17 Girls 7-a-side', max_age: 17, gender: 'female', participants_in_team: 7 },
    { name: 'Open 11-a-side', min_age: 16, participants_in_team: 11 },
  ],
  Cricket: [
    { name: 'Under 19 Boys', max_age: 19, gender: 'male', participants_in_team: 11 },
    { name: 'Women T20', min_age: 15, gender: 'female', participants_in_team: 11 },
    { name: 'Box Cricket 6-a-side', min_age: 14, participants_in_team: 6 },
  ],
  Badminton: [
    { name: 'Men Singles', min_age: 15, gender: 'male', participants_in_team: 1 },
    { name: 'Women Singles', min_age: 15, gender: 'female', participants_in_team: 1 },
    { name: 'Mixed Doubles', min_age: 15, participants_in_team: 2 },
    { name: 'Under 13 Singles', max_age: 13, participants_in_team: 1 },
  ],
  Athletics: [
    { name: '100 m Sprint Men', min_age: 14, gender: 'male', participants_in_team: 1 },
    { name: '100 m Sprint Women', min_age: 14, gender: 'female', participants_in_team: 1 },
    { name: '4 x 100 m Relay', min_age: 14, participants_in_team: 4 },
    { name: '5 km Run Open', min_age: 12, participants_in_team: 1 },
  ],
  Wrestling: [
    {
      name: 'Men Freestyle 57 kg',
      min_age: 17,
      gender: 'male',
      min_weight_allowed: 53,
      max_weight_allowed: 57,
      participants_in_team: 1,
    },
    {
      name: 'Men Freestyle 74 kg',
      min_age: 17,
      gender: 'male',
      min_weight_allowed: 70,
      max_weight_allowed: 74,
      participants_in_team: 1,
    },
    {
      name: 'Women Freestyle 53 kg',
      min_age: 17,
      gender: 'female',
      min_weight_allowed: 50,
      max_weight_allowed: 53,
      participants_in_team: 1,
    },
    {
      name: 'Cadet Boys 48 kg',
      min_age: 15,
      max_age: 17,
      gender: 'male',
      min_weight_allowed: 45,
      max_weight_allowed: 48,
      participants_in_team: 1,
    },
  ],
  Basketball: [
    { name: '3x3 Open', min_age: 16, participants_in_team: 3 },
    { name: 'Under 16 Girls 5-a-side', max_age: 16, gender: 'female', participants_in_team: 5 },
    { name: 'Men 5-a-side', min_age: 18, gender: 'male', participants_in_team: 5 },
  ],
};

/** The demo accounts README lists; all share DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = {
  admin: 'admin@matchday.test',
  host: 'host@matchday.test',
  host2: 'arena@matchday.test',
  participant: 'player@matchday.test',
  participant2: 'runner@matchday.test',
} as const;

async function seedCatalog(db: Db) {
  for (const [sportName, list] of Object.entries(DEMO_CATALOG)) {
    const sport = await makeSport(db, sportName);
    for (const category of list) await makeCategory(db, { sports_id: sport.id, ...category });
  }
}

export async function seedDemo(db: Db): Promise<void> {
  await seedCatalog(db);
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
