import { ERROR_CATALOGS, type ErrorKey } from './catalogs';
import { compiledErrorMessages } from './compiled';
import { INTL_LOCALE, type Language } from './languages';
import { renderMessage, type CompiledMessage } from './render';

/**
 * An English text the server built, said in another language (issue 29; server use: the error
 * handler). The text is matched whole against the English messages of the `errors` catalog —
 * static ones exactly, templated ones with each {placeholder} matching some text — and the
 * language's message is written with the values found. A value is itself translated when it is
 * one of the catalog's texts too (a field label, the words or the piece of a rule: "Phone
 * Number", "women and girls", "ages up to 13"); anything else (a title, a number) is data and
 * stays as it is, and so does whatever fills {name}, {date}, {time} (DATA below). A text no
 * message matches stays English.
 *
 * Several templates may match one text ("You cannot join this team: Aarav is 14 on …" also fits
 * "{name} is {age} on {date}; …" with a name that swallowed the start). The answer is the match
 * that explains most of the text: its own literal characters plus those its values' matches
 * explain; templates are tried most literal first, so a tie goes to the more specific one.
 */
export function translateEnglish(text: string, language: Language): string {
  if (language === 'en' || text.length > MAX_TEXT) return text;
  return match(text, matcherFor(language), 0)?.text ?? text;
}

/**
 * The `errors.*` key whose English message a text is, by the same matching as translateEnglish
 * (the best match of the whole text), or null when none is: the API's stable `code` next to
 * `error`, so a page can tell one refusal from another whatever language the text was said in.
 */
export function englishErrorKey(text: string): ErrorKey | null {
  if (text.length > MAX_TEXT) return null;
  return match(text, matcherFor('en'), 0)?.key ?? null;
}

/**
 * Placeholders that hold people's words or the like (a name, a date, a state's name): never
 * looked up, so a name cannot pass for a text of its own ("{name} is {age} on {date}; …" would
 * otherwise fit a refusal that quotes that text, its name swallowing the refusal's start).
 */
const DATA = new Set(['name', 'date', 'time', 'digits', 'gstinState', 'chosen']);

/** Longer texts are left alone: no error text is this long, and lazy patterns backtrack. */
const MAX_TEXT = 2000;
/** How deep values are looked into (a refusal's reason's rule's words). */
const MAX_DEPTH = 4;

/**
 * What a pattern's groups hold, in order: a placeholder's text (translated in turn), a plural's
 * count (`#`), or which branch of a select or plural matched (the group is set when it did).
 */
type Capture =
  | { kind: 'text'; name: string }
  | { kind: 'count'; name: string }
  | { kind: 'branch'; name: string; value: string | number | undefined };

type Template = {
  key: ErrorKey;
  pattern: RegExp;
  captures: Capture[];
  /** Literal characters the template must match (a choice counts its shortest branch). */
  literal: number;
};

type Matcher = {
  /** Static English texts (no placeholder) to their key. */
  exact: Map<string, ErrorKey>;
  /** Templated ones, most literal first. */
  templates: Template[];
  target: Record<string, CompiledMessage>;
  locale: string;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Built = { source: string; literal: number };

/** A compiled English message as a pattern; `count` names the plural whose `#` is in scope. */
function build(message: CompiledMessage, captures: Capture[], count?: string): Built {
  if (typeof message === 'string') return { source: escape(message), literal: message.length };
  let source = '';
  let literal = 0;
  for (const part of message) {
    if (typeof part === 'string') {
      if (part === '#' && count !== undefined) {
        captures.push({ kind: 'count', name: count });
        source += '(\\d[\\d,]*)';
      } else {
        source += escape(part);
        literal += part.length;
      }
      continue;
    }
    const [name, type, options] = part;
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      const cases = options as Record<string, CompiledMessage | number | undefined>;
      const branches: Built[] = [];
      for (const [key, branch] of Object.entries(cases)) {
        if (key === 'offset' || branch === undefined || typeof branch === 'number') continue;
        captures.push({ kind: 'branch', name, value: branchValue(type, key) });
        const inner = build(branch, captures, type === 'select' ? count : name);
        branches.push({ source: `(${inner.source})`, literal: inner.literal });
      }
      source += `(?:${branches.map((b) => b.source).join('|')})`;
      literal += Math.min(...branches.map((b) => b.literal));
    } else if (type === 'number') {
      captures.push({ kind: 'count', name });
      source += '(-?\\d[\\d,]*(?:\\.\\d+)?)';
    } else {
      captures.push({ kind: 'text', name });
      source += '([\\s\\S]+?)';
    }
  }
  return { source, literal };
}

/** The value a branch stands for when no `#` in it says: a select's case, a plural's exact number. */
function branchValue(type: string | undefined, key: string): string | number | undefined {
  if (type === 'select') return key;
  const exact = /^=?(\d+)$/.exec(key);
  if (exact) return Number(exact[1]);
  return key === 'one' ? 1 : undefined;
}

const isStatic = (message: CompiledMessage) =>
  typeof message === 'string' || message.every((part) => typeof part === 'string');

let english: Pick<Matcher, 'exact' | 'templates'> | undefined;

/** The English side, built once: the exact texts and the patterns. */
function englishPatterns(): Pick<Matcher, 'exact' | 'templates'> {
  if (english) return english;
  const compiled = compiledErrorMessages('en');
  const exact = new Map<string, ErrorKey>();
  const templates: Template[] = [];
  for (const key of Object.keys(ERROR_CATALOGS.en) as ErrorKey[]) {
    const message = compiled[key]!;
    if (isStatic(message)) {
      const text = typeof message === 'string' ? message : message.join('');
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const captures: Capture[] = [];
    const { source, literal } = build(message, captures);
    templates.push({ key, pattern: new RegExp(`^${source}$`), captures, literal });
  }
  templates.sort((a, b) => b.literal - a.literal || a.captures.length - b.captures.length);
  english = { exact, templates };
  return english;
}

const matchers = new Map<Language, Matcher>();

/** A language's matcher, made on first use. */
function matcherFor(language: Language): Matcher {
  let matcher = matchers.get(language);
  if (!matcher) {
    matcher = {
      ...englishPatterns(),
      target: compiledErrorMessages(language),
      locale: INTL_LOCALE[language],
    };
    matchers.set(language, matcher);
  }
  return matcher;
}

type Translated = { key: ErrorKey; text: string; explained: number };

/** The best translation of `text`: its key, and how many of its characters the catalog explains. */
function match(text: string, m: Matcher, depth: number): Translated | null {
  const key = m.exact.get(text);
  if (key)
    return { key, text: renderMessage(m.target[key]!, {}, m.locale), explained: text.length };
  if (depth >= MAX_DEPTH) return null;
  let best: Translated | null = null;
  for (const template of m.templates) {
    // Sorted by literal characters: a template that cannot beat the best match is skipped.
    if (best && best.explained === text.length) break;
    if (template.literal > text.length) continue;
    const found = template.pattern.exec(text);
    if (!found) continue;
    const values: Record<string, unknown> = {};
    let explained = template.literal;
    template.captures.forEach((capture, i) => {
      const value = found[i + 1];
      if (value === undefined) return;
      if (capture.kind === 'count') {
        values[capture.name] = Number(value.replace(/,/g, ''));
      } else if (capture.kind === 'branch') {
        if (capture.value !== undefined) values[capture.name] ??= capture.value;
      } else if (DATA.has(capture.name)) {
        values[capture.name] = value;
      } else {
        const inner = match(value, m, depth + 1);
        values[capture.name] = inner?.text ?? value;
        explained += inner?.explained ?? 0;
      }
    });
    if (!best || explained > best.explained)
      best = {
        key: template.key,
        text: renderMessage(m.target[template.key]!, values, m.locale),
        explained,
      };
  }
  return best;
}
