import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = {
  to: string;
  /** Where answers go when not to the sender (a visitor writing to a host through Matchday). */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Files; one with a `cid` is an inline image the HTML shows as `<img src="cid:...">`. */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string; cid?: string }>;
};

export type Mailer = {
  /** Sends one message now; throws when the server refuses it (the mail job then retries). */
  deliver: (message: MailMessage) => Promise<void>;
};

/**
 * SMTP when `SMTP_URL` is set; otherwise each message becomes an `.eml` file in
 * `$DATA_DIR/outbox` and its links are logged, so a local user can finish every flow.
 */
export function createMailer(
  options: { smtpUrl?: string | undefined; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  const outbox = path.join(options.dataDir, 'outbox');
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from: options.from, ...message });
    if (options.smtpUrl) {
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    await fs.mkdir(outbox, { recursive: true });
    // Names sort by time, so the newest message is the last file.
    const stamp = new Date().toISOString().replace(/[-:.]/g, '');
    const file = path.join(outbox, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
    // Write then rename, so a reader never sees half a message.
    await fs.writeFile(`${file}.part`, (info as unknown as { message: Buffer }).message);
    await fs.rename(`${file}.part`, file);
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to outbox');
  }

  return { deliver };
}
