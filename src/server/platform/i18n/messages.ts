import type { MailKey } from '../../../shared/i18n/catalogs';
import { compiledMailMessages, compiledMessages } from '../../../shared/i18n/compiled';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/i18n/languages';
import { renderMessage } from '../../../shared/i18n/render';

export { compiledMessages };

/** A mail message in `language`, with its {placeholders} filled; `language` says which. */
export type MailText = ((key: MailKey, values?: Record<string, unknown>) => string) & {
  language: Language;
};

/**
 * What the server writes to a person, in their language (their account's `language`; English for
 * an address without an account or a language we no longer have).
 */
export function mailText(language: string | null | undefined): MailText {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const messages = compiledMailMessages(lang);
  const text = (key: MailKey, values: Record<string, unknown> = {}) =>
    renderMessage(messages[key] ?? key, values, lang);
  return Object.assign(text, { language: lang });
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
