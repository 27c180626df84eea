import { z } from 'zod';
import { idField } from '../../ids';
import { CapacityUpdateSchema } from '../../places/places';

/** The places endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { CapacityUpdateSchema };

export const CapacityParamsSchema = z.object({ id: idField, categoryId: idField });

export const CapacitySchema = z.object({
  capacity: z.number().nullable(),
  places_left: z.number().nullable(),
  waitlist_count: z.number(),
});
