import type { Doc } from './document';
import { useFont, type Weight } from './fonts';
import { textRuns, type Script } from './text-runs';

/**
 * Every PDF's text, drawn run by run (./text-runs): each run in its script's Noto Sans, shaped by
 * fontkit (conjuncts, reph, matras before their consonant), all on one Latin baseline. pdfkit's
 * own layout cannot do this: it places each font's text by that font's ascender, so a Devanagari
 * word would sit higher than the Latin beside it.
 */
export type TextStyle = { size: number; weight?: Weight; color?: string };

export type TextBox = TextStyle & {
  /** Wrap at this width (or, with `lineBreak: false`, cut to it with an ellipsis). */
  width?: number;
  lineBreak?: boolean;
  align?: 'left' | 'center' | 'right';
  /** At most this many lines, the last ending in an ellipsis when the text goes on. */
  maxLines?: number;
};

// Noto Sans's vertical metrics (per 1000 units): ascender 1069, descender 293, no line gap.
const ASCENT = 1.069;
const LINE_HEIGHT = 1.4;

const isIndic = (script: Script) => script !== 'latin' && script !== 'latin-ext';

/** The width `text` takes at this style, run by run as it is drawn. */
export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of textRuns(text)) {
    useFont(doc, run.script, style.weight ?? 'regular');
    width += doc.fontSize(style.size).widthOfString(run.text);
  }
  return width;
}

const graphemes = (text: string) =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

/**
 * `text` cut to `width` with an ellipsis, between grapheme clusters (a conjunct or a letter with
 * its matra is never split).
 */
export function fitText(doc: Doc, text: string, style: TextStyle, width: number): string {
  if (textWidth(doc, text, style) <= width) return text;
  const parts = graphemes(text);
  for (let n = parts.length - 1; n > 0; n--) {
    const shown = `${parts.slice(0, n).join('').trimEnd()}…`;
    if (textWidth(doc, shown, style) <= width) return shown;
  }
  return '…';
}

/** Greedy word wrap; a word wider than the line is broken between grapheme clusters. */
function wrap(doc: Doc, text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(doc, candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const g of graphemes(word)) {
        if (line && textWidth(doc, line + g, style) > width) {
          lines.push(line);
          line = '';
        }
        line += g;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Runs `draw` with its text object marked with `actual` as its ActualText. The mark goes inside
 * BT…ET (pdfkit's markContent would put it around the q…Q that flips pdfkit's top-down space):
 * poppler places an ActualText by the transformation in force at its end, so outside the Q it
 * would land at the mirror image of the page.
 */
function withActualText(doc: Doc, actual: string | null, draw: () => void) {
  if (actual === null) return draw();
  const utf16 = Buffer.from(`\ufeff${actual}`, 'utf16le').swap16().toString('hex');
  const add = doc.addContent.bind(doc);
  doc.addContent = (data: string) => {
    if (data === 'ET') add('EMC');
    add(data);
    if (data === 'BT') add(`/Span <</ActualText <${utf16}>>> BDC`);
    return doc;
  };
  try {
    draw();
  } finally {
    // @ts-expect-error -- drop the own property, back to pdfkit's method on the prototype
    delete doc.addContent;
  }
}

/** One line from its left edge `x` and top `y`. */
function drawLine(doc: Doc, line: string, x: number, y: number, style: TextStyle) {
  const baseline = y + ASCENT * style.size;
  doc.fillColor(style.color ?? '#000000');
  let at = x;
  for (const run of textRuns(line)) {
    useFont(doc, run.script, style.weight ?? 'regular');
    doc.fontSize(style.size);
    // A shaped Indic run's glyphs are in visual order (a reph last, a short i first): its
    // ActualText gives copy and search the letters in the order they were typed.
    withActualText(doc, isIndic(run.script) ? run.text : null, () =>
      doc.text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' }),
    );
    at += doc.widthOfString(run.text);
  }
}

/**
 * Draws `text` with its top-left at (x, y), and returns the y under its last line (also left in
 * `doc.y`, as pdfkit's own text does).
 */
export function drawText(doc: Doc, text: string, x: number, y: number, box: TextBox): number {
  const { width } = box;
  let lines =
    width !== undefined && box.lineBreak !== false ? wrap(doc, text, box, width) : text.split('\n');
  if (box.maxLines !== undefined && lines.length > box.maxLines) {
    const kept = lines.slice(0, box.maxLines);
    kept[kept.length - 1] = fitText(doc, `${kept.at(-1)}…`, box, width ?? Infinity);
    lines = kept;
  }
  if (width !== undefined) lines = lines.map((l) => fitText(doc, l, box, width));
  const height = LINE_HEIGHT * box.size;
  lines.forEach((line, i) => {
    const spare = width === undefined ? 0 : width - textWidth(doc, line, box);
    const left = box.align === 'right' ? spare : box.align === 'center' ? spare / 2 : 0;
    drawLine(doc, line, x + left, y + i * height, box);
  });
  doc.x = x;
  doc.y = y + lines.length * height;
  return doc.y;
}
