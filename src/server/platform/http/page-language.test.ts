import zlib from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';

// Issue 29: the server draws public pages in the visitor's language (Accept-Language on a first
// visit, then the choice kept in the `lang` cookie), with <html lang>, hreflang alternates and the
// language's messages for the browser, and keeps each language's drawing apart.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-lang-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  `<!doctype html><html lang="en"><head><!--app-head--><title>Matchday</title><!--/app-head-->\n    <script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>\n  </head><body>\n    <div id="root"><!--app-html--></div>\n  <!--app-state--></body></html>`,
);
const ctx = useTestApp({ env: { WEB_DIR: webDir, PUBLIC_URL: 'https://matchday.example' } });
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

beforeAll(async () => {
  const host = await as(ctx.app, 'Host');
  const sport = await makeSport(ctx.app.db, 'Kho Kho');
  await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    title: 'Pune Kho Kho Cup',
    window: 'open',
  });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const htmlLang = (html: string) => /<html lang="([a-z-]+)">/.exec(html)?.[1];
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*(<script src="\/i18n\/|$)/.exec(html)?.[1] ?? '';
/** The language and messages the page's language script sets, fetched as a browser would. */
const blockOf = async (html: string) => {
  const src = /<script src="(\/i18n\/[^"]+)"><\/script>/.exec(html)?.[1];
  if (!src) return null;
  const res = await page(src);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const json = /^self\.__pageLanguage=(.*);\s*$/s.exec(res.body)?.[1];
  return json
    ? (JSON.parse(json) as { language: string; messages: Record<string, unknown> })
    : null;
};

describe('the language a page is drawn in', () => {
  it('follows a Hindi browser on a first visit: Hindi words, <html lang="hi">, Hindi messages', async () => {
    const res = await page('/events', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(htmlLang(res.body)).toBe('hi');
    const drawn = rootOf(res.body);
    expect(drawn).toContain('हमारे बारे में'); // the navbar's About Us
    expect(drawn).not.toContain('About Us');
    expect(drawn).toContain('Pune Kho Kho Cup'); // the data, as entered
    expect(await blockOf(res.body)).toMatchObject({
      language: 'hi',
      messages: { 'nav.about': ['हमारे बारे में'] },
    });
    expect(res.headers.vary).toContain('accept-language');
  });

  it('is English for a browser that asks for none of its languages', async () => {
    const res = await page('/events', { 'accept-language': 'fr-FR,de;q=0.5' });
    expect(htmlLang(res.body)).toBe('en');
    expect(rootOf(res.body)).toContain('About Us');
    expect((await blockOf(res.body))?.language).toBe('en');
  });

  it('switches by ?lang= and keeps the choice in a cookie that outranks the browser', async () => {
    const switched = await page('/home?lang=en', { 'accept-language': 'hi' });
    expect(htmlLang(switched.body)).toBe('en');
    expect(rootOf(switched.body)).toContain('About Us');
    const cookie = String(switched.headers['set-cookie']);
    expect(cookie).toMatch(/^lang=en; Path=\/; Max-Age=31536000; SameSite=Lax$/);

    const next = await page('/about', { 'accept-language': 'hi', cookie: 'lang=en' });
    expect(htmlLang(next.body)).toBe('en');
    expect(next.headers['set-cookie']).toBeUndefined();

    const back = await page('/about?lang=hi', { cookie: 'lang=en' });
    expect(htmlLang(back.body)).toBe('hi');
    expect(String(back.headers['set-cookie'])).toMatch(/^lang=hi;/);
    // A language we do not have changes nothing.
    const unknown = await page('/about?lang=xx', { cookie: 'lang=hi' });
    expect(htmlLang(unknown.body)).toBe('hi');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('keeps each language apart in the few-second memory of drawn pages', async () => {
    const hindi = await page('/contactUs', { 'accept-language': 'hi' });
    const english = await page('/contactUs', { 'accept-language': 'en' });
    const hindiAgain = await page('/contactUs', { cookie: 'lang=hi' });
    expect(htmlLang(hindi.body)).toBe('hi');
    expect(htmlLang(english.body)).toBe('en');
    expect(hindiAgain.body).toBe(hindi.body);
    expect(english.headers.etag).not.toBe(hindi.headers.etag);
  });

  it('names the page in every language for search engines (hreflang), keeping its search', async () => {
    const res = await page('/events?q=kho&utm_source=x', { 'accept-language': 'hi' });
    const alternates = [
      ...res.body.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)" \/>/g),
    ].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ['en', 'https://matchday.example/events?q=kho&#38;lang=en'],
      ['hi', 'https://matchday.example/events?q=kho&#38;lang=hi'],
      ['x-default', 'https://matchday.example/events?q=kho'],
    ]);
  });

  it('sends the pages the browser draws (sign-in) in the language too', async () => {
    const res = await page('/login', { 'accept-language': 'hi' });
    expect(res.statusCode).toBe(200);
    expect(htmlLang(res.body)).toBe('hi');
    expect((await blockOf(res.body))?.language).toBe('hi');
  });

  it("serves the app area's messages per language, compiled, and refuses a language it lacks", async () => {
    const hindi = await page('/api/v1/languages/hi/app');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json().data).toMatchObject({
      language: 'hi',
      messages: { 'participate.register': ['रजिस्टर करें'] },
    });
    // Not the public pages' (those come with each page).
    expect(hindi.json().data.messages['nav.about']).toBeUndefined();
    const unknown = await page('/api/v1/languages/fr/app');
    expect(unknown.statusCode).toBe(404); // no such language here, as an unknown id
  });
});

describe('the language scripts', () => {
  it('are kept for good under their content’s address, brotli to those who take it', async () => {
    const src = /<script src="(\/i18n\/hi-[\w-]+\.js)"><\/script>/.exec(
      (await page('/events?lang=hi')).body,
    )?.[1];
    expect(src).toBeDefined();
    const plain = await page(src!);
    const br = await page(src!, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answer another release’s address with this one’s messages, revalidated; no language is a 404', async () => {
    const other = await page('/i18n/hi-0123456789ab.js');
    expect(other.statusCode).toBe(200);
    expect(other.headers['cache-control']).toBe('no-cache');
    expect(other.body).toContain('हमारे बारे में');
    expect((await page('/i18n/xx-0123456789ab.js')).statusCode).toBe(404);
    expect((await page('/i18n/hi.css')).statusCode).toBe(404);
  });
});
