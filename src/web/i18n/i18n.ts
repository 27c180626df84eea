import { setupI18n, type Messages } from '@lingui/core';
import type { MessageKey } from '../../shared/i18n/catalogs';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  isLanguage,
  type Language,
} from '../../shared/i18n/languages';

/**
 * The browser's (and the page renderer's) messages (issue 29, decision 043): Lingui's runtime
 * with the page's language and its compiled messages, which the server sent with the page. A
 * change of language is a new page from the server, so nothing here re-renders on a change.
 */
export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });

export type PageLanguage = { language: Language; messages: Messages };

/** Makes `language` the one `t` speaks (the renderer calls it before each drawing). */
export function activateLanguage({ language, messages }: PageLanguage): void {
  i18n.loadAndActivate({ locale: language, messages });
}

/** The page's language, as the server chose it. */
export const currentLanguage = (): Language =>
  isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;

/** A message in the page's language, with its {placeholders} filled. */
export function t(key: MessageKey, values?: Record<string, unknown>): string {
  return i18n._(key, values);
}

/** Keeps `language` as the visitor's choice (the cookie `?lang=` sets), for the pages after. */
export function keepLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Keeps `language` and draws this page again in it (the server sends its messages). */
export function switchPageLanguage(language: Language): void {
  keepLanguage(language);
  window.location.reload();
}

/** Reads the block the server wrote into the page (server/platform/i18n/messages.ts). */
export function adoptPageLanguage(): boolean {
  const block = document.getElementById('page-language');
  if (!block?.textContent) return false;
  activateLanguage(JSON.parse(block.textContent) as PageLanguage);
  return true;
}
