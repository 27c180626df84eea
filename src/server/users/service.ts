import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AUTH_MSG } from '../../shared/auth/rules';
import { profileRequiredFields, type ProfileRequestSchema } from '../../shared/auth/schemas';
import { MSG, requiredMessage } from '../../shared/messages';
import {
  cancelEmailChange,
  requestEmailChange,
  resendEmailChange,
  verifyPassword,
} from '../auth/service';
import { LIMITS } from '../platform/rate-limit/limits';
import { users, type User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { dateOfBirthFields } from '../../shared/users/date-of-birth';
import { AppError } from '../platform/http/app-error';
import { isId } from '../../shared/ids';

/** A user's profile: the user themself, or an admin. */
export async function getUser(deps: Deps, actor: User, id: string): Promise<User> {
  if (actor.id !== id && actor.role !== 'Admin') throw new AppError('forbidden', MSG.forbidden);
  const [user] = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new AppError('not_found', MSG.notFound);
  return user;
}

/**
 * §5 profile edit, by the user themself. Only the role's own fields are stored; a new email
 * needs the current password and only waits as pending until the link mailed to it is opened
 * (issue 24): the address in force stays as it is.
 */
export async function updateProfile(
  deps: Deps,
  actor: User,
  id: string,
  input: z.output<typeof ProfileRequestSchema>,
): Promise<User> {
  if (actor.id !== id) throw new AppError('forbidden', MSG.forbidden);
  const fields: Record<string, string> = {};
  for (const [field, label] of Object.entries(profileRequiredFields(actor.role))) {
    // A saved account number is shown only masked: leaving it out keeps it (issue 26).
    if (field === 'account_number' && actor.account_number) continue;
    if (!input[field as keyof typeof input]) fields[field] = requiredMessage(label);
  }
  const emailChanged = input.email !== actor.email.toLowerCase();
  if (emailChanged) {
    if (!input.current_password) fields.current_password = AUTH_MSG.currentPasswordRequired;
    else if (!(await verifyPassword(actor.password_hash, input.current_password))) {
      fields.current_password = AUTH_MSG.currentPasswordWrong;
    }
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError('bad_request', first, fields);
  // Each change mails a stranger's address: counted per account.
  if (emailChanged) await deps.rateLimit([[LIMITS.emailChangePerUser, actor.id]]);

  const now = deps.now();
  const host = actor.role === 'Host';
  const participant = actor.role === 'Participant';
  return deps.jobs.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        name: input.name,
        phone_number: input.phone_number,
        address: input.address,
        ...(host && {
          organisation_name: input.organisation_name,
          account_number: input.account_number || actor.account_number,
          bank_name: input.bank_name,
          ifsc_code: input.ifsc_code,
          account_holder_name: input.account_holder_name,
        }),
        ...(participant && {
          // Issue 29: a date of birth, not an age (`age` is no longer written).
          ...dateOfBirthFields(input, now, actor),
          height: input.height,
          gender: input.gender,
          school_or_college: input.school_or_college,
        }),
        // Issue 29: opting in keeps the time it was first given; left out, nothing changes.
        ...(input.language !== undefined && { language: input.language }),
        ...(input.whatsapp_opt_in !== undefined && {
          whatsapp_opt_in_at: input.whatsapp_opt_in ? (actor.whatsapp_opt_in_at ?? now) : null,
        }),
        updated_at: now,
      })
      .where(eq(users.id, id))
      .returning();
    if (!user) throw new AppError('not_found', MSG.notFound);
    if (!emailChanged) return user;
    await requestEmailChange(deps, tx, user, input.email);
    return { ...user, pending_email: input.email };
  });
}

/** POST /user/:id/email-change/resend: a new link to the pending address. */
export async function resendPendingEmail(deps: Deps, actor: User, id: string) {
  if (actor.id !== id) throw new AppError('forbidden', MSG.forbidden);
  await deps.rateLimit([[LIMITS.emailChangePerUser, actor.id]]);
  await resendEmailChange(deps, actor);
}

/** DELETE /user/:id/email-change: the pending address is dropped, its link with it. */
export async function cancelPendingEmail(deps: Deps, actor: User, id: string): Promise<User> {
  if (actor.id !== id) throw new AppError('forbidden', MSG.forbidden);
  return cancelEmailChange(deps, actor);
}

/** Hosts, newest first, a page at a time (cursor = last id seen). */
export async function listHosts(deps: Deps, page: { limit: number; cursor?: string | undefined }) {
  if (page.cursor && !isId(page.cursor)) throw new AppError('bad_request', 'Invalid cursor');
  const rows = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.role, 'Host'), page.cursor ? lt(users.id, page.cursor) : sql`true`))
    .orderBy(desc(users.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const nextCursor = rows.length > page.limit ? (items.at(-1)?.id ?? null) : null;
  return { items, nextCursor };
}

// How other features show a user (admin's host list).
export { toHostRow, toPublicUser } from './serialize';
