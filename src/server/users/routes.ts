import * as contract from '../../shared/api/users';
import { actorOf } from '../auth/access';
import { ok, page } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import {
  cancelPendingEmail,
  getUser,
  listHosts,
  resendPendingEmail,
  updateProfile,
} from './service';
import { toHostRow, toPublicUser } from './serialize';

const tags = ['users'];

export async function userRoutes(app: App) {
  await route(
    app,
    contract.hosts,
    { tags, summary: 'Hosts (admin)', access: ['Users', 'view'] },
    async (request) => {
      const viewer = actorOf(request);
      const { items, nextCursor } = await listHosts(app.deps, request.query);
      return page(
        items.map((u) => toHostRow(u, viewer)),
        nextCursor,
      );
    },
  );

  await route(
    app,
    contract.user,
    { tags, summary: 'A user (self or admin)', access: 'user' },
    async (request) => {
      const viewer = actorOf(request);
      return ok(toPublicUser(await getUser(app.deps, viewer, request.params.id), viewer));
    },
  );

  await route(
    app,
    contract.updateUser,
    { tags, summary: 'Edit your profile', access: 'user' },
    async (request) => {
      const viewer = actorOf(request);
      const user = await updateProfile(app.deps, viewer, request.params.id, request.body);
      return ok(toPublicUser(user, user));
    },
  );

  await route(
    app,
    contract.resendEmailChange,
    { tags, summary: 'Mail the pending email a new link', access: 'user' },
    async (request) => {
      await resendPendingEmail(app.deps, actorOf(request), request.params.id);
      return ok(null);
    },
  );

  await route(
    app,
    contract.cancelEmailChange,
    { tags, summary: 'Drop the pending email', access: 'user' },
    async (request) => {
      const viewer = actorOf(request);
      const user = await cancelPendingEmail(app.deps, viewer, request.params.id);
      return ok(toPublicUser(user, user));
    },
  );
}
