import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/test/free-port';

// A real `npm start` (npm, the `sh -c` it runs the script in, scripts/start.mjs, the server) must
// leave nothing behind when npm is stopped or killed: npm 11 passes SIGTERM to its shell only, and
// a SIGKILLed npm or start.mjs passes on nothing. The project is a temporary copy whose "build" runs
// the server from its sources (so nothing is built); its embedded database is a temporary folder.
const repo = path.resolve(import.meta.dirname, '..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-npm-start-'));
const dataDir = path.join(root, 'data');
const leftovers = new Set<number>();

afterAll(() => {
  // Whatever a failing run left behind must not outlive the test run.
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, as it should be
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
});

const repoPackage = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
  scripts: { start: string };
};
fs.writeFileSync(
  path.join(root, 'package.json'),
  JSON.stringify({
    name: 'matchday-start',
    private: true,
    type: 'module',
    scripts: { start: repoPackage.scripts.start },
  }),
);
fs.mkdirSync(path.join(root, 'scripts'));
for (const file of ['scripts/start.mjs', 'scripts/server-node-flags.json'])
  fs.copyFileSync(path.join(repo, file), path.join(root, file));
fs.mkdirSync(path.join(root, 'dist/server'), { recursive: true });
fs.mkdirSync(path.join(root, 'dist/web'), { recursive: true });
fs.writeFileSync(path.join(root, 'dist/web/index.html'), '<!doctype html>');
const tsxApi = pathToFileURL(path.join(repo, 'node_modules/tsx/dist/esm/api/index.mjs')).href;
const mainTs = pathToFileURL(path.join(repo, 'src/server/main.ts')).href;
fs.writeFileSync(
  path.join(root, 'dist/server/main.js'),
  `import { register } from ${JSON.stringify(tsxApi)};\nregister();\nawait import(${JSON.stringify(mainTs)});\n`,
);

/** Each live process's parent, from /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
      map.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited while we looked
    }
  }
  return map;
}

function alive(pid: number): boolean {
  try {
    const state = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return state.slice(state.lastIndexOf(')') + 2)[0] !== 'Z'; // a zombie has exited
  } catch {
    return false;
  }
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The processes under `pid`: the shell npm runs the script in, start.mjs and the server. */
function tree(pid: number) {
  const map = parents();
  const below: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of map)
      if (parent === p) {
        below.push(child);
        walk(child);
      }
  };
  walk(pid);
  for (const p of below) leftovers.add(p);
  const find = (text: string) => below.find((p) => commandLine(p).includes(text));
  return { all: below, start: find('scripts/start.mjs'), server: find('dist/server/main.js') };
}

function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `check` until it holds or `ms` pass; answers whether it held. */
async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function npmStart(): Promise<{ npm: ChildProcess; port: number; output: () => string }> {
  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // No web app: the server runs from sources here, and the repo's own build (if any) is not
      // this test's subject (its renderer would be loaded through tsx, outside the project).
      WEB_DIR: path.join(root, 'no-web'),
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      JOBS_IN_PROCESS: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  leftovers.add(npm.pid!);
  let out = '';
  npm.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const ready = await within(90_000, () =>
    fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.status === 200)
      .catch(() => false),
  );
  expect(ready, out).toBe(true);
  return { npm, port, output: () => out };
}

describe('a real npm start', () => {
  it('stops the server and frees the port when npm gets SIGTERM (docker stop)', async () => {
    const { npm, port, output } = await npmStart();
    const { all, start, server } = tree(npm.pid!);
    expect(start, output()).toBeDefined();
    expect(server, output()).toBeDefined();

    npm.kill('SIGTERM');
    const gone = await within(
      15_000,
      async () => all.every((p) => !alive(p)) && !(await portTaken(port)),
    );
    expect(gone, `left running: ${all.filter(alive).map(commandLine).join(', ')}`).toBe(true);
    // Shut down, not killed: in-flight requests were drained and the database closed.
    expect(output()).toContain('shutting down');
  }, 150_000);

  it('stops the server and frees the port when npm is SIGKILLed', async () => {
    const { npm, port } = await npmStart();
    const { all } = tree(npm.pid!);

    npm.kill('SIGKILL');
    const gone = await within(
      15_000,
      async () => all.every((p) => !alive(p)) && !(await portTaken(port)),
    );
    expect(gone, `left running: ${all.filter(alive).map(commandLine).join(', ')}`).toBe(true);
  }, 150_000);

  it('stops the server and frees the port when start.mjs is SIGKILLed', async () => {
    const { npm, port, output } = await npmStart();
    const { start, server } = tree(npm.pid!);
    expect(start).toBeDefined();
    expect(server).toBeDefined();

    process.kill(start!, 'SIGKILL');
    const gone = await within(15_000, async () => !alive(server!) && !(await portTaken(port)));
    expect(gone, 'the server outlived start.mjs').toBe(true);
    expect(output()).toContain('shutting down');
  }, 150_000);
});
