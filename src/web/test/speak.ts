import { allPageMessages } from '../../shared/i18n/compiled';
import type { Language } from '../../shared/i18n/languages';
import { activateLanguage } from '../i18n/i18n';

/**
 * Makes the components speak `language`, as a page the server sent in it would (every part:
 * tests draw app screens too). Tests run in English (server/test/setup-each-file.ts); one that
 * speaks another language says `speak('en')` after it.
 */
export const speak = (language: Language) =>
  activateLanguage({ language, messages: allPageMessages(language), app: true });
