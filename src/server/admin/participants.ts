import { phoneSearchDigits } from '../../shared/auth/phone';
import { and, desc, eq, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { ParticipantRow } from '../../shared/admin/schemas';
import { isId } from '../../shared/ids';
import { participations, users } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { decodeCursor, encodeCursor } from '../platform/http/cursor';

/** `%`, `_` and `\` typed into the search box are matched as themselves, not as patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Participant accounts, newest first, a page at a time, optionally those whose name, email or
 * phone number contains `q`. Each row carries its registrations (not cancelled), counted by one
 * correlated subquery on the participant index, not a query per row.
 */
export async function listParticipants(
  deps: Pick<Deps, 'db'>,
  query: { q?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<{ items: ParticipantRow[]; next: string | null }> {
  let after: string | undefined;
  if (query.cursor) {
    [after] = decodeCursor<[string]>(query.cursor, 1);
    if (!isId(after))
      throw new AppError('bad_request', 'Invalid cursor', { cursor: 'Invalid cursor' });
  }
  const q = query.q?.trim();
  const pattern = q ? likePattern(q) : undefined;
  // A whole number typed with +91 or a 0 finds it stored either way (issue 29).
  const digits = q ? phoneSearchDigits(q) : null;
  const registrations = sql<number>`(
    select count(*)::int from ${participations}
    where ${and(eq(participations.participant_id, users.id), isNull(participations.cancelled_at))}
  )`;
  const rows = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone_number: users.phone_number,
      email_verified_at: users.email_verified_at,
      created_at: users.created_at,
      registrations,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'Participant'),
        pattern
          ? or(
              ilike(users.name, pattern),
              ilike(users.email, pattern),
              ilike(users.phone_number, digits ? likePattern(digits) : pattern),
            )
          : undefined,
        after ? lt(users.id, after) : undefined,
      ),
    )
    .orderBy(desc(users.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    next: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
    items: items.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone_number: r.phone_number,
      email_verified: r.email_verified_at !== null,
      registrations: r.registrations,
      joined_at: r.created_at.toISOString(),
    })),
  };
}
