// `npm start`: builds when the build is missing or older than the sources, then runs the server
// (which applies migrations and seeds an empty embedded database).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['dist/server/main.js', 'dist/web/index.html'].map((p) => path.join(root, p));
const inputs = ['src', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const builtAt = Math.min(...outputs.map((p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)));
const sourcesAt = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log('Building Matchday (sources changed or no build yet)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The IPC channel is the server's tie to us: it closes when we exit however we exit (SIGKILL too),
// and the server shuts down when it does (src/server/main.ts).
// The server's V8 settings (decision 065), shared with the Dockerfile and the benchmarks.
const nodeFlags = JSON.parse(
  fs.readFileSync(path.join(root, 'scripts/server-node-flags.json'), 'utf8'),
);
const server = spawn(process.execPath, [...nodeFlags, path.join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  // NODE_ENV is left as given: production (HSTS, https-only upgrades) needs a real
  // SESSION_SECRET and PUBLIC_URL, which a bare `npm start` on a laptop does not have.
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

// npm 11 passes a SIGTERM (docker stop) to the `sh -c` it runs this script in, and the shell dies
// without passing it on; a SIGKILLed npm passes nothing. Either way nothing signals us, so we watch
// the processes that started us (our parent and, under `npm start`, npm above its shell) and stop
// the server gracefully when one of them has gone (we are re-parented).
const links = [{ pid: process.pid, parent: process.ppid }];
if (process.env.npm_lifecycle_event === 'start') {
  const grandparent = parentOf(process.ppid);
  if (grandparent !== undefined) links.push({ pid: process.ppid, parent: grandparent });
}
const watch = setInterval(() => {
  if (links.every(({ pid, parent }) => parentOf(pid) === parent)) return;
  clearInterval(watch);
  console.log('npm start: the process that started the server has gone; stopping it');
  server.kill('SIGTERM');
}, 500);
watch.unref();

/** A process's parent: ours from Node, another's from Linux's /proc (undefined elsewhere or once it has exited). */
function parentOf(pid) {
  if (pid === process.pid) return process.ppid;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": the command name may hold spaces and parentheses.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}
