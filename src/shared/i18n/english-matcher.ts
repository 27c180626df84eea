import { INTL_LOCALE, type Language } from './languages';
import { renderMessage, type CompiledMessage, type CompiledMessages } from './render';

/**
 * English texts said in another language (issue 29), from the compiled English messages of a
 * catalog and the language's (the server: the `errors` catalog, translate-english.ts; the browser:
 * the same, fetched when a form first shows an error, web/i18n/validation-messages.ts). Isomorphic
 * and free of catalogs: whoever calls it brings the messages, so no catalog text is bundled.
 *
 * A text is matched whole against the English messages — static ones exactly, templated ones with
 * each {placeholder} matching some text — and the language's message is written with the values
 * found. A value is itself translated when it is one of the messages too (a field label, the words
 * or the piece of a rule: "Phone Number", "women and girls", "ages up to 13"); anything else (a
 * title, a number) is data and stays as it is, and so does whatever fills {name}, {date}, {time}
 * (DATA below). A text no message matches stays English.
 *
 * Several templates may match one text ("You cannot join this team: Aarav is 14 on …" also fits
 * "{name} is {age} on {date}; …" with a name that swallowed the start). The answer is the match
 * that explains most of the text: its own literal characters plus those its values' matches
 * explain; templates are tried most literal first, so a tie goes to the more specific one.
 */
export type EnglishMatcher = {
  /** The text in the language, or the text itself when no message matches (or it is English). */
  translate: (text: string) => string;
  /** The key whose English message the text is (the best match), or null. */
  key: (text: string) => string | null;
};

export function createEnglishMatcher(
  english: CompiledMessages,
  target: CompiledMessages,
  language: Language,
): EnglishMatcher {
  const m: Matcher = { ...englishPatterns(english), target, locale: INTL_LOCALE[language] };
  return {
    translate: (text) =>
      language === 'en' || text.length > MAX_TEXT ? text : (match(text, m, 0)?.text ?? text),
    key: (text) => (text.length > MAX_TEXT ? null : (match(text, m, 0)?.key ?? null)),
  };
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
  key: string;
  pattern: RegExp;
  captures: Capture[];
  /** Literal characters the template must match (a choice counts its shortest branch). */
  literal: number;
};

type Patterns = {
  /** Static English texts (no placeholder) to their key. */
  exact: Map<string, string>;
  /** Templated ones, most literal first. */
  templates: Template[];
};

type Matcher = Patterns & { target: CompiledMessages; locale: string };

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

/** The English side of each set of messages, built once and shared by its languages' matchers. */
const built = new WeakMap<CompiledMessages, Patterns>();

/** The English side: the exact texts and the patterns. */
function englishPatterns(english: CompiledMessages): Patterns {
  const known = built.get(english);
  if (known) return known;
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, message] of Object.entries(english)) {
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
  const patterns = { exact, templates };
  built.set(english, patterns);
  return patterns;
}

type Translated = { key: string; text: string; explained: number };

/** The target message of `key`, filled; the English text when the language lacks it. */
const render = (m: Matcher, key: string, values: Record<string, unknown>) => {
  const message = m.target[key];
  return message === undefined ? undefined : renderMessage(message, values, m.locale);
};

/** The best translation of `text`: its key, and how many of its characters the catalog explains. */
function match(text: string, m: Matcher, depth: number): Translated | null {
  const key = m.exact.get(text);
  if (key) return { key, text: render(m, key, {}) ?? text, explained: text.length };
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
        text: render(m, template.key, values) ?? text,
        explained,
      };
  }
  return best;
}
