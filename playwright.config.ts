import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Workers load this file again; the env carries one port and data folder from the main process.
process.env.E2E_PORT ||= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-e2e-'));
const port = Number(process.env.E2E_PORT);

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;
function traceMode(asked: string | undefined): (typeof TRACE_MODES)[number] {
  if (!asked) return 'off';
  const mode = TRACE_MODES.find((m) => m === asked);
  if (!mode) throw new Error(`PW_TRACE must be one of ${TRACE_MODES.join(', ')}`);
  return mode;
}
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two, CI or not: Playwright's default is half the cores, one on CI's two-core machine.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Guards against a hang, not budgets: on two cores, two Chromium workers next to the server
  // take the longest journeys past 40 s (a password reset: 40.4 s in a clean-clone run here), and
  // CI's machine has been about 1.6 times slower still. Speed is measured by `npm run bench`.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // Off unless asked for (PW_TRACE=retain-on-failure when chasing a failure): recording every
    // action of every test took a quarter to a third of the suite's time here (decision 053).
    trace: traceMode(process.env.PW_TRACE),
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The production build, served by the real server on an embedded database with demo data.
    // E2E_SERVER / E2E_WEB_DIR point at another build (dist-<name>/...) for parallel runs.
    command: `node ${process.env.E2E_SERVER ?? 'dist/server/main.js'}`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SEED_DEMO: 'true',
      // The demo's juniors wait: journeys read the demo as seeded.
      DEMO_RESULT_SECONDS: '0',
      // Browser journeys log the shared demo accounts in many times; the limits themselves are
      // proven by the API tests.
      RATE_LIMIT_MULTIPLIER: '50',
      LOG_LEVEL: 'warn',
      // The built-in test checkout (and its banner), whatever Razorpay keys the shell may hold.
      PAYMENT_PROVIDER: 'test',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      RAZORPAY_WEBHOOK_SECRET: '',
      SUPPORT_EMAIL: 'help@matchday.test',
      SUPPORT_PHONE: '+91 90000 11111',
    },
  },
});
