import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';

// The real entry point, as a deployment starts it: a payment configuration that would let
// anyone register for free must stop the process before it opens a port or a database.

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Runs main.ts with `env` (and none of the caller's payment variables) until it exits. */
async function start(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-refusal-'));
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'PAYMENT_PROVIDER' && !name.startsWith('RAZORPAY_'),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  let listened = false;
  try {
    const deadline = Date.now() + 20_000;
    while (running && Date.now() < deadline) {
      if (await accepts(port)) listened = true;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(running, `still running after 20 s:\n${output}`).toBe(false);
    return { code: await exited, output, listened, dataDirEntries: fs.readdirSync(dataDir) };
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'r'.repeat(40) };

describe('main.ts refuses an unsafe payment configuration', () => {
  it('production without PAYMENT_PROVIDER: exits non-zero with the reason, never listens', async () => {
    const run = await start(PRODUCTION);
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.output).toContain('PAYMENT_PROVIDER must be set in production: razorpay (with');
    expect(run.listened).toBe(false);
    expect(run.dataDirEntries).toEqual([]); // no embedded database was opened either
  }, 40_000);

  it('Razorpay without its webhook secret: exits non-zero naming it, never listens', async () => {
    const run = await start({
      ...PRODUCTION,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'key-secret',
    });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('missing: RAZORPAY_WEBHOOK_SECRET');
    expect(run.listened).toBe(false);
  }, 40_000);
});
