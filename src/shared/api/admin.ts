import { endpoint } from './endpoint';

const load = () => import('./schemas/admin');

export const adminSummary = endpoint(load, 'GET', '/admin/summary', (s) => ({
  response: s.AdminSummarySchema,
}));

export const participants = endpoint(
  load,
  'GET',
  '/admin/participants',
  (s) => ({ query: s.ParticipantListQuerySchema, response: s.ParticipantRowSchema }),
  { page: true },
);

export const suspendHost = endpoint(load, 'POST', '/admin/hosts/:id/suspend', (s) => ({
  params: s.IdParamSchema,
  body: s.SuspendHostSchema,
  response: s.HostRowSchema,
}));

export const unsuspendHost = endpoint(load, 'POST', '/admin/hosts/:id/unsuspend', (s) => ({
  params: s.IdParamSchema,
  response: s.HostRowSchema,
}));
