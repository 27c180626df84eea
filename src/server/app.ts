import zlib from 'node:zlib';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE } from '../shared/constants';
import type { Config } from './platform/config';
import { openDatabase, type Database } from './platform/db/client';
import { registerApiDocs } from './platform/http/api-docs';
import { registerErrorHandling } from './platform/http/error-handler';
import { registerHealth } from './platform/http/health';
import { registerMetrics } from './platform/http/metrics';
import { publicCache } from './platform/http/public-cache';
import { registerSecurityHeaders } from './platform/http/security-headers';
import type { App } from './platform/http/types';
import { registerWebApp } from './platform/http/web-app';
import { listCurrentPages, readCurrentPage, readEventPage, readPageUntil } from './events/service';
import { siteRoutes } from './site/routes';
import { accessControl, type ApiRoute } from './auth/access';
import { authRoutes } from './auth/routes';
import type { Deps } from './platform/deps';
import { csrfGuard } from './platform/http/csrf';
import { textGuard } from './platform/http/text-guard';
import { createMailer } from './platform/mail/mailer';
import { createRateLimiter } from './platform/rate-limit/limits';
import { postgresRateLimitStore, redisRateLimitStore } from './platform/rate-limit/store';
import { userRoutes } from './users/routes';
import { dependantRoutes } from './dependants/routes';
import { sportRoutes } from './sports/routes';
import { rankingRoutes } from './rankings/routes';
import { categoryRoutes } from './categories/routes';
import { eventRoutes } from './events/routes';
import { uploadRoutes } from './uploads/routes';
import { participationRoutes } from './registration/routes';
import { paymentRoutes } from './money/routes';
import { adminPaymentRoutes } from './money/admin-routes';
import { adminRoutes } from './admin/routes';
import { placesRoutes } from './places/routes';
import { waitlistRoutes } from './registration/waitlist/routes';
import { payoutRoutes } from './money/payouts/routes';
import { refundRoutes } from './money/refunds/routes';
import { cancellationRoutes } from './registration/cancel/routes';
import { changeRoutes } from './registration/changes/routes';
import { teamRoutes } from './registration/teams/routes';
import { clubRoutes } from './registration/clubs';
import { checkinRoutes } from './gate/routes';
import { certificateRoutes } from './competition/certificate-routes';
import { competitionRoutes } from './competition/routes';
import { toolkitRoutes } from './toolkit/routes';
import { providerFromConfig, type PaymentProvider } from './money/provider';
import { registerUploadsServing } from './platform/http/uploads-serving';
import { createStorage } from './platform/storage/create-storage';
import { jobWorkers } from './platform/jobs/define-job';
import { jobDefinitions, ORDER_PURPOSES, registrationHooks } from './features';
import { createJobQueue, DEFAULT_QUEUE_SETTINGS } from './platform/jobs/queue';

export type BuildOptions = {
  /** An open database to use (tests share one per file); otherwise one is opened from config. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** The clock; tests pass one they can move. */
  now?: () => Date;
  /** A payment provider other than the configured one (tests). */
  payments?: PaymentProvider;
  /** Run the job worker in this process once ready (default: `config.jobs.inProcess`). */
  worker?: boolean;
};

const BODY_LIMIT = 1024 * 1024; // JSON bodies; uploads set their own limit.

/** Builds the whole server. `main.ts` listens on it; tests call it directly. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Ids are never longer than this; longer params are rejected before routing work.
    // §7 spells some collections with a trailing slash ('/events/', '/category/').
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // While closing, answers end their keep-alive connection so close() is not held open by
  // connections that turn idle after it began (Node closes only the ones idle at that moment).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const ownDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    }));
  app.decorate('config', config);
  // Tickets' QR codes open the ticket page on this site (issue 29).
  app.decorate('database', database);
  app.decorate('db', database.db);

  const now = options.now ?? (() => new Date());
  const mailer = createMailer(
    { smtpUrl: config.mail.smtpUrl, from: config.mail.from, dataDir: config.dataDir },
    app.log,
  );
  const rateLimitStore = config.redisUrl
    ? redisRateLimitStore(config.redisUrl, config.rateLimitPrefix)
    : postgresRateLimitStore(database.db);
  const definitions = jobDefinitions(config);
  const jobs = createJobQueue(
    database,
    app.log,
    {
      ...DEFAULT_QUEUE_SETTINGS,
      mailRetryDelaySeconds: config.jobs.mailRetryDelaySeconds,
      timeScale: config.jobs.timeScale,
    },
    definitions,
  );
  const deps: Deps = {
    db: database.db,
    config,
    mailer,
    jobs,
    log: app.log,
    rateLimit: createRateLimiter(rateLimitStore, now, config.rateLimitMultiplier),
    payments: options.payments ?? providerFromConfig(config),
    orderPurposes: ORDER_PURPOSES,
    registration: registrationHooks(config),
    now,
  };
  app.decorate('now', now);
  app.decorate('deps', deps);
  if (options.worker ?? config.jobs.inProcess) {
    app.addHook('onReady', async () => jobs.work(jobWorkers(deps, definitions)));
  }
  // A job can only be sent to a queue that exists; creating them is idempotent. A database that
  // is down here delays nothing: the worker creates them again when it starts.
  app.addHook('onReady', async () => {
    await jobs.install().catch((err: unknown) => app.log.warn({ err }, 'job queues not created'));
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await rateLimitStore.close();
    if (ownDatabase) await database.close();
  });

  // 'https:' already admits an https bucket; naming the origin also covers an http one (MinIO).
  const posterOrigins = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  registerSecurityHeaders(app, config.production, posterOrigins);
  // Before compression: the cache keeps and hashes the serialized JSON, not the compressed bytes.
  await app.register(publicCache, { ttlMs: config.publicCacheMs, now });
  // Brotli's default quality (11) costs milliseconds per response; 4 compresses dynamic JSON
  // about as well as gzip at a fraction of the CPU. Hashed assets are compressed once per request
  // too, so the same setting keeps them cheap.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(cookie);
  await registerApiDocs(app, config.production);
  await registerHealth(app, database);
  await registerMetrics(app, database, config.metricsToken);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const storage = createStorage(config, uploadsDir);
  app.decorate('storage', storage);
  await registerUploadsServing(app, storage, uploadsDir);
  // Only a warning: uploads fail clearly on their own, and the rest of the site works without S3.
  app.addHook('onReady', async () => {
    void storage.check?.().catch((err: unknown) => {
      app.log.warn({ err }, 'poster storage is unreachable; uploads will fail until it is');
    });
  });

  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  await app.register(
    async (api) => {
      await api.register(csrfGuard, { publicUrl: config.publicUrl, production: config.production });
      await api.register(accessControl, { routes: apiRoutes });
      await api.register(textGuard);
      await api.register(siteRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(dependantRoutes);
      await api.register(sportRoutes);
      await api.register(rankingRoutes);
      await api.register(categoryRoutes);
      await api.register(eventRoutes);
      await api.register(uploadRoutes, { storage });
      await api.register(participationRoutes);
      await api.register(paymentRoutes);
      await api.register(adminPaymentRoutes);
      await api.register(adminRoutes);
      await api.register(placesRoutes);
      await api.register(waitlistRoutes);
      await api.register(cancellationRoutes);
      await api.register(refundRoutes);
      await api.register(payoutRoutes);
      await api.register(changeRoutes);
      await api.register(teamRoutes);
      await api.register(clubRoutes);
      await api.register(checkinRoutes);
      await api.register(competitionRoutes);
      await api.register(certificateRoutes);
      await api.register(toolkitRoutes);
    },
    { prefix: API_BASE },
  );

  // The drawing job draws through the web app, once it exists (null without a build).
  deps.eventPages =
    (await registerWebApp(app, config.webDir, config.ssrDir, {
      readEventPage: (page) => readEventPage(app.db, page, app.deps.now()),
      readCurrentPage: (page) => readCurrentPage(app.db, page, app.deps.now()),
      listCurrentPages: (ask) => listCurrentPages(app.db, ask, app.deps.now()),
      readPageUntil: (shows, now) => readPageUntil(app.db, shows, now),
    })) ?? undefined;
  return app;
}
