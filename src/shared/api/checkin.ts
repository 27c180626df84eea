import { endpoint } from './endpoint';

/** Event day (issue 17): check-in at the gate, gate staff, weigh-in, moves, outs, no-shows. */
const load = () => import('./schemas/checkin');

export const checkIn = endpoint(load, 'POST', '/event/checkin', (s) => ({
  body: s.CheckinRequestSchema,
  response: s.CheckinResultSchema,
}));

export const gate = endpoint(load, 'GET', '/event/checkin', (s) => ({
  query: s.CheckinListQuerySchema,
  response: s.GateSchema,
}));

export const undoCheckIn = endpoint(load, 'DELETE', '/event/checkin/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.UndoneSchema,
}));

export const gateDuties = endpoint(load, 'GET', '/event/gate-duties', (s) => ({
  response: s.GateDutiesSchema,
}));

export const staff = endpoint(load, 'GET', '/events/:id/staff', (s) => ({
  params: s.IdParamSchema,
  response: s.StaffListSchema,
}));

export const inviteStaff = endpoint(
  load,
  'POST',
  '/events/:id/staff',
  (s) => ({ params: s.IdParamSchema, body: s.StaffRequestSchema, response: s.StaffSchema }),
  { status: [201] },
);

export const removeStaff = endpoint(load, 'DELETE', '/events/:id/staff/:staffId', (s) => ({
  params: s.StaffParamsSchema,
  response: s.StaffSchema,
}));

export const weighIn = endpoint(load, 'POST', '/event/weighin', (s) => ({
  body: s.WeighInRequestSchema,
  response: s.WeighInSchema,
}));

export const moveAfterWeighIn = endpoint(
  load,
  'POST',
  '/event/weighin/:participationId/move',
  (s) => ({
    params: s.WeighInParamsSchema,
    body: s.MoveRequestSchema,
    response: s.EventDayEntrySchema,
  }),
);

export const outAfterWeighIn = endpoint(
  load,
  'POST',
  '/event/weighin/:participationId/out',
  (s) => ({
    params: s.WeighInParamsSchema,
    response: s.EventDayEntrySchema,
  }),
);

export const markNoShows = endpoint(load, 'POST', '/events/:id/no-shows', (s) => ({
  params: s.IdParamSchema,
  body: s.NoShowsRequestSchema,
  response: s.NoShowsSchema,
}));
