import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { formatOutbox, readOutbox } from './outbox';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-outbox-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A message as the mailer writes it (nodemailer's raw output, quoted-printable and all). */
async function write(file: string, subject: string, text: string) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({
    from: 'Matchday <no-reply@matchday.local>',
    to: 'kabir@example.test',
    subject,
    text,
    html: `<p>${text}</p>`,
  });
  fs.writeFileSync(path.join(dir, file), info.message as Buffer);
}

describe('npm run outbox', () => {
  it('lists the newest mails first with their subjects and links', async () => {
    const long = `http://localhost:3000/reset-password/${'a'.repeat(90)}`;
    await write(
      '20260101T100000-aaa.eml',
      'Verify your Matchday email',
      'Verify: http://localhost:3000/verify-email?token=abc',
    );
    await write(
      '20260101T110000-bbb.eml',
      'Reset your Matchday password',
      `Reset: ${long}\nAgain: ${long}`,
    );
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a mail');

    const mails = await readOutbox(dir, 5);
    expect(mails.map((m) => m.subject)).toEqual([
      'Reset your Matchday password',
      'Verify your Matchday email',
    ]);
    expect(mails[0]!.links).toEqual([long]);
    expect(mails[1]!.links).toEqual(['http://localhost:3000/verify-email?token=abc']);
    expect(mails[0]!.to).toBe('kabir@example.test');
    expect(await readOutbox(dir, 1)).toHaveLength(1);

    const printed = formatOutbox(mails, dir);
    expect(printed).toContain('  Reset your Matchday password\n');
    expect(printed).toContain(`  ${long}`);
  });

  it('says so when there is no mail yet', async () => {
    const missing = path.join(dir, 'none');
    expect(await readOutbox(missing, 5)).toEqual([]);
    expect(formatOutbox([], missing)).toBe(`No mail in ${missing} yet.`);
  });
});
