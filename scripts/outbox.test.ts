import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { writeWhatsAppFile } from '../src/server/platform/whatsapp/outbox';
import { formatOutbox, formatWhatsAppOutbox, readOutbox, readWhatsAppOutbox } from './outbox';

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

describe('npm run outbox: WhatsApp messages (issue 29)', () => {
  const message = (to: string, template: string, params: string[]) => ({
    to,
    template,
    language: 'en',
    params,
  });

  it('lists the ones written, newest first, with the text filled in', async () => {
    await writeWhatsAppFile(
      dir,
      { id: 'a'.repeat(24), created_at: new Date('2026-01-01T09:00:00Z') },
      message('+919876543210', 'waitlist_offer', [
        'Asha',
        '“Open” at “Monsoon Smash”',
        'Asha',
        '05 January, 2026 at 6:30 PM',
        'http://localhost:3000/app/dashboard',
      ]),
    );
    await writeWhatsAppFile(
      dir,
      { id: 'b'.repeat(24), created_at: new Date('2026-01-01T12:00:00Z') },
      message('+919845012345', 'certificates_ready', [
        'Ravi',
        '“U17” at “Smash Finals”',
        'http://localhost:3000/certificates/abc',
        'http://localhost:3000/events/event-details/e1/results',
      ]),
    );
    const messages = await readWhatsAppOutbox(dir, 5);
    expect(messages.map((m) => [m.to, m.template])).toEqual([
      ['+919845012345', 'certificates_ready'],
      ['+919876543210', 'waitlist_offer'],
    ]);
    expect(messages[1]!.text).toBe(
      'Hi Asha, a place has opened in “Open” at “Monsoon Smash” and it is held for Asha until 05 January, 2026 at 6:30 PM. Accept it and pay to confirm: http://localhost:3000/app/dashboard If you do not, it goes to the next person waiting.',
    );
    expect(await readWhatsAppOutbox(dir, 1)).toHaveLength(1);
    // The mails' listing is not confused by them.
    expect((await readOutbox(dir, 10)).every((m) => m.subject !== '')).toBe(true);

    const printed = formatWhatsAppOutbox(messages);
    expect(printed).toContain(
      'WhatsApp to +919845012345  (certificates_ready)\n  Hi Ravi, the results',
    );
  });

  it('says so when there is none yet', async () => {
    expect(await readWhatsAppOutbox(path.join(dir, 'none'), 5)).toEqual([]);
    expect(formatWhatsAppOutbox([])).toBe('No WhatsApp message yet.');
  });
});
