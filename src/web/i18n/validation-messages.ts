import { errorMessages } from '../../shared/api/site';
import type { Language } from '../../shared/i18n/languages';
import type { CompiledMessages } from '../../shared/i18n/render';
import { call } from '../api/client';
import { loadChunk } from '../components/chunk-loader';
import { currentLanguage } from './i18n';

/** An English text of the shared schemas said in the page's language (itself when none fits). */
export type TranslateText = (text: string) => string;

const same: TranslateText = (text) => text;
let loading: { language: Language; translator: Promise<TranslateText> } | undefined;

/**
 * The page's translator of the shared zod schemas' English messages (issue 29, decision 043):
 * the `errors` messages, English and the page's language, fetched once (`GET
 * /api/v1/languages/:language/errors`, the server's own templates for its 400s), and the matcher,
 * a chunk of its own; neither is in a page's first JavaScript. English pages need neither. A
 * failed load is tried again on the next call.
 */
export function loadErrorTranslator(): Promise<TranslateText> {
  const language = currentLanguage();
  if (language === 'en') return Promise.resolve(same);
  if (loading?.language !== language) {
    const translator = Promise.all([
      call(errorMessages, { params: { language } }),
      loadChunk('english-matcher', () => import('../../shared/i18n/english-matcher')),
    ]).then(
      ([answer, matcher]) =>
        matcher.createEnglishMatcher(
          answer.english as CompiledMessages,
          answer.messages as CompiledMessages,
          language,
        ).translate,
    );
    loading = { language, translator };
    translator.catch(() => {
      if (loading?.translator === translator) loading = undefined;
    });
  }
  return loading.translator;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * react-hook-form's errors (FieldErrors: fields nested in objects and arrays, a field array's
 * `root`) with each `message` and each text of `types` (criteriaMode 'all') translated. A copy:
 * arrays keep their gaps and their own keys (`root`, a list's `message`), `ref` its element.
 */
export function translateIssues<T>(errors: T, translate: TranslateText): T {
  if (!isObject(errors)) return errors;
  const out = (Array.isArray(errors) ? new Array(errors.length) : {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') out[key] = value;
    else if (key === 'message' && typeof value === 'string') out[key] = translate(value);
    else if (key === 'types' && isObject(value) && !Array.isArray(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([type, said]) => [
          type,
          typeof said === 'string'
            ? translate(said)
            : Array.isArray(said)
              ? said.map((s) => (typeof s === 'string' ? translate(s) : s))
              : said,
        ]),
      );
    else out[key] = translateIssues(value, translate);
  }
  return out as T;
}

/** A form's errors in the page's language; English as they are when the messages do not load. */
export async function translateFieldErrors<T>(errors: T): Promise<T> {
  if (currentLanguage() === 'en') return errors;
  try {
    return translateIssues(errors, await loadErrorTranslator());
  } catch (err) {
    console.warn('Validation messages stay English:', err);
    return errors;
  }
}

/** Texts by field (useSchemaForm's errors) in the page's language; English when they do not load. */
export async function translateTexts<K extends string>(
  texts: Partial<Record<K, string>>,
): Promise<Partial<Record<K, string>>> {
  if (currentLanguage() === 'en') return texts;
  try {
    const translate = await loadErrorTranslator();
    return Object.fromEntries(
      Object.entries(texts).map(([name, text]) => [name, translate(text as string)]),
    ) as Partial<Record<K, string>>;
  } catch (err) {
    console.warn('Validation messages stay English:', err);
    return texts;
  }
}
