import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../../shared/messages';
import { AppError } from './app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF), on top of SameSite=Lax
 * cookies: browsers label them `Sec-Fetch-Site: cross-site` and send a foreign `Origin`.
 * Server-to-server calls (payment webhooks) carry neither header and pass.
 */
export const csrfGuard = fp(
  async (app: FastifyInstance, opts: { publicUrl: string; production: boolean }) => {
    const allowed = new Set([new URL(opts.publicUrl).origin]);
    // `npm run dev` serves pages from Vite's port and proxies the API here.
    if (!opts.production)
      ['http://localhost:5173', 'http://127.0.0.1:5173'].forEach((o) => allowed.add(o));
    app.addHook('onRequest', async (request) => {
      if (SAFE.has(request.method)) return;
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw new AppError('forbidden', MSG.forbidden);
      }
      const origin = request.headers.origin;
      if (!origin) return;
      const sameHost = `${request.protocol}://${request.headers.host}`;
      if (!allowed.has(origin) && origin !== sameHost)
        throw new AppError('forbidden', MSG.forbidden);
    });
  },
);
