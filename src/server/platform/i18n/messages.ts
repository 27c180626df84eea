import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
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

/** A language's messages as the script a page loads them with (see `languageScript`). */
export type LanguageScript = { path: string; js: string; br: Buffer };

const scripts = new Map<Language, LanguageScript>();

/**
 * The page's language and messages as a script of their own (web/i18n/i18n.ts reads what it
 * sets), made once per language: about 30 KB that every page needs but no page need carry. Its
 * address names its content, so a browser fetches it once per language and release and keeps it
 * for good, and a stored page is that much smaller for the server and every visitor's phone.
 */
export function languageScript(language: Language): LanguageScript {
  let script = scripts.get(language);
  if (!script) {
    const js = `self.__pageLanguage=${JSON.stringify({ language, messages: compiledMessages(language) })};\n`;
    const hash = createHash('sha256').update(js).digest('base64url').slice(0, 12);
    const br = zlib.brotliCompressSync(js, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    });
    script = { path: `${LANGUAGE_SCRIPTS}${language}-${hash}.js`, js, br };
    scripts.set(language, script);
  }
  return script;
}

/** Where the language scripts are served (web-app.ts). */
export const LANGUAGE_SCRIPTS = '/i18n/';

/**
 * The element that loads the page's language: a classic script at the end of the body, so it
 * runs before the deferred module that starts the app and after the drawn page is on screen.
 */
export const languageBlock = (language: Language): string =>
  `<script src="${languageScript(language).path}"></script>`;
