import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { SIGNUP_ROLES } from '../roles';
import {
  AUTH_MSG,
  accountNumberField,
  dateOfBirthField,
  emailField,
  formEmailField,
  genderField,
  loginPasswordField,
  optionalNumber,
  optionalText,
  otpField,
  passwordField,
  phoneField,
  requiredText,
} from './rules';

/** Request contracts of the auth and user endpoints (§3, §5, §7), shared by API and forms. */

/**
 * Login asks for an email and a password and nothing more (issue 24): sign-up's password rules
 * would only tell a guesser what a password cannot be, and refuse an account whose password
 * predates them. The form uses this schema too; a wrong password is 'Invalid credentials'.
 */
export const LoginRequestSchema = z.object({ email: emailField, password: loginPasswordField });
export type LoginRequest = z.input<typeof LoginRequestSchema>;

const hostFields = {
  organisation_name: optionalText('Organisation Name'),
  account_number: accountNumberField.nullish().or(z.literal('').transform(() => null)),
  ifsc_code: optionalText('IFSC Code', 20),
  bank_name: optionalText('Bank Name'),
  account_holder_name: optionalText('Account Holder Name'),
};
const participantFields = {
  // Issue 29: a date of birth (YYYY-MM-DD, the dependants' rule); '' or null for none, left out
  // for no change. `age` only from old clients: without a date of birth, it becomes an estimate.
  date_of_birth: z.preprocess((v) => (v === '' ? null : v), dateOfBirthField.nullish()),
  age: optionalNumber('Age', 3, 120).optional(),
  height: optionalNumber('Height', 50, 260),
  gender: genderField,
  school_or_college: optionalText('School or College'),
};

const languageField = z.enum(LANGUAGES, {
  error: `Language must be one of: ${LANGUAGES.join(', ')}`,
});

/**
 * §3 signup payload. Role-specific fields of the other role are dropped (the server stores only
 * what belongs to the chosen role).
 */
export const SignupRequestSchema = z
  .object({
    role: z.enum(SIGNUP_ROLES, { error: 'Role is required' }).default('Host'),
    name: requiredText('Name'),
    email: formEmailField,
    phone_number: phoneField,
    address: optionalText('Address', 500),
    password: passwordField,
    confirm_password: z
      .string({ error: AUTH_MSG.passwordRequired })
      .min(1, AUTH_MSG.passwordRequired),
    ...hostFields,
    ...participantFields,
    // Issue 29: WhatsApp updates to phone_number (required, Indian), only when asked for.
    whatsapp_opt_in: z.boolean().default(false),
    // Issue 29: the language of what Matchday sends them; left out, the page's they signed up on.
    language: languageField.optional(),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: AUTH_MSG.passwordMismatch,
    path: ['confirm_password'],
  });
export type SignupRequest = z.input<typeof SignupRequestSchema>;

export const EmailRequestSchema = z.object({ email: emailField });
export type EmailRequest = z.input<typeof EmailRequestSchema>;

export const ConfirmOtpRequestSchema = z.object({ otp: otpField, email: emailField });
export type ConfirmOtpRequest = z.input<typeof ConfirmOtpRequestSchema>;

const tokenField = z
  .string({ error: AUTH_MSG.invalidLink })
  .trim()
  .min(16, AUTH_MSG.invalidLink)
  .max(200, AUTH_MSG.invalidLink);

export const TokenQuerySchema = z.object({ token: tokenField });

export const VerifyResetTokenQuerySchema = z.object({
  token: tokenField,
  type: z.enum(['reset']).default('reset'),
});

export const ResetPasswordRequestSchema = z.object({
  new_password: passwordField,
  token: tokenField,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

/** The reset form adds a confirmation the API does not need (§5: "Password doesn't match"). */
export const ResetPasswordFormSchema = z
  .object({ new_password: passwordField, confirm_password: passwordField })
  .refine((v) => v.new_password === v.confirm_password, {
    message: AUTH_MSG.passwordMismatch,
    path: ['confirm_password'],
  });

export const ChangePasswordRequestSchema = z
  .object({
    current_password: loginPasswordField,
    new_password: passwordField,
    confirm_password: z
      .string({ error: AUTH_MSG.passwordRequired })
      .min(1, AUTH_MSG.passwordRequired),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: AUTH_MSG.passwordMismatch,
    path: ['confirm_password'],
  });
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/**
 * §5 profile: name, email, phone_number and address for everyone; hosts also organisation_name
 * and the four bank fields; participants school_or_college. The server applies the role rules
 * (profileRulesFor) because only it knows the user's role for sure.
 */
export const ProfileRequestSchema = z.object({
  name: requiredText('Name'),
  email: formEmailField,
  phone_number: phoneField,
  address: requiredText('Address', 500),
  current_password: z.string().max(128).optional(),
  ...hostFields,
  ...participantFields,
  // Issue 29: WhatsApp updates to phone_number; left out, the choice stays as it is.
  whatsapp_opt_in: z.boolean().optional(),
  // Issue 29: left out, the language stays as it is.
  language: languageField.optional(),
});
export type ProfileRequest = z.input<typeof ProfileRequestSchema>;

const HOST_REQUIRED = {
  organisation_name: 'Organisation Name',
  account_number: 'Account Number',
  bank_name: 'Bank Name',
  ifsc_code: 'IFSC Code',
  account_holder_name: 'Account Holder Name',
} as const;
const PARTICIPANT_REQUIRED = { school_or_college: 'School or College' } as const;

/** Role-specific required profile fields (§5), as `{ field: label }`. */
export function profileRequiredFields(role: string): Record<string, string> {
  if (role === 'Host') return HOST_REQUIRED;
  if (role === 'Participant') return PARTICIPANT_REQUIRED;
  return {};
}
