import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { participations } from '../db/schema';
import { safeEqualHex } from '../crypto';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a page the server drew rather than sent as stored (issue 31). */
    countPageDrawn: (language: string) => void;
    /** Reports how many stored pages this server's page files hold (decision 068). */
    watchPageFiles: (held: () => number) => void;
  }
}

/**
 * Prometheus metrics at /metrics: request counts and latencies per route, pool usage and
 * registrations by payment status. Off unless METRICS_TOKEN is set; then it needs that bearer
 * token, so the figures never leak to the public.
 */
export async function registerMetrics(
  app: FastifyInstance,
  database: Database,
  token: string | undefined,
) {
  if (!token) {
    app.decorate('countPageDrawn', () => {});
    app.decorate('watchPageFiles', () => {});
    return;
  }
  const registry = new Registry();
  const drawings = new Counter({
    name: 'matchday_pages_drawn_total',
    help: 'Pages drawn by the server (not sent from the store), by language',
    labelNames: ['language'] as const,
    registers: [registry],
  });
  app.decorate('countPageDrawn', (language: string) => drawings.inc({ language }));
  app.decorate('watchPageFiles', (held: () => number) => {
    new Gauge({
      name: 'matchday_page_files',
      help: 'Stored pages whose bytes this server holds in its page files',
      registers: [registry],
      collect() {
        this.set(held());
      },
    });
  });
  const requests = new Counter({
    name: 'matchday_http_requests_total',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'matchday_http_request_duration_seconds',
    help: 'HTTP request duration by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  new Gauge({
    name: 'matchday_db_pool_connections',
    help: 'PostgreSQL pool connections by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = database.poolStats?.();
      if (!s) return;
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  new Counter({
    name: 'matchday_db_statements_total',
    help: 'Statements sent to the database through the query builder',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(database.statements());
    },
  });
  new Gauge({
    name: 'matchday_registrations',
    help: 'Registrations by payment status',
    labelNames: ['payment_status'] as const,
    registers: [registry],
    async collect() {
      const rows = await database.db
        .select({ status: participations.payment_status, n: sql<number>`count(*)::int` })
        .from(participations)
        .groupBy(participations.payment_status);
      this.reset();
      for (const r of rows) this.set({ payment_status: r.status }, r.n);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (!safeEqualHex(token, given))
      return reply.status(401).send({ message: 'error', error: 'Unauthorized' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
