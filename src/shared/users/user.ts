import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { ROLES } from '../roles';

/** A user as the API shows it to that user or an admin: never a hash or a token (§3 User). */
export const UserSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  name: z.string(),
  user_name: z.string().nullable(),
  email: z.string(),
  phone_number: z.string(),
  address: z.string().nullable(),
  organisation_name: z.string().nullable(),
  account_number: z.string().nullable(),
  bank_name: z.string().nullable(),
  ifsc_code: z.string().nullable(),
  account_holder_name: z.string().nullable(),
  /** Issue 29: the date of birth (YYYY-MM-DD); `estimated` when worked out from an age given. */
  date_of_birth: z.string().nullable(),
  date_of_birth_estimated: z.boolean(),
  /** Whole years today in India, from date_of_birth. */
  age: z.number().nullable(),
  height: z.number().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  school_or_college: z.string().nullable(),
  email_verified: z.boolean(),
  /** A changed address waiting for its link (issue 24); shown to its owner only. */
  pending_email: z.string().nullable(),
  /** WhatsApp updates to phone_number, opted in at sign-up or in Settings (issue 29). */
  whatsapp_opt_in: z.boolean(),
  /** The language of their mails, PDFs and WhatsApp messages (issue 29). */
  language: z.enum(LANGUAGES),
});
export type PublicUser = z.infer<typeof UserSchema>;
