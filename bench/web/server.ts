// Builds the production web app and server into dist-bench/ and runs the server on a free port
// with a throwaway embedded database (the server migrates and seeds demo data itself).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const OUT_DIR = path.join(ROOT, 'dist-bench');
const WEB_DIR = path.join(OUT_DIR, 'web');
const SERVER_FILE = path.join(OUT_DIR, 'server/main.js');
/** Vite's manifest: which chunk belongs to which module (to tell app-area chunks apart). */
export const MANIFEST_FILE = path.join(WEB_DIR, '.vite/manifest.json');

/** The same builds as `npm run build`, into dist-bench/ (the web build also writes a manifest). */
export async function buildAll(): Promise<void> {
  await viteBuild({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: WEB_DIR, emptyOutDir: true, manifest: true },
  });
  // The page renderer, beside the server as in dist/ (src/server/platform/paths.ts SSR_DIR).
  await viteBuild({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { ssr: 'ssr/entry-server.tsx', outDir: path.join(OUT_DIR, 'ssr'), emptyOutDir: true },
  });
  fs.rmSync(path.dirname(SERVER_FILE), { recursive: true, force: true });
  await esbuild({
    entryPoints: [path.join(ROOT, 'src/server/main.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    // As build:server: the server-rendering code is a chunk of its own, loaded on first use.
    splitting: true,
    outdir: path.dirname(SERVER_FILE),
    logLevel: 'error',
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export type RunningServer = { url: string; stop: () => Promise<void> };

/** Starts the production server (NODE_ENV=production) and waits for /readyz. */
export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-web-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER_FILE], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_DIR,
      SEED_DEMO: 'true',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // Production names its payment provider; the pages are measured as the demo shows them,
      // with the test checkout and its banner.
      PAYMENT_PROVIDER: 'test',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      RAZORPAY_WEBHOOK_SECRET: '',
      LOG_LEVEL: 'warn',
    },
  });
  let exited = false;
  let exitCode: number | null = null;
  child.on('exit', (code) => {
    exited = true;
    exitCode = code;
  });
  // Never leave the server behind, even when the bench dies of an unhandled error.
  process.on('exit', () => {
    if (!exited) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const stop = async () => {
    if (!exited) {
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300 && !exited; i++) {
    const ok = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(
    exited
      ? `the server exited with code ${exitCode} before it was ready`
      : 'the server did not become ready in 60 s',
  );
}

/** The first event of the public list (the demo data always has some). */
export async function firstEventId(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/events/`);
  if (!res.ok) throw new Error(`GET /api/v1/events/ answered ${res.status}`);
  const body = (await res.json()) as { data?: { id?: string; _id?: string }[] };
  const first = body.data?.[0];
  const id = first?.id ?? first?._id;
  if (!id) throw new Error('GET /api/v1/events/ returned no event (is the demo data seeded?)');
  return id;
}
