import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? `/usr/lib/postgresql/${process.env.PG_MAJOR ?? '15'}/bin`;

/**
 * A throwaway PostgreSQL cluster of our own (trust auth, loopback, a free port), so fault tests
 * can stop and restart the database without touching the shared one. `settings` are server
 * settings (`shared_buffers`, say) given on its command line.
 */
export function startPrivatePostgres(port: number, settings: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  // initdb refuses to run as root; the cluster then belongs to the postgres user.
  const run = (cmd: string, args: string[]) => {
    const full = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, cmd), ...args]]
      : [path.join(BIN, cmd), args];
    const r = spawnSync(full[0] as string, full[1] as string[], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const extra = Object.entries(settings).map(([k, v]) => ` -c ${k}=${v}`);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off${extra.join('')}`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', opts, '-w', '-l', path.join(dir, 'log'), 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
