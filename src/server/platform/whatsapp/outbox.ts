import fs from 'node:fs/promises';
import path from 'node:path';
import { templateRequest, type WhatsAppMessage } from './cloud-api';

/** What a written message holds: who, which template and parameters, and the request it makes. */
export type WrittenWhatsApp = {
  id: string;
  created_at: string;
  to: string;
  template: string;
  language: string;
  params: string[];
  /** The body the Cloud API would have been sent. */
  request: ReturnType<typeof templateRequest>;
};

/** Files beside the mail's `.eml` ones; `npm run outbox` reads both. */
export const WHATSAPP_FILE_SUFFIX = '.whatsapp.json';

/** `$DATA_DIR/outbox`, as the mailer's outbox. */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/**
 * Without WhatsApp keys a message is written as a JSON file in the mail outbox. Its name is the
 * queued time and the row's id, so the names sort by time and writing it twice (a job run again)
 * leaves one file; written then renamed, so a reader never sees half of one.
 */
export async function writeWhatsAppFile(
  dir: string,
  row: { id: string; created_at: Date },
  message: WhatsAppMessage,
): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const stamp = row.created_at.toISOString().replace(/[-:.]/g, '');
  const file = path.join(dir, `${stamp}-${row.id}${WHATSAPP_FILE_SUFFIX}`);
  const written: WrittenWhatsApp = {
    id: row.id,
    created_at: row.created_at.toISOString(),
    to: message.to,
    template: message.template,
    language: message.language,
    params: [...message.params],
    request: templateRequest(message),
  };
  await fs.writeFile(`${file}.part`, `${JSON.stringify(written, null, 2)}\n`);
  await fs.rename(`${file}.part`, file);
  return file;
}
