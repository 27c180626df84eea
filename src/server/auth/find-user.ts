import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { users, type User } from '../platform/db/schema';

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}
