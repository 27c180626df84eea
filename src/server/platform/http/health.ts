import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** /healthz: the process answers. /readyz: the database answers too (for load balancers). */
export async function registerHealth(app: FastifyInstance, database: Database) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await database.query('SELECT 1');
      return { status: 'ready', database: 'up' };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    }
  });
}
