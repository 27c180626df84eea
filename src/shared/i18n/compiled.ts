import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CATALOGS, MAIL_CATALOGS } from './catalogs';
import type { Language } from './languages';

/**
 * A language's messages compiled once (ICU MessageFormat to Lingui's runtime form), so neither a
 * browser nor a mail parses a message (decision 043). The server sends pages theirs
 * (server/platform/i18n/messages.ts); tests speak a language with them. Never imported by the
 * browser's own code, which gets them with the page.
 */
const compile = (catalog: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalog).map(([k, text]) => [k, compileMessageOrThrow(text)]));

const pages = new Map<Language, Messages>();
const mails = new Map<Language, Messages>();

/** The messages of the pages (everything `t` in src/web says). */
export function compiledMessages(language: Language): Messages {
  let messages = pages.get(language);
  if (!messages) pages.set(language, (messages = compile(CATALOGS[language])));
  return messages;
}

/** The messages of what the server writes to a person: mails. */
export function compiledMailMessages(language: Language): Messages {
  let messages = mails.get(language);
  if (!messages) mails.set(language, (messages = compile(MAIL_CATALOGS[language])));
  return messages;
}
