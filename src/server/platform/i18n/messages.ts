import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CATALOGS } from '../../../shared/i18n/catalogs';
import type { Language } from '../../../shared/i18n/languages';

/**
 * The messages of every language compiled once (ICU MessageFormat to Lingui's runtime form), so
 * neither the browser nor a mail ever parses a message: the server sends a page its language's
 * compiled messages (web-app.ts) and renders mails with them (decision 043).
 */
const compiled = new Map<Language, Messages>();

export function compiledMessages(language: Language): Messages {
  let messages = compiled.get(language);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(CATALOGS[language]).map(([key, text]) => [key, compileMessageOrThrow(text)]),
    );
    compiled.set(language, messages);
  }
  return messages;
}

const instances = new Map<Language, I18n>();

/** A language's own i18n, for what the server writes in a recipient's language (mails, PDFs). */
export function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: compiledMessages(language) } });
    instances.set(language, i18n);
  }
  return i18n;
}

const blocks = new Map<Language, string>();

/**
 * The page's language and messages as the data block the browser starts with
 * (web/i18n/i18n.ts reads it), made once per language. `<` is escaped so no message can close
 * the script element.
 */
export function languageBlock(language: Language): string {
  let block = blocks.get(language);
  if (!block) {
    const json = JSON.stringify({ language, messages: compiledMessages(language) });
    block = `<script type="application/json" id="page-language">${json.replace(/</g, '\\u003c')}</script>`;
    blocks.set(language, block);
  }
  return block;
}
