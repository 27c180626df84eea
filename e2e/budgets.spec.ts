import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  INITIAL_JS_BUDGET_KB,
  LANGUAGE_SCRIPT_BUDGET_KB,
  measureInitialJs,
} from '../bench/web/initial-js';
import { demoParams, serverDrawnPages } from './support/routes';

// Written by `npm run build` (vite.config.ts): which chunk holds which module.
const BUILD_MANIFEST = path.join(import.meta.dirname, '..', 'dist/web/.vite/manifest.json');

/**
 * The initial-JavaScript budget as a check, not a promise: every public route of the production
 * build loads at most INITIAL_JS_BUDGET_KB of script (gzip level 9 of the bodies, so the figure
 * does not depend on the server's compression or on timing). `npm run bench:web` prints the same
 * figures with Lighthouse beside them.
 */
test('every public route stays within the initial JavaScript budget', async ({
  browser,
  baseURL,
  page,
}) => {
  test.slow(); // a fresh page per route, each to network idle
  // The pages people land on (the ones the server draws, from the route manifest) and the login
  // every one of them links to. The other guest pages (sign-up: ~243 KB with its form engine)
  // are reached from these, with the app already cached.
  const english = [...serverDrawnPages(await demoParams(page, null)), '/login'];
  expect(english).toEqual(expect.arrayContaining(['/home', '/events', '/contactUs', '/about']));
  // Each in Hindi too (issue 29): a language's messages never come in the app's script.
  const hindi = english.map((route) => `${route}${route.includes('?') ? '&' : '?'}lang=hi`);
  const routes = [...english, ...hindi];
  const measured = await measureInitialJs(browser, baseURL!, routes, BUILD_MANIFEST);
  const report = measured.map((m) => `${m.path}: ${m.gzipKb.toFixed(1)} KB`).join('\n');
  for (const m of measured) {
    expect(m.scripts, `${m.path} loads its script`).toBeGreaterThan(0);
    expect(m.gzipKb, `initial JS over ${INITIAL_JS_BUDGET_KB} KB\n${report}`).toBeLessThanOrEqual(
      INITIAL_JS_BUDGET_KB,
    );
    // Its language's messages come in a script of their own, loaded once and kept for good.
    expect(m.messagesKb, `${m.path} loads its language`).toBeGreaterThan(0);
    expect(m.messagesKb, `${m.path}: messages`).toBeLessThanOrEqual(LANGUAGE_SCRIPT_BUDGET_KB);
    // No chunk of the signed-in app area on a public page.
    expect(m.appChunks, m.path).toEqual([]);
  }
});
