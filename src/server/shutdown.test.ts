import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { buildApp } from './app';
import { openDatabase } from './platform/db/client';
import { testConfig } from './test/test-app';

describe('graceful shutdown', () => {
  it('finishes an in-flight request while closing, then refuses new connections', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp(testConfig(), { database, logger: false });
    app.get('/api/v1/__slow', async () => {
      await new Promise((r) => setTimeout(r, 400));
      return { message: 'success', data: 'finished' };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/__slow`);
    await new Promise((r) => setTimeout(r, 100));
    const closing = app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'success', data: 'finished' });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    await database.close();
  });

  it('main.ts migrates, serves, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-main-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    try {
      let ready = false;
      for (let i = 0; i < 120 && !ready; i++) {
        await new Promise((r) => setTimeout(r, 250));
        ready = await fetch(`http://127.0.0.1:${port}/readyz`)
          .then((r) => r.status === 200)
          .catch(() => false);
      }
      expect(ready).toBe(true);
      const exited = new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      );
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
