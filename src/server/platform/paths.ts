import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file runs from src/server/platform/ in development and bundled into dist/server/*.js in
// production, at different depths: the project root is the nearest folder with a package.json.
const here = path.dirname(fileURLToPath(import.meta.url));
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
export const PROJECT_ROOT = projectRoot(here);
export const MIGRATIONS_DIR = path.join(
  PROJECT_ROOT,
  'src',
  'server',
  'platform',
  'db',
  'migrations',
);
/**
 * Vite's SSR build of the page renderer: beside the server's bundle (dist/ssr, dist-bench/ssr);
 * from the sources (`npm run dev`), the project's build (dist/ssr, beside the default web dir).
 */
export const SSR_DIR =
  path.basename(here) === 'platform'
    ? path.join(PROJECT_ROOT, 'dist', 'ssr')
    : path.resolve(here, '..', 'ssr');
