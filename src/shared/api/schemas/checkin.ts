import { z } from 'zod';
import { idField } from '../../ids';
import {
  CheckinListQuerySchema,
  CheckinRequestSchema,
  CheckinResultSchema,
  GateSchema,
  StaffRequestSchema,
  StaffSchema,
} from '../../checkin/schemas';
import {
  EventDayEntrySchema,
  MoveRequestSchema,
  NoShowsRequestSchema,
  NoShowsSchema,
  WeighInParamsSchema,
  WeighInRequestSchema,
  WeighInSchema,
} from '../../checkin/weighin';

/** The event-day endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema } from './common';
export {
  CheckinListQuerySchema,
  CheckinRequestSchema,
  CheckinResultSchema,
  GateSchema,
  StaffRequestSchema,
  StaffSchema,
  EventDayEntrySchema,
  MoveRequestSchema,
  NoShowsRequestSchema,
  NoShowsSchema,
  WeighInParamsSchema,
  WeighInRequestSchema,
  WeighInSchema,
};

export const StaffListSchema = z.array(StaffSchema);
export const StaffParamsSchema = z.object({ id: idField, staffId: idField });
export const UndoneSchema = z.object({ id: z.string() });
/** The events whose gate the caller was invited to run (not over yet), soonest first. */
export const GateDutiesSchema = z.array(
  z.object({ event_id: z.string(), title: z.string(), start_date: z.string() }),
);
