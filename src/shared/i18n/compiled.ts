import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { APP_CATALOGS, CATALOGS, ERROR_CATALOGS, MAIL_CATALOGS } from './catalogs';
import type { Language } from './languages';
import type { CompiledMessages as Messages } from './render';

/**
 * A language's messages compiled once (ICU MessageFormat to Lingui's runtime form), so neither a
 * browser nor a mail parses a message (decision 043). The server sends pages theirs
 * (server/platform/i18n/messages.ts); tests speak a language with them. Never imported by the
 * browser's own code, which gets them with the page.
 */
const compile = (catalog: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalog).map(([k, text]) => [k, compileMessageOrThrow(text)]));

const pages = new Map<Language, Messages>();
const app = new Map<Language, Messages>();
const mails = new Map<Language, Messages>();

/** The messages every page carries (the frame, the public pages, signing in). */
export function compiledMessages(language: Language): Messages {
  let messages = pages.get(language);
  if (!messages) pages.set(language, (messages = compile(CATALOGS[language])));
  return messages;
}

/** The app area's messages, sent when a visit enters it. */
export function compiledAppMessages(language: Language): Messages {
  let messages = app.get(language);
  if (!messages) app.set(language, (messages = compile(APP_CATALOGS[language])));
  return messages;
}

/** Every message `t` in src/web says: what a component test speaks. */
export const allPageMessages = (language: Language): Messages => ({
  ...compiledMessages(language),
  ...compiledAppMessages(language),
});

/** The messages of what the server writes to a person: mails. */
export function compiledMailMessages(language: Language): Messages {
  let messages = mails.get(language);
  if (!messages) mails.set(language, (messages = compile(MAIL_CATALOGS[language])));
  return messages;
}

const errors = new Map<Language, Messages>();

/** The messages of the server's error texts (translate-english.ts): never sent to pages. */
export function compiledErrorMessages(language: Language): Messages {
  let messages = errors.get(language);
  if (!messages) errors.set(language, (messages = compile(ERROR_CATALOGS[language])));
  return messages;
}
