import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MSG } from '../../shared/auth/messages';
import { can, type Action, type Section } from '../../shared/permissions';
import { MSG } from '../../shared/messages';
import type { User } from '../platform/db/schema';
import { AppError } from '../platform/http/app-error';
import { endSessionById, resolveSession, SESSION_COOKIE } from './sessions';

/**
 * Who may call a route. Every API route declares one (a route without it fails at start-up):
 * - 'public': anyone; the session is not read.
 * - 'optional': anyone; `request.user` is set when a valid session comes along.
 * - 'user': any logged-in user.
 * - [section, action]: a logged-in user whose role has that §6 permission.
 * Ownership (a host's own events, a participant's own registrations) is checked in services.
 */
export type Access = 'public' | 'optional' | 'user' | readonly [Section, Action];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: User | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Every API route with its access rule (the authorization tests walk it). */
    apiRoutes: ApiRoute[];
  }
}

function accessOf(request: FastifyRequest): Access | undefined {
  return request.routeOptions.config?.access;
}

/** The logged-in user of a route whose access requires one. */
export function actorOf(request: FastifyRequest): User {
  if (!request.user) throw new AppError('unauthorized', MSG.loginRequired);
  return request.user;
}

export type ApiRoute = { method: string; url: string; access: Access };

/** The one mechanism that enforces the §6 matrix on every API route; it lists them in `routes`. */
export const accessControl = fp(async (app: FastifyInstance, opts: { routes?: ApiRoute[] }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') opts.routes?.push({ method, url: route.url, access });
    }
  });

  app.addHook('preHandler', async (request) => {
    const access = accessOf(request);
    if (!access || access === 'public') return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const found = await resolveSession(app.db, token, app.now());
      if (found?.user.suspended_at) {
        // Suspending a host ends their sessions; one made in a race with it ends here
        // (decision 016). A guest where that is allowed, else a refusal that says why.
        await endSessionById(app.db, found.sessionId);
        if (access !== 'optional') throw new AppError('forbidden', AUTH_MSG.hostSuspended);
      } else if (found) {
        request.user = found.user;
        request.sessionId = found.sessionId;
      }
    }
    if (access === 'optional') return;
    if (!request.user) throw new AppError('unauthorized', MSG.loginRequired);
    if (access !== 'user' && !can(request.user.role, access[0], access[1])) {
      throw new AppError('forbidden', MSG.forbidden);
    }
  });
});
