/**
 * Lingui's compiled form of an ICU message (what @lingui/message-utils' compiler makes, on the
 * server): text, or a list of parts, each text or an argument [name, type?, options?].
 */
export type CompiledMessage = string | CompiledPart[];
type CompiledPart = string | [string, string?, unknown?];
export type CompiledMessages = Record<string, CompiledMessage>;
type Cases = Record<string, CompiledMessage> & { offset?: number };

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

function pluralCategory(value: number, locale: string, type: string): string {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, {
      type: type === 'selectordinal' ? 'ordinal' : 'cardinal',
    });
    pluralRules.set(key, rules);
  }
  return rules.select(value);
}

/**
 * A compiled message with its {placeholders} filled, as Lingui's runtime fills it (plural,
 * selectordinal and select; `#` the count in the locale's digits; a missing value left out):
 * render.test.ts holds every catalog message to @lingui/core's own output. Written out because
 * that runtime (2.4 KB gzip) did not fit every public page's first JavaScript (decision 043);
 * parsing ICU, the hard part, stays Lingui's.
 */
export function renderMessage(
  message: CompiledMessage,
  values: Record<string, unknown>,
  locale: string,
  count?: number,
): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const part of message) {
    if (typeof part === 'string') {
      out += part === '#' && count !== undefined ? formatNumber(count, locale) : part;
      continue;
    }
    const [name, type, options] = part;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const cases = options as Cases;
      const n = Number(value);
      const shown = n - (cases.offset ?? 0);
      const branch =
        cases[String(n)] ?? cases[pluralCategory(shown, locale, type)] ?? cases.other ?? '';
      out += renderMessage(branch, values, locale, shown);
    } else if (type === 'select') {
      const cases = options as Cases;
      out += renderMessage(cases[String(value)] ?? cases.other ?? '', values, locale, count);
    } else if (type === 'number') {
      out += formatNumber(Number(value), locale);
    } else if (value != null) {
      out += String(value);
    }
  }
  return out;
}
