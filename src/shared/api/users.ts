import { endpoint } from './endpoint';

const load = () => import('./schemas/users');

export const hosts = endpoint(
  load,
  'GET',
  '/user/all/Host',
  (s) => ({ query: s.PageQuerySchema, response: s.HostRowSchema }),
  { page: true },
);

export const user = endpoint(load, 'GET', '/user/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.UserSchema,
}));

export const updateUser = endpoint(load, 'PUT', '/user/:id', (s) => ({
  params: s.IdParamSchema,
  body: s.ProfileRequestSchema,
  response: s.UserSchema,
}));

/** A changed email waiting for its link (issue 24): a new link, or the change dropped. */
export const resendEmailChange = endpoint(load, 'POST', '/user/:id/email-change/resend', (s) => ({
  params: s.IdParamSchema,
  response: s.NothingSchema,
}));

export const cancelEmailChange = endpoint(load, 'DELETE', '/user/:id/email-change', (s) => ({
  params: s.IdParamSchema,
  response: s.UserSchema,
}));
