import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits at src/server/paths.ts and is bundled into dist/server/main.js: both are two
// folders below the project root, so the same relative step works in development and production.
const here = path.dirname(fileURLToPath(import.meta.url));
export const PROJECT_ROOT = path.resolve(here, '..', '..');
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'src', 'server', 'db', 'migrations');
/** Vite's SSR build of the page renderer: beside the server's bundle (dist/ssr, dist-bench/ssr). */
export const SSR_DIR = path.resolve(here, '..', 'ssr');
