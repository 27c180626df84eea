import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

/**
 * The test server writes every mail as an .eml file to `$E2E_DATA_DIR/outbox/`, with names that
 * sort by time. These helpers wait for a message the way a user waits for their inbox.
 */

export type Mail = {
  file: string;
  to: string[];
  /** Reply-To addresses (a visitor's message to a host). */
  replyTo: string[];
  subject: string;
  text: string;
};

function outboxDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dir, 'outbox');
}

function addresses(to: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(to) ? to : to ? [to] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

async function newestFiles(): Promise<string[]> {
  try {
    const names = await fs.readdir(outboxDir());
    return names
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/**
 * The newest message to `to` whose subject contains `subject`, waiting up to `timeoutMs` for it.
 * With `after` (a file name from an earlier message) only a later message counts.
 */
export async function waitForMail(
  to: string,
  subject: string,
  { after, timeoutMs = 10_000 }: { after?: string; timeoutMs?: number } = {},
): Promise<Mail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  const parsed = new Map<string, Mail>();
  for (;;) {
    for (const file of await newestFiles()) {
      if (after && file <= after) break;
      let mail = parsed.get(file);
      if (!mail) {
        const message = await simpleParser(await fs.readFile(path.join(outboxDir(), file)));
        mail = {
          file,
          to: addresses(message.to),
          replyTo: addresses(message.replyTo),
          subject: message.subject ?? '',
          text: message.text ?? '',
        };
        parsed.set(file, mail);
      }
      if (mail.to.includes(address) && mail.subject.includes(subject)) return mail;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${to} with subject containing '${subject}' within ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail's text that starts with `prefix` (e.g. `${baseURL}/verify-email`). */
export function linkFrom(mail: Mail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in mail '${mail.subject}'`);
  return link;
}

/** The 6-digit code in a mail's text. */
export function codeFrom(mail: Mail): string {
  const code = mail.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No 6-digit code in mail '${mail.subject}'`);
  return code;
}

export const SUBJECTS = {
  verify: 'Verify your Matchday email',
  resetCode: 'Your Matchday password reset code',
  resetLink: 'Reset your Matchday password',
  /** The verification mail to an account whose language is Hindi (issue 29). */
  verifyHindi: 'अपना Matchday ईमेल सत्यापित करें',
} as const;
