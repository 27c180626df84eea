import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { APP_CATALOGS, CATALOGS, ERROR_CATALOGS, MAIL_CATALOGS } from './catalogs';
import { LANGUAGES } from './languages';

// Issue 29's missing-translation check: every language has every English message, non-empty,
// valid ICU MessageFormat, with the same {placeholders}; no message is defined twice.

/**
 * The argument names a compiled message uses ({name}, {count, plural, …}), sorted. Lingui's
 * compiled form: a message is a string or a list of parts; a part is text or an argument
 * [name, type?, branches?], whose branches are messages again.
 */
function placeholders(message: unknown, into = new Set<string>()): string[] {
  if (Array.isArray(message))
    for (const part of message) {
      if (!Array.isArray(part)) continue;
      into.add(String(part[0]));
      const branches: unknown = part[2];
      if (branches && typeof branches === 'object')
        for (const branch of Object.values(branches)) placeholders(branch, into);
    }
  return [...into].sort();
}

const files = {
  en: import.meta.glob<{ default: Record<string, string> }>('./catalogs/en/*.ts', { eager: true }),
  hi: import.meta.glob<{ default: Record<string, string> }>('./catalogs/hi/*.ts', { eager: true }),
};

const SETS = {
  pages: CATALOGS,
  app: APP_CATALOGS,
  mails: MAIL_CATALOGS,
  errors: ERROR_CATALOGS,
} as Record<string, Record<(typeof LANGUAGES)[number], Record<string, string>>>;

describe.each(Object.keys(SETS))('the %s catalogs', (set) => {
  const catalogs = SETS[set]!;
  const english = catalogs.en;

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s translates every English message',
    (language) => {
      const catalog = catalogs[language];
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(catalog)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        const ours = placeholders(compileMessageOrThrow(text));
        const theirs = placeholders(compileMessageOrThrow(english[key]!));
        expect(ours, `${language} ${key}: its {placeholders}`).toEqual(theirs);
      }
    },
  );

  it('compiles every English message', () => {
    for (const text of Object.values(english))
      expect(() => compileMessageOrThrow(text)).not.toThrow();
  });

  it.each(LANGUAGES)(
    '%s defines each message in one file only, and has a file for each English one',
    (language) => {
      const own = Object.entries(files[language]);
      const count = own.reduce((n, [, m]) => n + Object.keys(m.default).length, 0);
      const sets = Object.values(SETS).map((catalogs) => catalogs[language]);
      expect(count).toBe(sets.reduce((n, catalog) => n + Object.keys(catalog).length, 0));
      expect(own.map(([file]) => file.split('/').at(-1)).sort()).toEqual(
        Object.keys(files.en)
          .map((file) => file.split('/').at(-1))
          .sort(),
      );
    },
  );

  it('finds a missing placeholder (the check can fail)', () => {
    expect(placeholders(compileMessageOrThrow('© {year} Matchday'))).toEqual(['year']);
    expect(
      placeholders(
        compileMessageOrThrow('{count, plural, one {# place} other {# places at {venue}}}'),
      ),
    ).toEqual(['count', 'venue']);
    expect(placeholders(compileMessageOrThrow('No placeholders'))).toEqual([]);
  });
});
