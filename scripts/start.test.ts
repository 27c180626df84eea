import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` runs scripts/start.mjs, which runs the server as a child: a SIGTERM, SIGINT or SIGHUP
// to it (docker stop, a process manager, Ctrl-C, a closed terminal) must reach the server. This runs the real script
// against a stand-in build, so nothing is built and no database starts.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-start-'));
const servers: number[] = [];
afterAll(() => {
  // A server the signal did not reach would outlive the test: end it here.
  for (const pid of servers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone, as it should be
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
});

fs.mkdirSync(path.join(root, 'scripts'));
for (const file of ['start.mjs', 'server-node-flags.json'])
  fs.copyFileSync(path.join(import.meta.dirname, file), path.join(root, 'scripts', file));
fs.mkdirSync(path.join(root, 'dist/server'), { recursive: true });
fs.mkdirSync(path.join(root, 'dist/web'), { recursive: true });
fs.writeFileSync(path.join(root, 'dist/web/index.html'), '<!doctype html>');
fs.writeFileSync(
  path.join(root, 'dist/server/main.js'),
  `const fs = require('node:fs');
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => { fs.writeFileSync(${JSON.stringify(path.join(root, 'stopped'))}, signal); process.exit(0); });
console.log('ready ' + process.pid + ' ' + JSON.stringify(process.execArgv));
setInterval(() => {}, 1000);
`,
);
// The stand-in is CommonJS, whatever the package type.
fs.writeFileSync(path.join(root, 'dist/server/package.json'), '{"type":"commonjs"}');

/** Runs the real script until its stand-in server is up: the script, the server's pid and flags. */
async function runStart() {
  const start = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [, pid, argv] = await new Promise<RegExpExecArray>((resolve, reject) => {
    let out = '';
    start.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /ready (\d+) (.*)\n/.exec(out);
      if (line) resolve(line);
    });
    start.on('exit', () => reject(new Error(`start.mjs exited early: ${out}`)));
  });
  servers.push(Number(pid));
  return { start, serverPid: Number(pid), execArgv: JSON.parse(argv!) as string[] };
}

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    it(`passes ${signal} on to the server and exits with it`, async () => {
      fs.rmSync(path.join(root, 'stopped'), { force: true });
      const { start, serverPid } = await runStart();
      const exited = new Promise<number | null>((resolve) => start.on('exit', resolve));
      start.kill(signal);
      expect(await exited).toBe(0);
      expect(fs.readFileSync(path.join(root, 'stopped'), 'utf8')).toBe(signal);
      expect(() => process.kill(serverPid, 0)).toThrow(); // the server is gone too
    });
  }
});

describe('the server’s V8 settings (decision 065)', () => {
  const flags = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'server-node-flags.json'), 'utf8'),
  ) as string[];

  it('npm start runs the server with them', async () => {
    const { start, execArgv } = await runStart();
    const exited = new Promise((resolve) => start.on('exit', resolve));
    start.kill('SIGTERM');
    await exited;
    expect(flags).toContain('--max-semi-space-size=32');
    expect(execArgv).toEqual(flags);
  });

  it('the image runs the server with them', () => {
    const dockerfile = fs.readFileSync(path.join(import.meta.dirname, '../Dockerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)![1]!;
    expect(JSON.parse(cmd)).toEqual(['node', ...flags, 'dist/server/main.js']);
  });
});
