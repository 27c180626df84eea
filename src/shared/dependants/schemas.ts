import { z } from 'zod';
import { requiredText } from '../auth/rules';
import { venueToday } from '../events/registration-window';
import { requiredMessage } from '../messages';

/** A participant's dependants: children or others they register (issue 13, decision 015). */

export const GENDERS = ['male', 'female'] as const;

export const DEPENDANT_MSG = {
  guardianRequired: 'Confirm that you are the parent or guardian of this person',
  dobInvalid: 'Enter the date of birth as a date',
  dobFuture: 'Date of birth must be in the past',
  dobTooOld: 'Date of birth cannot be more than 100 years ago',
  genderRequired: requiredMessage('Gender'),
  hasRegistrations: (name: string) =>
    `${name} has registrations, so they cannot be deleted. Their past entries keep their name.`,
  participantsOnly: 'Only participant accounts have dependants',
  teamCategory: "A team's players are its members: register the team without choosing a dependant",
} as const;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDate(v: string): boolean {
  if (!CALENDAR_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

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
  .refine(isCalendarDate, DEPENDANT_MSG.dobInvalid)
  .refine((v) => !isCalendarDate(v) || v < venueToday(), DEPENDANT_MSG.dobFuture)
  .refine(
    (v) => !isCalendarDate(v) || v >= hundredYearsBefore(venueToday()),
    DEPENDANT_MSG.dobTooOld,
  );

export const requiredGenderField = z.enum(GENDERS, { error: DEPENDANT_MSG.genderRequired });

const dependantFields = {
  name: requiredText('Name', 120),
  date_of_birth: dateOfBirthField,
  gender: requiredGenderField,
};

/** POST: the account holder confirms being the parent or guardian (recorded with the time). */
export const DependantCreateSchema = z.object({
  ...dependantFields,
  guardian_confirmed: z.literal(true, { error: DEPENDANT_MSG.guardianRequired }),
});
export type DependantCreate = z.input<typeof DependantCreateSchema>;

/** PUT: the details; the guardian confirmation stays as first given. */
export const DependantUpdateSchema = z.object(dependantFields);
export type DependantUpdate = z.input<typeof DependantUpdateSchema>;

export const DependantSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  date_of_birth: z.string(),
  gender: z.enum(GENDERS),
  guardian_confirmed_at: z.string(),
  /** Registrations (any state) that name this dependant; one or more means no delete. */
  registrations: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Dependant = z.infer<typeof DependantSchema>;
