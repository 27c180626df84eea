import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { openDatabase } from '../db/client';
import { AppError } from './app-error';
import { testConfig, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('health', () => {
  it('/healthz answers while the process runs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ database: 'up' });
  });

  it('/readyz answers 503 when the database is unreachable', async () => {
    // A real pool pointed at a port where nothing listens.
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const app = await buildApp(testConfig(), { database, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ database: 'down' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('error envelope', () => {
  it('answers unknown API paths with 404 in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'error', error: 'Not Found', code: 'errors.notFound' });
  });

  it('answers invalid JSON with 400 in the envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/config',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'error',
      error: 'Invalid JSON body',
      code: 'errors.invalidJson',
    });
  });

  it('answers an oversized body with 413 in the envelope', async () => {
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/config',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(1024 * 1024 + 10) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      message: 'error',
      error: 'Request body is too large',
      code: 'errors.payloadTooLarge',
    });
  });
});

describe('thrown errors and validation', () => {
  const secret = 'internal detail: password=hunter2';

  // One extra app on the file's database, with routes that fail on purpose.
  let probe: Awaited<ReturnType<typeof buildProbe>>;
  beforeAll(async () => {
    probe = await buildProbe();
  });
  afterAll(() => probe.close());
  const appWithProbeRoutes = async () => ({ app: probe.app, close: async () => {} });

  async function buildProbe() {
    const app = await buildApp(testConfig(), { database: ctx.database, logger: false });
    app.get('/api/v1/__boom', async () => {
      throw new Error(secret);
    });
    app.post(
      '/api/v1/__validate',
      {
        schema: {
          body: z.object({ name: z.string().min(1, 'Name is required'), age: z.number() }),
        },
      },
      async () => ({ message: 'success', data: null }),
    );
    app.get('/api/v1/__conflict', async () => {
      throw new AppError('conflict', 'Already there', { email: 'Taken' });
    });
    await app.ready();
    return { app, close: () => app.close() };
  }

  it('hides the message and stack of an unexpected error behind a 500 envelope', async () => {
    const { app, close } = await appWithProbeRoutes();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/__boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'error',
        error: 'An error occurred. Please try again later.',
        code: 'errors.genericError',
      });
      expect(res.body).not.toContain('hunter2');
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      await close();
    }
  });

  it('answers schema failures with 400, the first message and per-field errors', async () => {
    const { app, close } = await appWithProbeRoutes();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/__validate',
        payload: { name: '', age: 'old' },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe('error');
      expect(body.error).toBe('Name is required');
      expect(body.fields.name).toBe('Name is required');
      expect(Object.keys(body.fields)).toContain('age');
    } finally {
      await close();
    }
  });

  it('answers an unknown content type with 415 in the envelope', async () => {
    const { app, close } = await appWithProbeRoutes();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/__validate',
        headers: { 'content-type': 'application/x-unknown' },
        payload: 'hello',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        message: 'error',
        error: 'Unsupported content type',
        code: 'errors.unsupportedMediaType',
      });
    } finally {
      await close();
    }
  });

  it('maps an AppError to its status with its text and fields', async () => {
    const { app, close } = await appWithProbeRoutes();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/__conflict' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'error',
        error: 'Already there',
        fields: { email: 'Taken' },
      });
    } finally {
      await close();
    }
  });
});

describe('security headers and docs', () => {
  it('sends a CSP that admits Razorpay checkout and forbids framing', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // The rest of helmet's headers, written once at start and sent with every answer.
    expect(res.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    // Not in production: no HSTS on plain-http development servers.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS in production', async () => {
    const app = await buildApp(
      testConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        PAYMENT_PROVIDER: 'test',
      }),
      { database: ctx.database, logger: false },
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(String(res.headers['strict-transport-security'])).toContain('max-age=31536000');
    } finally {
      await app.close();
    }
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/config'].get.responses['200']).toBeDefined();
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('serves the public site settings from configuration', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.json()).toEqual({
      message: 'success',
      data: {
        support_email: ctx.config.support.email,
        support_phone: ctx.config.support.phone,
        referee_whatsapp: ctx.config.refereeWhatsapp,
        payments_test_mode: true,
      },
    });
  });
});

describe('/metrics', () => {
  it('is off without METRICS_TOKEN', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('needs the token and reports requests, latency, pool and registrations', async () => {
    const app = await buildApp(testConfig({ METRICS_TOKEN: 'scrape-me-please' }), {
      database: ctx.database,
      logger: false,
    });
    try {
      await app.inject({ method: 'GET', url: '/api/v1/config' });
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.statusCode).toBe(401);
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-me-please' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(
        /matchday_http_requests_total\{method="GET",route="\/api\/v1\/config",status="200"\} 1/,
      );
      expect(res.body).toContain('matchday_http_request_duration_seconds_bucket');
      expect(res.body).toContain('matchday_registrations');
      // Each scrape counts registrations with a statement, which the next scrape has counted.
      const statements = async () => {
        const scrape = await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: 'Bearer scrape-me-please' },
        });
        return Number(/^matchday_db_statements_total (\d+)$/m.exec(scrape.body)?.[1]);
      };
      const first = await statements();
      expect(await statements()).toBeGreaterThanOrEqual(first + 1);
    } finally {
      await app.close();
    }
  });
});
