import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../platform/http/types';
import { startFakeS3 } from '../test/fake-s3';
import { multipartFile } from '../test/multipart';
import { as } from '../test/sessions';
import { testConfig, useTestApp } from '../test/test-app';

// The app is built in useTestApp's beforeAll, which reads `env` only then: s3rver's port is known
// by that time because this hook is registered (and so runs) first.
const env: Record<string, string> = {};
let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  s3 = await startFakeS3();
  Object.assign(env, s3.env);
});
afterAll(async () => {
  await s3?.close();
});
const ctx = useTestApp({ env });

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#FF914D' } })
    .png()
    .toBuffer();

async function upload(app: App, cookie: string, file: Buffer) {
  const { payload, headers } = multipartFile(file);
  return app.inject({
    method: 'POST',
    url: '/api/v1/event/upload',
    payload,
    headers: { ...headers, cookie },
  });
}

describe('posters on S3-compatible storage (proxied under /uploads/)', () => {
  it('stores an upload in the bucket and serves it back through the app', async () => {
    const host = await as(ctx.app, 'Host');
    const res = await upload(ctx.app, host.cookie, await png());
    expect(res.statusCode, res.body).toBe(200);
    const { url, card_url } = res.json().data;
    expect(url).toMatch(/^\/uploads\/posters\/[0-9a-f]{24}\.webp$/);
    expect(card_url).toBe(url.replace(/\.webp$/, '-card.webp'));

    // In the bucket, not on local disk.
    const key = url.slice('/uploads/'.length);
    expect(fs.existsSync(s3.objectFile(key))).toBe(true);
    expect(fs.existsSync(`${ctx.config.dataDir}/uploads/${key}`)).toBe(false);
    const stored = await ctx.app.storage.get(key);
    expect(stored?.contentType).toBe('image/webp');

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(stored?.etag);
    expect(Buffer.compare(served.rawPayload, stored!.body)).toBe(0);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect((await ctx.app.inject({ method: 'GET', url: card_url })).statusCode).toBe(200);
  });

  it('answers 404 for unknown keys and for names outside the poster whitelist', async () => {
    for (const url of [
      '/uploads/posters/0123456789abcdef01234567.webp',
      '/uploads/posters/nothing.webp',
      '/uploads/posters/..%2f..%2fetc%2fpasswd',
      '/uploads/../../etc/passwd',
      '/uploads/other/0123456789abcdef01234567.webp',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/webp');
    }
  });
});

describe('posters on S3 with S3_PUBLIC_URL', () => {
  it('hands out public URLs and admits that origin in the CSP img-src', async () => {
    const publicUrl = 'http://posters.example.test:9000/matchday-posters';
    const app = await buildApp(
      testConfig({
        ...(ctx.database.url ? { DATABASE_URL: ctx.database.url } : {}),
        ...s3.env,
        S3_PUBLIC_URL: publicUrl,
      }),
      { database: ctx.database, logger: false },
    );
    try {
      const host = await as(app, 'Host');
      const res = await upload(app, host.cookie, await png());
      expect(res.statusCode, res.body).toBe(200);
      const { url } = res.json().data;
      expect(url).toMatch(new RegExp(`^${publicUrl}/posters/[0-9a-f]{24}\\.webp$`));
      expect(fs.existsSync(s3.objectFile(url.slice(publicUrl.length + 1)))).toBe(true);

      const csp = String(
        (await app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
      );
      expect(csp).toMatch(/img-src [^;]*http:\/\/posters\.example\.test:9000/);
    } finally {
      await app.close();
    }
  });

  it('keeps the default CSP when posters are proxied', async () => {
    const csp = String(
      (await ctx.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
    );
    expect(csp).toContain("img-src 'self' data: blob: https:;");
  });
});
