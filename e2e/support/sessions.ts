import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, request as playwrightRequest } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './accounts';

export type DemoRole = keyof typeof DEMO;

/**
 * A storage-state file with a logged-in session of a demo role, made once per run and per
 * `scope` and shared by that spec's workers (logins are rate limited per email).
 */
export async function demoSessionFile(
  scope: string,
  role: DemoRole,
  baseURL: string,
): Promise<string> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const file = path.join(dir, `${scope}-session-${role}.json`);
  try {
    await fs.access(file);
    return file;
  } catch {
    // not logged in yet in this run
  }
  const context = await playwrightRequest.newContext({ baseURL });
  const res = await context.post('/api/v1/login', {
    data: { email: DEMO[role], password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  const state = await context.storageState();
  await context.dispose();
  // Written whole, then renamed: a parallel worker never reads half a file.
  const tmp = `${file}.${process.pid}.${Date.now()}`;
  await fs.writeFile(tmp, JSON.stringify(state));
  await fs.rename(tmp, file);
  return file;
}
