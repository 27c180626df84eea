import { describe, expect, it } from 'vitest';
import { jobDefinitions } from './features';

describe('the jobs the app collects from its features', () => {
  it('carry the demo job only when demo data is on', () => {
    const off = jobDefinitions({ seedDemo: false }).map((d) => d.name);
    const on = jobDefinitions({ seedDemo: true }).map((d) => d.name);
    expect(off).not.toContain('demo-result');
    expect(on).toEqual([...off, 'demo-result']);
  });

  it('name each queue once, the outbox and every feature’s scheduled work among them', () => {
    const names = jobDefinitions({ seedDemo: true }).map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'mail',
      'refund',
      'transfer',
      'onboard-host',
      'sweep-places',
      'cancel-event',
    ])
      expect(names).toContain(name);
    const scheduled = jobDefinitions({ seedDemo: false }).filter((d) => d.schedule);
    expect(scheduled.map((d) => d.name).sort()).toEqual([
      'draw-pages',
      'flag-incomplete-teams',
      'reconcile-payments',
      'reconcile-payouts',
      'send-reminders',
      'sweep-cancelled-events',
      'sweep-places',
    ]);
  });

  it('refuse a mail job of a kind no feature renders, before anything is sent', () => {
    const mail = jobDefinitions({ seedDemo: false }).find((d) => d.name === 'mail')!;
    expect(mail.payload.safeParse({ kind: 'reset_otp', email: 'a@b.test' }).success).toBe(true);
    expect(mail.payload.safeParse({ kind: 'no_such_mail' }).success).toBe(false);
  });
});
