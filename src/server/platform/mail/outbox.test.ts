import { describe, expect, it } from 'vitest';
import { makeUser } from '../../seed/factories';
import { settleJobs } from '../../test/jobs';
import { apiCaller } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';
import { queueMail } from './outbox';

// Mail goes through the job queue (a transactional outbox); retries are 1 s apart here.
const ctx = useTestApp({ env: { MAIL_RETRY_DELAY_SECONDS: '1' } });
const call = apiCaller(() => ctx.app);

describe('the mail outbox', () => {
  it('retries a mail the SMTP server refuses, and delivers it exactly once', async () => {
    const user = await makeUser(ctx.app.db, { email: `retry-${Date.now()}@example.test` });
    const before = ctx.mail.attempts();
    ctx.mail.refuseNext(2);
    const res = await call(null, 'POST', '/auth/forgot-password', { email: user.email });
    expect(res.statusCode).toBe(200);
    const mail = await ctx.mail.waitFor(user.email, 'reset code', 15_000);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    await settleJobs(ctx.app);
    expect(ctx.mail.attempts() - before).toBe(3); // refused, refused, delivered
    expect(ctx.mail.count(user.email)).toBe(1);
  }, 30_000);

  it('sends nothing for a change that rolls back', async () => {
    const user = await makeUser(ctx.app.db, { email: `rollback-${Date.now()}@example.test` });
    await expect(
      ctx.app.deps.jobs.transaction(async (tx) => {
        await queueMail(ctx.app.deps, tx, { kind: 'reset_link', user_id: user.id });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await settleJobs(ctx.app);
    const { rows } = await ctx.app.database.raw(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND data->>'user_id' = $1",
      [user.id],
    );
    expect((rows[0] as { n: number }).n).toBe(0);
    expect(ctx.mail.count(user.email)).toBe(0);
  });
});
