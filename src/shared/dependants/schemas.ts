import { z } from 'zod';
import {
  dateOfBirthField,
  DOB_MSG,
  GENDERS,
  requiredGenderField,
  requiredText,
} from '../auth/rules';

/** A participant's dependants: children or others they register (issue 13, decision 015). */

export const DEPENDANT_MSG = {
  guardianRequired: 'Confirm that you are the parent or guardian of this person',
  ...DOB_MSG,
  hasRegistrations: (name: string) =>
    `${name} has registrations, so they cannot be deleted. Their past entries keep their name.`,
  participantsOnly: 'Only participant accounts have dependants',
  teamCategory: "A team's players are its members: register the team without choosing a dependant",
} as const;

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
