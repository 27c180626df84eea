import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// As `vite build` writes it: the entry script in <head>, an empty #root.
const ENTRY = '<script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>';

/**
 * A web build's folder holding only the app shell (index.html), so the server draws pages (from
 * the renderer's sources) without `npm run build`. Remove `dir` after the file's tests.
 */
export function fakeWebBuild(prefix: string): { dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><!--app-head--><title>Matchday</title><!--/app-head-->\n    ${ENTRY}\n  </head><body>\n    <div id="root"><!--app-html--></div>\n  <!--app-state--></body></html>`,
  );
  return { dir };
}
