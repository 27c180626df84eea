import type { Db } from '../db/client';
import { users, type NewUser, type User } from '../db/schema';
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
