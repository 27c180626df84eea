import type { Db } from '../db/client';
import {
  categories,
  sports,
  users,
  type CategoryRow,
  type NewUser,
  type SportRow,
  type User,
} from '../db/schema';
import { isTeamSport } from '../../shared/catalog/schemas';
import { hashPassword } from '../auth/password';

/** Demo and test password for factory users; satisfies the §5 password rule. */
export const DEMO_PASSWORD = 'Matchday@2026';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

type UserInput = Partial<Omit<NewUser, 'password_hash'>> & { password?: string };

/** Inserts a verified user; the same factory feeds the demo seed and the tests. */
export async function makeUser(db: Db, input: UserInput = {}): Promise<User> {
  const { password = DEMO_PASSWORD, ...rest } = input;
  const role = rest.role ?? 'Participant';
  const [row] = await db
    .insert(users)
    .values({
      name: `${role} ${unique()}`,
      email: `${role.toLowerCase()}-${unique()}@example.test`,
      phone_number: '9876543210',
      email_verified_at: new Date(),
      ...rest,
      role,
      password_hash: await hashPassword(password),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function makeSport(db: Db, name = `Sport ${unique()}`): Promise<SportRow> {
  const [row] = await db.insert(sports).values({ sports_name: name }).returning();
  return row!;
}

type CategoryInput = Partial<
  Omit<typeof categories.$inferInsert, 'sports_id' | 'is_team_sport'>
> & {
  sports_id: string;
};

export async function makeCategory(db: Db, input: CategoryInput): Promise<CategoryRow> {
  const participants = input.participants_in_team ?? 1;
  const [row] = await db
    .insert(categories)
    .values({
      name: `Category ${unique()}`,
      ...input,
      participants_in_team: participants,
      is_team_sport: isTeamSport(participants),
    })
    .returning();
  return row!;
}
