import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import type { App } from './types';
import { testConfig } from '../test/test-app';

let app: App;
let database: Database;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-web-'));
const bigScript = `console.log(${JSON.stringify('matchday '.repeat(500))});`;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'index-AbCdEf12.js'), bigScript);
  fs.writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *');
  database = await openDatabase({ dataDir: 'memory://' });
  app = await buildApp({ ...testConfig(), webDir }, { database, logger: false });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers any page path with index.html, revalidated on every visit', async () => {
    for (const url of ['/home', '/app/events/event-details/0123456789abcdef01234567', '/nowhere']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
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

  it('does not cache unhashed files for long', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never answers an API path or a non-GET with the page', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'error', error: 'Not Found' });
    const post = await app.inject({ method: 'POST', url: '/home' });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe('error');
  });
});
