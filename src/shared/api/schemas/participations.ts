import { z } from 'zod';
import { idField } from '../../ids';
import {
  CheckoutSchema,
  ParticipateRequestSchema,
  ParticipationSchema,
  ParticipationUpdateSchema,
} from '../../participations/schemas';

/** The participation endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema, NothingSchema } from './common';
export { CheckoutSchema, ParticipateRequestSchema, ParticipationSchema, ParticipationUpdateSchema };

const limit = z.coerce.number().int().min(1).max(100).default(50);

export const OwnParticipationsQuerySchema = z.object({
  participant_id: idField.optional(),
  cursor: idField.optional(),
  limit,
});

export const EventParticipantsQuerySchema = z.object({
  event_id: idField,
  category_id: idField.optional(),
  cursor: idField.optional(),
  limit,
});

export const RegistrationQuerySchema = z.object({
  event_id: idField,
  category_id: idField,
  participant_id: idField.optional(),
  /** The dependant's registration instead of the account holder's own. */
  dependant_id: idField.optional(),
});

export const RegistrationOrNullSchema = ParticipationSchema.nullable();
