import { endpoints } from './endpoint';

/** Event day (issue 17): check-in at the gate, gate staff, weigh-in, moves, outs, no-shows. */
const endpoint = endpoints(() => import('./schemas/checkin'));

export const checkIn = endpoint('POST', '/event/checkin', (s) => ({
  body: s.CheckinRequestSchema,
  response: s.CheckinResultSchema,
}));

export const gate = endpoint('GET', '/event/checkin', (s) => ({
  query: s.CheckinListQuerySchema,
  response: s.GateSchema,
}));

export const undoCheckIn = endpoint('DELETE', '/event/checkin/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.UndoneSchema,
}));

export const staff = endpoint('GET', '/events/:id/staff', (s) => ({
  params: s.IdParamSchema,
  response: s.StaffListSchema,
}));

export const inviteStaff = endpoint(
  'POST',
  '/events/:id/staff',
  (s) => ({ params: s.IdParamSchema, body: s.StaffRequestSchema, response: s.StaffSchema }),
  { status: [201] },
);

export const removeStaff = endpoint('DELETE', '/events/:id/staff/:staffId', (s) => ({
  params: s.StaffParamsSchema,
  response: s.StaffSchema,
}));

export const weighIn = endpoint('POST', '/event/weighin', (s) => ({
  body: s.WeighInRequestSchema,
  response: s.WeighInSchema,
}));

export const moveAfterWeighIn = endpoint('POST', '/event/weighin/:participationId/move', (s) => ({
  params: s.WeighInParamsSchema,
  body: s.MoveRequestSchema,
  response: s.EventDayEntrySchema,
}));

export const outAfterWeighIn = endpoint('POST', '/event/weighin/:participationId/out', (s) => ({
  params: s.WeighInParamsSchema,
  response: s.EventDayEntrySchema,
}));

export const markNoShows = endpoint('POST', '/events/:id/no-shows', (s) => ({
  params: s.IdParamSchema,
  body: s.NoShowsRequestSchema,
  response: s.NoShowsSchema,
}));
