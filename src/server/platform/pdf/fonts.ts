import fs from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { Script } from './text-runs';
import { woffToSfnt } from './woff';

type Doc = InstanceType<typeof PDFDocument>;
export type Weight = 'regular' | 'bold';

/** The npm package of each script's Noto Sans (docs/decisions/028-pdf-fonts.md). */
const PACKAGE: Record<Script, string> = {
  latin: 'noto-sans',
  'latin-ext': 'noto-sans',
  devanagari: 'noto-sans-devanagari',
  bengali: 'noto-sans-bengali',
  gurmukhi: 'noto-sans-gurmukhi',
  gujarati: 'noto-sans-gujarati',
  oriya: 'noto-sans-oriya',
  tamil: 'noto-sans-tamil',
  telugu: 'noto-sans-telugu',
  kannada: 'noto-sans-kannada',
  malayalam: 'noto-sans-malayalam',
};

// Resolved from node_modules at run time: the bundled server (dist/server) keeps its packages
// external, so the files are where npm put them, beside the sources or the build alike.
const require = createRequire(import.meta.url);

/** The path of a script's font file: fontsource's subset of that script, WOFF. */
function fontFile(script: Script, weight: Weight): string {
  const pkg = PACKAGE[script];
  const file = `${pkg}-${script}-${weight === 'bold' ? 700 : 400}-normal.woff`;
  return require.resolve(`@fontsource/${pkg}/files/${file}`);
}

// The fonts, unpacked once per process (they never change; 30 to 200 KB each).
const bytes = new Map<string, Buffer>();
function fontBytes(script: Script, weight: Weight): Buffer {
  const key = `${script}-${weight}`;
  let data = bytes.get(key);
  if (!data) {
    data = woffToSfnt(fs.readFileSync(fontFile(script, weight)));
    bytes.set(key, data);
  }
  return data;
}

/** pdfkit's insides that `useFont` relies on (pdfkit 0.20). */
type Glyph = { codePoints: number[] };
type FontkitFont = {
  _layoutEngine?: { engine?: { GPOSProcessor?: object | null } };
  _glyphs: Record<number, Glyph | undefined>;
  getGlyph(id: number, codePoints?: number[]): Glyph | null;
};
type EmbeddedFont = { font: FontkitFont };
type EmbeddedFontClass = new (doc: Doc, font: FontkitFont, id: string) => EmbeddedFont;
type DocInsides = {
  _font: EmbeddedFont;
  _fontFamilies: Record<string, EmbeddedFont>;
  _fontCount: number;
};

// Each face is parsed once per process. pdfkit parses a face anew for every document (its
// 'name', metrics and GSUB/GPOS tables: about a third of a second per face); the parsed font is
// read-only to pdfkit, which keeps a document's subset and layouts on its own EmbeddedFont.
const parsed = new Map<string, FontkitFont>();
let embeddedFontClass: EmbeddedFontClass | undefined;

/**
 * Selects a script's face on the document. pdfkit embeds only the faces a document uses,
 * subset to the glyphs it draws.
 */
export function useFont(doc: Doc, script: Script, weight: Weight): void {
  const name = `noto-${script}-${weight}`;
  const insides = doc as unknown as DocInsides;
  if (!insides._fontFamilies[name]) {
    const shared = parsed.get(name);
    if (shared && embeddedFontClass) {
      const id = `F${++insides._fontCount}`;
      insides._fontFamilies[name] = new embeddedFontClass(doc, shared, id);
    } else {
      doc.registerFont(name, fontBytes(script, weight));
      doc.font(name);
      embeddedFontClass ??= insides._font.constructor as EmbeddedFontClass;
      parsed.set(name, insides._font.font);
      skipNullAnchors(insides._font.font);
      keepGlyphText(insides._font.font);
    }
  }
  doc.font(name);
}

/**
 * fontkit caches each glyph with the characters of its first request, and a finished document's
 * subset requests the parts of a composite glyph ('.' inside '·' and '…', the dots of 'ä') with
 * none. In a face shared between documents, the next document then drew '.' with no text behind
 * it: an invoice's '₹1,25,000.50' copied and searched as '₹1,25,000 50'. A glyph cached without
 * characters is made anew when it is asked for with some, as a face of its own would make it.
 */
function keepGlyphText(font: FontkitFont) {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    if (codePoints.length > 0 && font._glyphs[id]?.codePoints.length === 0) delete font._glyphs[id];
    return getGlyph(id, codePoints);
  };
}

type AnchorFn = (
  this: unknown,
  markRecord: { markAnchor?: unknown },
  baseAnchor: unknown,
  index: number,
) => void;
const GUARDED = Symbol('matchday.skipNullAnchors');

/**
 * fontkit 2.0.4 throws on a GPOS mark anchor that the font leaves empty (a NULL offset, which
 * OpenType allows and HarfBuzz skips): Noto Sans Gurmukhi and Telugu have them, so 'ਸਿੰਘ' or
 * 'శ్రీనివాస్' would fail the whole PDF (foliojs/fontkit#367, fix proposed in #374). Until a
 * release has the fix, the mark is left where its glyph draws it, as HarfBuzz does. fontkit does
 * not export its GPOS processor: its prototype is reached through a font's layout engine.
 */
function skipNullAnchors(font: FontkitFont) {
  const gpos = font._layoutEngine?.engine?.GPOSProcessor;
  if (!gpos) return;
  const proto = Object.getPrototypeOf(gpos) as { applyAnchor?: AnchorFn; [GUARDED]?: true };
  const apply = proto.applyAnchor;
  if (proto[GUARDED] || !apply) return;
  proto.applyAnchor = function (markRecord, baseAnchor, index) {
    if (!baseAnchor || !markRecord.markAnchor) return;
    apply.call(this, markRecord, baseAnchor, index);
  };
  proto[GUARDED] = true;
}
