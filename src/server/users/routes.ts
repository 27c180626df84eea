import { ProfileRequestSchema } from '../../shared/auth/schemas';
import { PageQuerySchema } from '../../shared/pagination';
import { HostRowSchema } from '../../shared/admin/schemas';
import { UserSchema } from '../../shared/users/user';
import { actorOf } from '../auth/access';
import { ok, page, pageSchema, successSchema } from '../http/envelope';
import { IdParamSchema } from '../http/params';
import type { App } from '../http/types';
import { getUser, listHosts, updateProfile } from './service';
import { toHostRow, toPublicUser } from './serialize';

const tags = ['users'];

export async function userRoutes(app: App) {
  app.get(
    '/user/all/Host',
    {
      schema: {
        tags,
        summary: 'Hosts (admin)',
        querystring: PageQuerySchema,
        response: { 200: pageSchema(HostRowSchema) },
      },
      config: { access: ['Users', 'view'] },
    },
    async (request) => {
      const viewer = actorOf(request);
      const { items, nextCursor } = await listHosts(app.deps, request.query);
      return page(
        items.map((u) => toHostRow(u, viewer)),
        nextCursor,
      );
    },
  );

  app.get(
    '/user/:id',
    {
      schema: {
        tags,
        summary: 'A user (self or admin)',
        params: IdParamSchema,
        response: { 200: successSchema(UserSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const viewer = actorOf(request);
      return ok(toPublicUser(await getUser(app.deps, viewer, request.params.id), viewer));
    },
  );

  app.put(
    '/user/:id',
    {
      schema: {
        tags,
        summary: 'Edit your profile',
        params: IdParamSchema,
        body: ProfileRequestSchema,
        response: { 200: successSchema(UserSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const viewer = actorOf(request);
      const user = await updateProfile(app.deps, viewer, request.params.id, request.body);
      return ok(toPublicUser(user, user));
    },
  );
}
