import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../src/server/seed/factories';
import { useTestApp } from '../src/server/test/test-app';

const run = promisify(execFile);
const ctx = useTestApp();

async function adminCreate(args: string[]) {
  const env = {
    ...process.env,
    DATABASE_URL: ctx.database.url ?? '',
    DATA_DIR: `/tmp/admin-create-${process.pid}`,
  };
  return run(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], { env });
}

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });

describe('npm run admin:create', () => {
  it('creates a verified admin who can log in', async () => {
    const email = `boss-${Date.now()}@example.test`;
    const { stdout } = await adminCreate([
      '--email',
      email,
      '--password',
      'Boss!Pass1',
      '--name',
      'Boss',
    ]);
    expect(stdout).toContain('created');
    const res = await login(email, 'Boss!Pass1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'Admin', name: 'Boss', email_verified: true });
  });

  it('promotes an existing account and refuses a weak password', async () => {
    const user = await makeUser(ctx.app.db, { role: 'Participant', email_verified_at: null });
    await adminCreate(['--email', user.email, '--password', 'Promo!Pass1']);
    const res = await login(user.email, 'Promo!Pass1');
    expect(res.json().data).toMatchObject({ role: 'Admin', email_verified: true });
    await expect(adminCreate(['--email', 'x@example.test', '--password', 'weak'])).rejects.toThrow(
      /uppercase/,
    );
  });
});
