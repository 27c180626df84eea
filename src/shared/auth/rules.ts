import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';
import { venueToday } from '../events/registration-window';
import { requiredMessage } from '../messages';
import { AUTH_MSG } from './messages';
import { normalizeIndianPhone } from './phone';

/** §5 field rules, written once and used by the API schemas and the browser forms. */

// The texts live in a module without zod, so a page can show them without loading zod.
export { AUTH_MSG };

/** §5: letters, digits, ._%+- then @ domain then a TLD of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** §5: at least one letter, one uppercase letter and one special character. */
const HAS_LETTER = /[A-Za-z]/;
const HAS_UPPER = /[A-Z]/;
const HAS_SPECIAL = /[^A-Za-z0-9]/;

const trimmed = z.string().trim();

/** A required text field: '{label} is required' when missing or blank. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `${label} must be at most ${max} characters`);

/** An optional text field: blank becomes null. */
export const optionalText = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const email = (invalid: string) =>
  z
    .string({ error: AUTH_MSG.emailRequired })
    .trim()
    .min(1, AUTH_MSG.emailRequired)
    .max(254, invalid)
    .regex(EMAIL_PATTERN, invalid)
    .transform((v) => v.toLowerCase());

/** §5 login and forgot-password email: 'Invalid email format'. */
export const emailField = email(AUTH_MSG.invalidEmailFormat);
/** §5 generic forms (sign-up, profile): 'Please enter a valid email address'. */
export const formEmailField = email(AUTH_MSG.invalidEmail);

const meetsPasswordRule = (v: string) =>
  HAS_LETTER.test(v) && HAS_UPPER.test(v) && HAS_SPECIAL.test(v);

export const passwordField = z
  .string({ error: AUTH_MSG.passwordRequired })
  .min(1, AUTH_MSG.passwordRequired)
  .refine(meetsPasswordRule, AUTH_MSG.passwordRule)
  .refine((v) => v.length >= 8 && v.length <= 128, AUTH_MSG.passwordLength);

/** Login checks presence and size only: the stored hash decides, and old rules may differ. */
export const loginPasswordField = z
  .string({ error: AUTH_MSG.passwordRequired })
  .min(1, AUTH_MSG.passwordRequired)
  .max(128, AUTH_MSG.passwordLength);

export const otpField = z
  .string({ error: AUTH_MSG.otpRequired })
  .trim()
  .min(1, AUTH_MSG.otpRequired)
  .regex(/^\d{6}$/, AUTH_MSG.invalidOtp);

/**
 * An Indian phone number however it is typed ('+91 98765 43210', '09876543210', …), stored one
 * way: '+91' and 10 digits (issue 29). `label` names it in the required message.
 */
export const indianPhoneField = (label: string, invalid: string = AUTH_MSG.phone) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, { error: requiredMessage(label), abort: true })
    .refine((v) => normalizeIndianPhone(v) !== null, invalid)
    .transform((v) => normalizeIndianPhone(v) ?? v);

export const phoneField = indianPhoneField('Phone Number');

export const accountNumberField = trimmed.regex(/^\d{9,18}$/, AUTH_MSG.accountNumber);

/** A whole number from a form (string) or JSON (number); blank is null. */
export const optionalNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .nullable(),
  );

export const genderField = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.enum(['male', 'female'], { error: 'Gender must be male or female' }).nullable(),
);

export const GENDERS = ['male', 'female'] as const;

/** Date of birth texts (dependants and team members, decision 015). */
export const DOB_MSG = {
  dobInvalid: 'Enter the date of birth as a date',
  dobFuture: 'Date of birth must be in the past',
  dobTooOld: 'Date of birth cannot be more than 100 years ago',
  genderRequired: requiredMessage('Gender'),
} as const;

/** 100 years before `today` (YYYY-MM-DD), the oldest plausible date of birth. */
function hundredYearsBefore(today: string): string {
  return `${String(Number(today.slice(0, 4)) - 100).padStart(4, '0')}${today.slice(4)}`;
}

/**
 * A date of birth: a calendar date before today at the venue (India), at most 100 years ago.
 * Used by dependants and by team members (where the category restricts age).
 */
export const dateOfBirthField = z
  .string({ error: requiredMessage('Date of Birth') })
  .trim()
  .min(1, requiredMessage('Date of Birth'))
  .refine(isCalendarDate, DOB_MSG.dobInvalid)
  .refine((v) => !isCalendarDate(v) || v < venueToday(), DOB_MSG.dobFuture)
  .refine((v) => !isCalendarDate(v) || v >= hundredYearsBefore(venueToday()), DOB_MSG.dobTooOld);

export const requiredGenderField = z.enum(GENDERS, { error: DOB_MSG.genderRequired });
