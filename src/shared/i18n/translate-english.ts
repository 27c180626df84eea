import type { ErrorKey } from './catalogs';
import { compiledErrorMessages } from './compiled';
import { createEnglishMatcher, type EnglishMatcher } from './english-matcher';
import type { Language } from './languages';

/**
 * The server's side of the `errors` catalog (issue 29): its texts matched and said in a language
 * by english-matcher.ts (how a text is matched is told there), with the catalogs compiled here.
 * The browser builds the same matcher from the messages it fetches (web/i18n/validation-messages.ts).
 */
const matchers = new Map<Language, EnglishMatcher>();

/** A language's matcher, made on first use (they share the English patterns). */
function matcherFor(language: Language): EnglishMatcher {
  let matcher = matchers.get(language);
  if (!matcher) {
    matcher = createEnglishMatcher(
      compiledErrorMessages('en'),
      compiledErrorMessages(language),
      language,
    );
    matchers.set(language, matcher);
  }
  return matcher;
}

/**
 * An English text the server built, said in another language (server use: the error handler):
 * the best match of the whole text among the `errors` messages, written in the language with the
 * values found (a value that is itself a catalog text, such as a field label, translated too). A
 * text no message matches stays English.
 */
export function translateEnglish(text: string, language: Language): string {
  return matcherFor(language).translate(text);
}

/**
 * The `errors.*` key whose English message a text is, by the same matching as translateEnglish
 * (the best match of the whole text), or null when none is: the API's stable `code` next to
 * `error`, so a page can tell one refusal from another whatever language the text was said in.
 */
export function englishErrorKey(text: string): ErrorKey | null {
  return matcherFor('en').key(text) as ErrorKey | null;
}
