import type { MessageKey } from '../../shared/i18n/catalogs';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
} from '../../shared/i18n/languages';
import { renderMessage, type CompiledMessages } from '../../shared/i18n/render';

/**
 * The browser's (and the page renderer's) messages (issue 29, decision 043): the page's language
 * and its compiled messages, which the server sent with the page. A change of language is a new
 * page from the server, so nothing here re-renders on a change.
 */
let language: Language = DEFAULT_LANGUAGE;
let messages: CompiledMessages = {};
let withApp = false;

export type PageLanguage = {
  language: Language;
  messages: CompiledMessages;
  /** Whether they include the app area's part (tests speak every part). */
  app?: boolean;
};

/** Makes `language` the one `t` speaks (the renderer calls it before each drawing). */
export function activateLanguage(page: PageLanguage): void {
  language = page.language;
  messages = { ...page.messages };
  withApp = page.app === true;
}

/** Whether the app area's messages are in (app-messages.ts fetches them otherwise). */
export const hasAppMessages = () => withApp;

/** The app area's messages in the language (app-messages.ts). */
export function addAppMessages(page: PageLanguage): void {
  if (page.language !== language) return;
  Object.assign(messages, page.messages);
  withApp = true;
}

/** The page's language, as the server chose it. */
export const currentLanguage = (): Language => language;

/** A message in the page's language, with its {placeholders} filled. */
export function t(key: MessageKey, values: Record<string, unknown> = {}): string {
  const message = messages[key];
  return message === undefined ? key : renderMessage(message, values, language);
}

/** Keeps `language` as the visitor's choice (the cookie `?lang=` sets), for the pages after. */
export function keepLanguage(next: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${next}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Keeps `language` and draws this page again in it (the server sends its messages). */
export function switchPageLanguage(next: Language): void {
  keepLanguage(next);
  window.location.reload();
}

/** Takes the language the page's language script set (server/platform/i18n/messages.ts). */
export function adoptPageLanguage(): boolean {
  const page = (globalThis as { __pageLanguage?: PageLanguage }).__pageLanguage;
  if (!page) return false;
  activateLanguage(page);
  return true;
}
