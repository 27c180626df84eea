// The JavaScript each public route loads before it is interactive: Playwright opens the route in
// a fresh context (empty cache), waits for network idle, and sums every script response. Sizes
// are the bodies gzipped here at level 9 (stable across runs and servers); the bytes the server
// actually sent (brotli or gzip as negotiated) are printed beside them.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';
import { MANIFEST_FILE } from './server';

export const INITIAL_JS_BUDGET_KB = 170;
/** The page's language script (its messages, /i18n/): data, counted apart from the code. */
export const LANGUAGE_SCRIPT_BUDGET_KB = 16;
const LANGUAGE_SCRIPT = /^\/i18n\//;

export type InitialJs = {
  path: string;
  scripts: number;
  gzipKb: number;
  wireKb: number;
  /** The language script's gzip size, not in `gzipKb`. */
  messagesKb: number;
  /** Chunks of the app area (/app/...) that a public route should never load. */
  appChunks: string[];
};

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};

/**
 * Modules that only the /app area imports lazily (routes/manifest.ts): its layout and its pages,
 * the folders of src/web/routes/app-pages.ts.
 */
const APP_AREA =
  /^(layouts\/AppLayout|pages\/(dashboard|events|checkin|competition|sports|users|settings|payments?|earnings)\/)/;

/** Files reachable only from app-area entries, never from the HTML entry or a public page. */
function appOnlyFiles(manifestFile = MANIFEST_FILE): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const stack = [...keys];
    while (stack.length > 0) {
      const key = stack.pop()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return new Set([...seen].map((k) => manifest[k]!.file));
  };
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry || c.isDynamicEntry);
  const isApp = ([, c]: [string, ManifestChunk]) => APP_AREA.test(c.src ?? '');
  const app = closure(entries.filter(isApp).map(([k]) => k));
  const pub = closure(entries.filter((e) => !isApp(e)).map(([k]) => k));
  return new Set([...app].filter((f) => !pub.has(f)));
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/**
 * Every route's initial JavaScript. `manifestFile` (Vite's build manifest) tells which chunks
 * belong to the app area; without one (`npm run build` writes none) appChunks stay empty.
 */
export async function measureInitialJs(
  browser: Browser,
  baseUrl: string,
  routes: string[],
  manifestFile: string | null = MANIFEST_FILE,
): Promise<InitialJs[]> {
  const appOnly = manifestFile ? appOnlyFiles(manifestFile) : new Set<string>();
  const results: InitialJs[] = [];
  for (const route of routes) {
    // A phone-sized page, as Lighthouse's mobile preset uses.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const pending: Promise<{ url: string; gzip: number; wire: number }>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            url: response.url(),
            gzip: gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
          };
        })(),
      );
    };
    page.on('response', onResponse);
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    // Reading a body can finish after network idle; wait until no new script turns up.
    let settled = 0;
    while (settled !== pending.length) {
      settled = pending.length;
      await Promise.all(pending);
    }
    // No body is read once the page closes: a script answered after the last wait (the app's
    // entry, started after the first paint) would otherwise be read from a closed page.
    page.off('response', onResponse);
    const loaded = await Promise.all(pending);
    await context.close();
    const isMessages = (s: { url: string }) => LANGUAGE_SCRIPT.test(new URL(s.url).pathname);
    const scripts = loaded.filter((s) => !isMessages(s));
    const sum = (list: typeof loaded, k: 'gzip' | 'wire') =>
      list.reduce((n, s) => n + s[k], 0) / 1024;
    results.push({
      path: route,
      scripts: scripts.length,
      gzipKb: sum(scripts, 'gzip'),
      wireKb: sum(scripts, 'wire'),
      messagesKb: sum(loaded.filter(isMessages), 'gzip'),
      appChunks: scripts
        .map((s) => new URL(s.url).pathname.replace(/^\//, ''))
        .filter((file) => appOnly.has(file))
        .map((file) => path.basename(file)),
    });
  }
  return results;
}
