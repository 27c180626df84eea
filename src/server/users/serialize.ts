import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/i18n/languages';
import type { HostRow } from '../../shared/admin/schemas';
import type { PublicUser } from '../../shared/users/user';
import { maskAccountNumber } from '../../shared/money/payout-account';
import type { User } from '../platform/db/schema';
import { ageToday } from '../../shared/users/date-of-birth';

/**
 * A user as the API shows it: never the password hash; bank details only to their owner, and
 * the account number even to them only as its last 4 digits (issue 26).
 */
export function toPublicUser(user: User, viewer?: { id: string } | null): PublicUser {
  const own = viewer?.id === user.id;
  return {
    id: user.id,
    role: user.role,
    name: user.name,
    user_name: user.user_name,
    email: user.email,
    phone_number: user.phone_number,
    address: user.address,
    organisation_name: user.organisation_name,
    account_number: own && user.account_number ? maskAccountNumber(user.account_number) : null,
    bank_name: own ? user.bank_name : null,
    ifsc_code: own ? user.ifsc_code : null,
    account_holder_name: own ? user.account_holder_name : null,
    // Issue 29: the age follows from the date of birth, today in India.
    date_of_birth: user.date_of_birth,
    date_of_birth_estimated: user.date_of_birth_estimated,
    age: ageToday(user.date_of_birth),
    height: user.height,
    gender: user.gender,
    school_or_college: user.school_or_college,
    email_verified: user.email_verified_at !== null,
    pending_email: own ? user.pending_email : null,
    whatsapp_opt_in: user.whatsapp_opt_in_at !== null,
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
  };
}

/** A host as the admin's hosts list shows it: the public profile and the suspension, if any. */
export function toHostRow(user: User, viewer?: { id: string } | null): HostRow {
  return {
    ...toPublicUser(user, viewer),
    suspended_at: user.suspended_at?.toISOString() ?? null,
    suspension_reason: user.suspension_reason,
  };
}
