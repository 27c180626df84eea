/**
 * The languages Matchday speaks (issue 29). English and Hindi are complete; another language is
 * its code here and a folder of translations (catalogs/<code>/, typed against English's, so a
 * missing message is a type error and a failing test).
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own script, as a switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** Each language's short name, for the navbar on a phone. */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = { en: 'EN', hi: 'हिं' };

/** The locale numbers and dates are written in (Indian grouping in both). */
export const INTL_LOCALE: Record<Language, 'en-IN' | 'hi-IN'> = { en: 'en-IN', hi: 'hi-IN' };

/** The visitor's choice, kept for a year; and the page parameter that makes it (?lang=hi). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_PARAM = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The best of our languages an `Accept-Language` header asks for (RFC 9110: by q-value, then
 * order; 'hi-IN' matches 'hi'), English when it asks for none of them.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0]!, weight, order };
    })
    .filter((r) => Number.isFinite(r.weight) && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return (ranked.find((r) => isLanguage(r.base))?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** The value of one cookie in a `Cookie` header. */
export function cookieValue(header: string | undefined | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The language a page is drawn in: the address's `?lang=` (a switch just made), else the kept
 * choice (cookie), else the browser's languages, else English.
 */
export function pageLanguage(input: {
  param?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(input.param)) return input.param;
  const kept = cookieValue(input.cookie, LANGUAGE_COOKIE);
  if (isLanguage(kept)) return kept;
  return languageFromAcceptLanguage(input.acceptLanguage);
}
