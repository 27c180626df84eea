import { endpoints } from './endpoint';

const endpoint = endpoints(() => import('./schemas/admin'));

export const adminSummary = endpoint('GET', '/admin/summary', (s) => ({
  response: s.AdminSummarySchema,
}));

export const participants = endpoint(
  'GET',
  '/admin/participants',
  (s) => ({ query: s.ParticipantListQuerySchema, response: s.ParticipantRowSchema }),
  { page: true },
);

export const suspendHost = endpoint('POST', '/admin/hosts/:id/suspend', (s) => ({
  params: s.IdParamSchema,
  body: s.SuspendHostSchema,
  response: s.HostRowSchema,
}));

export const unsuspendHost = endpoint('POST', '/admin/hosts/:id/unsuspend', (s) => ({
  params: s.IdParamSchema,
  response: s.HostRowSchema,
}));
