import { z } from 'zod';
import { idField } from '../../ids';
import {
  DrawParamsSchema,
  DrawRequestSchema,
  DrawViewSchema,
  MatchCourtSchema,
  MatchResultSchema,
  MatchSchema,
  MatchUpdateSchema,
  ResultsSchema,
} from '../../competition/schemas';

/** The competition's schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema } from './common';
export {
  DrawParamsSchema,
  DrawRequestSchema,
  DrawViewSchema,
  MatchCourtSchema,
  MatchResultSchema,
  MatchSchema,
  MatchUpdateSchema,
  ResultsSchema,
};

/** Who a draw of a category would take now (the host's seeding list). */
export const DrawCandidatesSchema = z.array(
  z.object({ participation_id: z.string(), name: z.string(), organisation: z.string().nullable() }),
);
export const MatchParamsSchema = z.object({ id: idField });
