// `npm run outbox [-- <count>]`: the newest mails written to $DATA_DIR/outbox (no SMTP_URL set),
// newest first, with their subjects and links, so a local sign-up or password reset is one
// copy-paste away.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { simpleParser, type AddressObject } from 'mailparser';

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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 5);
  if (!Number.isInteger(count) || count < 1) {
    console.error('usage: npm run outbox [-- <how many, default 5>]');
    process.exit(2);
  }
  const dir = path.resolve(process.env.DATA_DIR ?? 'data', 'outbox');
  console.log(formatOutbox(await readOutbox(dir, count), dir));
}
