import path from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT, SSR_DIR } from './paths';

/** The development default; production refuses to start with it (or with none). */
export const DEV_SESSION_SECRET = 'dev-only-insecure-session-secret-change-me';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const bool = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .optional()
      .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v))),
  );

/**
 * Every environment variable the server reads, parsed once, with its default. README's
 * configuration table documents the same list.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('./data'),
  WEB_DIR: z.string().default('./dist/web'),
  SESSION_SECRET: optionalString,
  SEED_DEMO: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Matchday <no-reply@matchday.local>'),
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['razorpay', 'test']).optional()),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  REDIS_URL: optionalUrl,
  // false on web servers when `node dist/server/worker.js` runs the jobs elsewhere.
  JOBS_IN_PROCESS: bool(true),
  // First retry of a mail the SMTP server refused; each further retry waits twice as long.
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  // Multiplies the job queue's leases and retry delays (fault tests shorten them; queue.ts).
  JOB_TIME_SCALE: z.coerce.number().min(0.01).max(1).default(1),
  METRICS_TOKEN: optionalString,
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(1000).default(1),
  // Places (issue 15): how long "Proceed to Pay" holds a place, and a waitlist offer stands
  // unless its event says otherwise.
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  // Split team payment (issue 28): how long a team's first share holds its place while the
  // others pay (never past the roster lock).
  TEAM_SHARE_HOURS: z.coerce.number().int().min(1).max(336).default(48),
  // Seconds a public read (event lists and pages, sports) is served from a server's memory.
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  // Megabytes of drawn pages a server keeps in memory: stored event pages by fingerprint, the
  // pages drawn for everyone by their data (0: none; decisions 051, 061).
  PAGE_MEMORY_MB: z.coerce.number().int().min(0).max(4096).default(64),
  // Where a server copies the stored pages' bytes to send them as files (decision 068; default
  // $DATA_DIR/pages, `off`: none, every byte read from PostgreSQL); how often it copies new ones.
  PAGE_FILES_DIR: z.string().optional(),
  PAGE_FILES_SYNC_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  // The demo's double elimination plays on by itself, a result this often (0: it waits).
  DEMO_RESULT_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  RATE_LIMIT_PREFIX: z
    .string()
    .regex(/^[\w-]*$/)
    .default(''),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._-]+$/, 'S3_BUCKET must be a bucket name, not a path')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  // Payouts (issue 26): the host's share is held until this many days after the event ends; the
  // platform fee (GST on it included) is a percentage plus a fixed amount in rupees per payment.
  PAYOUT_HOLD_DAYS: z.coerce.number().int().min(0).max(60).default(2),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).multipleOf(0.01).default(5),
  PLATFORM_FEE_FIXED: z.coerce.number().min(0).max(1000).multipleOf(0.01).default(0),
  // Matchday as the supplier on its fee invoices to hosts.
  PLATFORM_LEGAL_NAME: z.string().min(2).default('Matchday Sports Technologies Private Limited'),
  PLATFORM_ADDRESS: z.string().min(5).default('4th Floor, 21 Residency Road, Bengaluru 560025'),
  PLATFORM_GST_STATE: z
    .string()
    .regex(/^[A-Z]{2}$/, 'PLATFORM_GST_STATE is a state code such as KA')
    .default('KA'),
  PLATFORM_GSTIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'PLATFORM_GSTIN is not a GSTIN')
      .optional(),
  ),
  SUPPORT_EMAIL: z.email().default('support@matchday.in'),
  SUPPORT_PHONE: z.string().default('+91 98765 43210'),
  // WhatsApp Cloud API (issue 29): template messages to players who opted in. All unset: each
  // message is written beside the mail outbox instead ($DATA_DIR/outbox, `npm run outbox`).
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{5,20}$/, 'WHATSAPP_PHONE_NUMBER_ID is the numeric id Meta gives the number')
      .optional(),
  ),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  REFEREE_WHATSAPP: z
    .string()
    .regex(/^\d{8,15}$/, 'REFEREE_WHATSAPP must be digits only, with the country code')
    .default('919876543210'),
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * S3 storage when its four variables are set; local disk when none is. A partial set is a typo or a
 * missing secret, so it stops the start instead of silently writing posters to local disk.
 */
function s3Config(e: z.output<typeof EnvSchema>) {
  const endpoint = e.S3_ENDPOINT?.replace(/\/+$/, '');
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = e;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    const publicUrl = e.S3_PUBLIC_URL?.replace(/\/+$/, '');
    return { endpoint, region: e.S3_REGION, bucket, accessKeyId, secretAccessKey, publicUrl };
  }
  const missing = S3_REQUIRED.filter((name) => !e[name]);
  if (missing.length < S3_REQUIRED.length || e.S3_PUBLIC_URL !== undefined) {
    throw new ConfigError(
      `S3 storage needs ${S3_REQUIRED.join(', ')} set together; missing: ${missing.join(', ')}`,
    );
  }
  return undefined;
}

const RAZORPAY_REQUIRED = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

const WHATSAPP_REQUIRED = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'] as const;

/** The Cloud API when both keys are set; the outbox when neither is; one alone is a mistake. */
function whatsappConfig(e: z.output<typeof EnvSchema>) {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = e;
  if (token && phoneNumberId)
    return { token, phoneNumberId, apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, '') };
  if (token || phoneNumberId) {
    const missing = WHATSAPP_REQUIRED.filter((name) => !e[name]);
    throw new ConfigError(
      `WhatsApp needs ${WHATSAPP_REQUIRED.join(' and ')} set together; missing: ${missing.join(', ')}`,
    );
  }
  return undefined;
}

export type PaymentsConfig =
  | { provider: 'test' }
  | {
      provider: 'razorpay';
      razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };
    };

/**
 * Which payment provider runs. The test provider lets anyone mark an order paid, so it is never
 * a silent fallback: production names its provider, Razorpay gets all three secrets (without the
 * webhook secret every real webhook would be refused), and test mode with Razorpay keys beside it
 * is a mix-up, not a choice. Locally an unset PAYMENT_PROVIDER follows the keys: none = test.
 */
function paymentsConfig(e: z.output<typeof EnvSchema>): PaymentsConfig {
  if (e.PAYMENT_PROVIDER === undefined && e.NODE_ENV === 'production') {
    throw new ConfigError(
      `PAYMENT_PROVIDER must be set in production: razorpay (with ${RAZORPAY_REQUIRED.join(', ')}) ` +
        'or test (the built-in test checkout, no real payments)',
    );
  }
  const given = RAZORPAY_REQUIRED.filter((name) => e[name] !== undefined);
  const provider = e.PAYMENT_PROVIDER ?? (given.length > 0 ? 'razorpay' : 'test');
  if (provider === 'test') {
    if (given.length > 0) {
      const them = given.length === 1 ? 'it' : 'them';
      throw new ConfigError(
        `PAYMENT_PROVIDER=test takes no Razorpay keys, but ${given.join(', ')} ` +
          `${given.length === 1 ? 'is' : 'are'} set: unset ${them}, or set PAYMENT_PROVIDER=razorpay`,
      );
    }
    return { provider: 'test' };
  }
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = e;
  const webhookSecret = e.RAZORPAY_WEBHOOK_SECRET;
  if (!keyId || !keySecret || !webhookSecret) {
    const missing = RAZORPAY_REQUIRED.filter((name) => e[name] === undefined);
    const why = e.PAYMENT_PROVIDER ? '' : ` (implied by ${given.join(', ')})`;
    throw new ConfigError(
      `PAYMENT_PROVIDER=razorpay${why} needs ${RAZORPAY_REQUIRED.join(', ')}; ` +
        `missing: ${missing.join(', ')}`,
    );
  }
  const apiUrl = e.RAZORPAY_API_URL.replace(/\/+$/, '');
  return { provider: 'razorpay', razorpay: { keyId, keySecret, webhookSecret, apiUrl } };
}

/** Parses the environment (or an override object in tests) and fails fast on anything wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && (!e.SESSION_SECRET || e.SESSION_SECRET === DEV_SESSION_SECRET)) {
    throw new ConfigError('SESSION_SECRET must be set to a private value in production');
  }
  if (e.SESSION_SECRET && e.SESSION_SECRET.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters');
  }
  const s3 = s3Config(e);
  const payments = paymentsConfig(e);
  const whatsapp = whatsappConfig(e);
  const dataDir = path.resolve(PROJECT_ROOT, e.DATA_DIR);
  const embeddedDatabase = !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    // Demo data goes into an empty embedded database unless turned off; a real PostgreSQL gets it
    // only when asked (SEED_DEMO=true), so production data never receives demo rows.
    seedDemo:
      e.SEED_DEMO === undefined ? embeddedDatabase : ['true', '1', 'yes'].includes(e.SEED_DEMO),
    demoResultSeconds: e.DEMO_RESULT_SECONDS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    payments,
    redisUrl: e.REDIS_URL,
    jobs: {
      inProcess: e.JOBS_IN_PROCESS,
      mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      timeScale: e.JOB_TIME_SCALE,
    },
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    metricsToken: e.METRICS_TOKEN,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    publicCacheMs: e.PUBLIC_CACHE_SECONDS * 1000,
    pageMemoryBytes: e.PAGE_MEMORY_MB * 1024 * 1024,
    pageFilesDir:
      e.PAGE_FILES_DIR === 'off'
        ? null
        : path.resolve(PROJECT_ROOT, e.PAGE_FILES_DIR ?? path.join(dataDir, 'pages')),
    pageFilesSyncMs: e.PAGE_FILES_SYNC_SECONDS * 1000,
    payouts: {
      holdDays: e.PAYOUT_HOLD_DAYS,
      fee: {
        percent_bp: Math.round(e.PLATFORM_FEE_PERCENT * 100),
        fixed_minor: Math.round(e.PLATFORM_FEE_FIXED * 100),
      },
      platform: {
        legalName: e.PLATFORM_LEGAL_NAME,
        address: e.PLATFORM_ADDRESS,
        state: e.PLATFORM_GST_STATE,
        gstin: e.PLATFORM_GSTIN ?? null,
      },
    },
    places: {
      holdMinutes: e.HOLD_MINUTES,
      waitlistOfferHours: e.WAITLIST_OFFER_HOURS,
      teamShareHours: e.TEAM_SHARE_HOURS,
    },
    s3,
    support: { email: e.SUPPORT_EMAIL, phone: e.SUPPORT_PHONE },
    refereeWhatsapp: e.REFEREE_WHATSAPP,
    /** The WhatsApp Cloud API's keys, or undefined: messages go to the outbox. */
    whatsapp,
    webDir: path.resolve(PROJECT_ROOT, e.WEB_DIR),
    // Vite's SSR build of the page renderer (package.json build:web).
    ssrDir: SSR_DIR,
  };
}
