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
