import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../db/client';
import type { App } from './types';
import { runMigrations } from '../db/migrate';
import { makeEvent, makeSport, makeUser } from '../../seed/factories';
import { testConfig } from '../../test/test-app';

let app: App;
let database: Database;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-web-'));
const bigScript = `console.log(${JSON.stringify('matchday '.repeat(500))});`;
// A stand-in for the build's brotli-11 file: recognisable, so the test sees which one was sent.
const preBrotli = zlib.brotliCompressSync(`/* pre-compressed */ ${bigScript}`);

beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><!--app-head--><meta name="description" content="The site" /><title>Matchday</title><!--/app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'index-AbCdEf12.js'), bigScript);
  fs.writeFileSync(path.join(webDir, 'assets', 'pre-AbCdEf12.js'), bigScript);
  fs.writeFileSync(path.join(webDir, 'assets', 'pre-AbCdEf12.js.br'), preBrotli);
  fs.writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *');
  // Vite's build manifest: for the build's checks, never sent.
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), '{"secret.tsx":{}}');
  // A source map left in the build by mistake: it must never be sent.
  fs.writeFileSync(
    path.join(webDir, 'assets', 'index-AbCdEf12.js.map'),
    JSON.stringify({ version: 3, sources: ['../src/secret.ts'], sourcesContent: ['// secret'] }),
  );
  database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  app = await buildApp(
    { ...testConfig({ PUBLIC_URL: 'https://matchday.example' }), webDir },
    { database, logger: false },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers any page path with index.html, revalidated on every visit', async () => {
    // An unknown address is the not-found page, answered 404 (issue 24): page-not-found.test.ts.
    for (const [url, status] of [
      ['/home', 200],
      ['/app/events/event-details/0123456789abcdef01234567', 200],
      ['/nowhere', 404],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(status);
      expect(res.body).toContain('<div id="root">');
      // The server-drawn pages (/home) may also be kept by shared caches, but always revalidated.
      expect(res.headers['cache-control']).toMatch(/^(public, )?no-cache$/);
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-AbCdEf12.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(bigScript.length / 5);
  });

  it('sends the build’s pre-compressed file when there is one', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/pre-AbCdEf12.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(Buffer.compare(res.rawPayload, preBrotli)).toBe(0);
    const plain = await app.inject({ method: 'GET', url: '/assets/pre-AbCdEf12.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('does not cache unhashed files for long', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never sends a source map, even one left in the build, nor the build manifest', async () => {
    for (const url of [
      '/assets/index-AbCdEf12.js.map',
      '/assets/nope.js.map',
      '/.vite/manifest.json',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret');
    }
  });

  it('answers 404, not the page, for a missing file', async () => {
    for (const url of [
      '/.env',
      '/backup.sql',
      '/wp-login.php?x=1',
      '/.git/config',
      '/assets/nope.js',
      '/assets/',
      '/assets/sub/dir',
      '/events/event-details/x.js',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url, headers: { accept: 'text/html' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body).not.toContain('<div id="root">');
      }
    }
    const res = await app.inject({ method: 'GET', url: '/backup.sql' });
    expect(res.json()).toEqual({ message: 'error', error: 'Not Found', code: 'errors.notFound' });
  });

  it('keeps answering page routes with the page, dots in their query or parameters too', async () => {
    for (const url of [
      '/login',
      '/app/events',
      '/app/events/event-details/0123456789abcdef01234567',
      '/login?from=/app/events.list',
      // The OTP page carries the email in its path (routes/manifest.ts).
      '/confirm-otp/player%40matchday.test',
      '/confirm-otp/player@matchday.test',
      '/reset-password/AbC-dEf_123',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('never answers an API path or a non-GET with the page', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'error', error: 'Not Found', code: 'errors.notFound' });
    const post = await app.inject({ method: 'POST', url: '/home' });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe('error');
  });
});

describe('event pages for link previews', () => {
  it('renders the event title, description and poster as Open Graph tags', async () => {
    const host = await makeUser(app.db, { role: 'Host' });
    const sport = await makeSport(app.db);
    const e = await makeEvent(app.db, {
      host_id: host.id,
      sports_id: sport.id,
      title: 'Goa "Beach" Cup <live>',
      description: 'Sand & sun',
      poster: '/uploads/posters/0123456789abcdef01234567.webp',
    });
    const res = await app.inject({ method: 'GET', url: `/events/event-details/${e.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<meta property="og:title" content="Goa &#34;Beach&#34; Cup &#60;live&#62;" />',
    );
    expect(res.body).toContain('<meta property="og:description" content="Sand &#38; sun" />');
    expect(res.body).toContain(
      '<meta property="og:image" content="https://matchday.example/uploads/posters/0123456789abcdef01234567.webp" />',
    );
    expect(res.body).toContain('<title>Goa &#34;Beach&#34; Cup &#60;live&#62; · Matchday</title>');
    expect(res.body).toContain('<div id="root">');
    // One description, the event's; the poster (the largest image) is fetched with the scripts.
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.body).toContain('<meta name="description" content="Sand &#38; sun" />');
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/uploads/posters/0123456789abcdef01234567.webp" fetchpriority="high" />',
    );
  });

  it('serves the not-found page, without the event’s tags, for an unknown event', async () => {
    const res = await app.inject({ method: 'GET', url: `/events/event-details/${'a'.repeat(24)}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('og:image');
    expect(res.body).toContain('<title>Page not found · Matchday</title>');
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
  });
});
