import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { APP_CATALOGS, CATALOGS, MAIL_CATALOGS } from './catalogs';
import { LANGUAGES } from './languages';
import { renderMessage, type CompiledMessage } from './render';

// The browser's and the mails' message filling (render.ts) against Lingui's own runtime, for
// every message of every catalog with values that take each branch.

type Argument = { name: string; type?: string; cases: string[] };

function argumentsOf(message: CompiledMessage, into = new Map<string, Argument>()) {
  if (!Array.isArray(message)) return into;
  for (const part of message) {
    if (typeof part === 'string') continue;
    const [name, type, options] = part;
    const cases = options && typeof options === 'object' ? Object.keys(options) : [];
    into.set(name, { name, type, cases: [...(into.get(name)?.cases ?? []), ...cases] });
    if (options && typeof options === 'object')
      for (const branch of Object.values(options as Record<string, CompiledMessage>))
        if (typeof branch !== 'number') argumentsOf(branch, into);
  }
  return into;
}

/** Value sets that take every branch: counts for plurals, each case for selects. */
function samples(args: Argument[]): Record<string, unknown>[] {
  const sets: Record<string, unknown>[] = [{}];
  const base = Object.fromEntries(args.map((a) => [a.name, `«${a.name}»`]));
  sets.push(base);
  for (const a of args) {
    if (a.type === 'plural' || a.type === 'selectordinal')
      for (const n of [0, 1, 2, 5, 11, 21, 1500]) sets.push({ ...base, [a.name]: n });
    if (a.type === 'select')
      for (const c of [...a.cases, 'none-of-them']) sets.push({ ...base, [a.name]: c });
    if (a.type === 'number') sets.push({ ...base, [a.name]: 125000 });
  }
  return sets;
}

describe('filling a compiled message', () => {
  const catalogs = { pages: CATALOGS, app: APP_CATALOGS, mails: MAIL_CATALOGS };
  for (const [set, byLanguage] of Object.entries(catalogs))
    it.each(LANGUAGES)(`${set}, %s: as Lingui's runtime does`, (language) => {
      const catalog = byLanguage[language] as Record<string, string>;
      for (const [key, text] of Object.entries(catalog)) {
        const compiled = compileMessageOrThrow(text) as CompiledMessage;
        const lingui = setupI18n({
          locale: language,
          messages: { [language]: { [key]: compiled } },
        });
        for (const values of samples([...argumentsOf(compiled).values()]))
          expect(
            renderMessage(compiled, values, language),
            `${key} ${JSON.stringify(values)}`,
          ).toBe(lingui._(key, values));
      }
    });

  it('takes exact cases, offsets, nested selects and the count in the locale', () => {
    const cases = [
      '{n, plural, =0 {none} one {# place} other {# places}}',
      '{n, plural, offset:1 =0 {nobody} =1 {{who}} other {{who} and # more}}',
      '{g, select, female {{n, plural, one {her # cup} other {her # cups}}} other {their cups}}',
      '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      'Paid {amount, number} for {what}',
    ];
    for (const locale of ['en', 'hi'])
      for (const text of cases) {
        const compiled = compileMessageOrThrow(text) as CompiledMessage;
        const lingui = setupI18n({ locale, messages: { [locale]: { m: compiled } } });
        for (const values of [
          { n: 0, g: 'female', who: 'Asha', amount: 125000, what: 'x' },
          { n: 1, g: 'female', who: 'Asha' },
          { n: 2, g: 'male', who: 'Asha' },
          { n: 23, g: 'female' },
          { n: 100000 },
        ])
          expect(renderMessage(compiled, values, locale)).toBe(lingui._('m', values));
      }
  });
});
