/**
 * Which font draws which part of a string: the scripts of India each have a Noto Sans family of
 * their own, Latin has Noto Sans (its 'latin' file, with 'latin-ext' for ₹ and accented
 * letters). A string is split into runs of one script, each drawn with its font and shaped by it.
 */
const INDIC_SCRIPTS = [
  'devanagari',
  'bengali',
  'gurmukhi',
  'gujarati',
  'oriya',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
] as const;
type IndicScript = (typeof INDIC_SCRIPTS)[number];
export type Script = 'latin' | 'latin-ext' | IndicScript;

export type TextRun = { script: Script; text: string };

type Range = readonly [number, number];

/** Unicode blocks of the Indic scripts (each font's subset covers its block). */
const INDIC_BLOCKS: ReadonlyArray<readonly [IndicScript, Range]> = [
  ['devanagari', [0x0900, 0x097f]],
  ['devanagari', [0xa8e0, 0xa8ff]],
  ['bengali', [0x0980, 0x09ff]],
  ['gurmukhi', [0x0a00, 0x0a7f]],
  ['gujarati', [0x0a80, 0x0aff]],
  ['oriya', [0x0b00, 0x0b7f]],
  ['tamil', [0x0b80, 0x0bff]],
  ['telugu', [0x0c00, 0x0c7f]],
  ['kannada', [0x0c80, 0x0cff]],
  ['malayalam', [0x0d00, 0x0d7f]],
];

/**
 * Shared by the Indic scripts and in each of their fonts: Vedic tone marks, the dandas (।॥),
 * ZWNJ/ZWJ (which choose a half form or a full one inside a word) and the dotted circle. They
 * belong to the run they are in; alone they are Devanagari's.
 */
const INDIC_COMMON: readonly Range[] = [
  [0x0951, 0x0952],
  [0x0964, 0x0965],
  [0x1cd0, 0x1cff],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];

/** What fontsource's 'latin' file of Noto Sans holds (its unicode.json); the rest of Latin is in 'latin-ext'. */
const LATIN: readonly Range[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const within = (ranges: readonly Range[], cp: number) =>
  ranges.some(([from, to]) => cp >= from && cp <= to);

/** The script of one code point; null for the Indic common marks, which follow their run. */
function scriptOf(cp: number): Script | null {
  if (within(INDIC_COMMON, cp)) return null;
  for (const [script, [from, to]] of INDIC_BLOCKS) if (cp >= from && cp <= to) return script;
  return within(LATIN, cp) ? 'latin' : 'latin-ext';
}

const isIndic = (s: Script | null): s is IndicScript =>
  s !== null && (INDIC_SCRIPTS as readonly string[]).includes(s);

/** A combining accent (U+0301…) stays with the letter before it: it is placed on that letter's glyph. */
const COMBINING = /\p{M}/u;

/**
 * The string cut into runs of one script, in order; joined, they give back the string. Spaces
 * and punctuation are Latin, so 'आरव शर्मा' is three runs (the space between is Latin's).
 */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs.at(-1);
    let script = scriptOf(cp);
    if (script === null) script = last && isIndic(last.script) ? last.script : 'devanagari';
    else if (last && script !== last.script && COMBINING.test(ch) && !isIndic(script))
      script = last.script;
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}
