import { endpoints } from './endpoint';

const endpoint = endpoints(() => import('./schemas/users'));

export const hosts = endpoint(
  'GET',
  '/user/all/Host',
  (s) => ({ query: s.PageQuerySchema, response: s.HostRowSchema }),
  { page: true },
);

export const user = endpoint('GET', '/user/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.UserSchema,
}));

export const updateUser = endpoint('PUT', '/user/:id', (s) => ({
  params: s.IdParamSchema,
  body: s.ProfileRequestSchema,
  response: s.UserSchema,
}));
