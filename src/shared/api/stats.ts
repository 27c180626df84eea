import { endpoint } from './endpoint';

/** Sales at a glance (issue 27): an event's, a host's across their events, all hosts' (admins). */
const load = () => import('./schemas/stats');

export const eventStats = endpoint(load, 'GET', '/events/:id/stats', (s) => ({
  params: s.IdParamSchema,
  response: s.SalesSchema,
}));

export const hostStats = endpoint(load, 'GET', '/host/stats', (s) => ({
  response: s.HostSalesSchema,
}));

export const adminStats = endpoint(load, 'GET', '/admin/stats', (s) => ({
  response: s.AdminSalesSchema,
}));
