// `npm run outbox [-- <count>]`: the newest mails written to $DATA_DIR/outbox (no SMTP_URL set),
// newest first, with their subjects and links, so a local sign-up or password reset is one
// copy-paste away; then the newest WhatsApp messages written there (no WhatsApp keys set), each
// with its recipient, template and text as the person would read it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { simpleParser, type AddressObject } from 'mailparser';
import { WHATSAPP_FILE_SUFFIX, type WrittenWhatsApp } from '../src/server/platform/whatsapp/outbox';
import { fillTemplate } from '../src/shared/whatsapp/templates';

export type OutboxMail = {
  file: string;
  date: string;
  to: string;
  subject: string;
  links: string[];
};

const addresses = (to: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(to) ? to : to ? [to] : [])
    .flatMap((a) => a.value.map((v) => v.address ?? ''))
    .join(', ');

/** The newest `count` mails in `dir`, newest first (file names sort by time). */
export async function readOutbox(dir: string, count: number): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.eml'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const newest = names.sort().reverse().slice(0, count);
  return Promise.all(
    newest.map(async (file) => {
      const mail = await simpleParser(await fs.readFile(path.join(dir, file)));
      const links = [...new Set((mail.text ?? '').match(/https?:\/\/[^\s<>"]+/g) ?? [])];
      return {
        file,
        date: mail.date?.toISOString() ?? '',
        to: addresses(mail.to),
        subject: mail.subject ?? '',
        links,
      };
    }),
  );
}

export function formatOutbox(mails: OutboxMail[], dir: string): string {
  if (mails.length === 0) return `No mail in ${dir} yet.`;
  return mails
    .map((m) =>
      [`${m.date}  to ${m.to}`, `  ${m.subject}`, ...m.links.map((l) => `  ${l}`)].join('\n'),
    )
    .join('\n\n');
}

export type OutboxWhatsApp = {
  file: string;
  date: string;
  to: string;
  template: string;
  text: string;
};

/** The newest `count` WhatsApp messages in `dir`, newest first, their text filled in. */
export async function readWhatsAppOutbox(dir: string, count: number): Promise<OutboxWhatsApp[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith(WHATSAPP_FILE_SUFFIX));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const newest = names.sort().reverse().slice(0, count);
  return Promise.all(
    newest.map(async (file) => {
      const m = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as WrittenWhatsApp;
      return {
        file,
        date: m.created_at,
        to: m.to,
        template: m.template,
        text: fillTemplate(m.template, m.params, m.language),
      };
    }),
  );
}

export function formatWhatsAppOutbox(messages: OutboxWhatsApp[]): string {
  if (messages.length === 0) return 'No WhatsApp message yet.';
  return messages
    .map((m) => [`${m.date}  WhatsApp to ${m.to}  (${m.template})`, `  ${m.text}`].join('\n'))
    .join('\n\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 5);
  if (!Number.isInteger(count) || count < 1) {
    console.error('usage: npm run outbox [-- <how many, default 5>]');
    process.exit(2);
  }
  const dir = path.resolve(process.env.DATA_DIR ?? 'data', 'outbox');
  console.log(formatOutbox(await readOutbox(dir, count), dir));
  console.log(`\n${formatWhatsAppOutbox(await readWhatsAppOutbox(dir, count))}`);
}
