// Writes src/web/fonts/indic.css: each Indian script's Noto Sans subset from its @fontsource
// package, with the package's unicode-range, so a page downloads a script's font only when it
// shows that script (issue 29). Run after updating the @fontsource packages:
//   npm run fonts:indic
import fs from 'node:fs';

const SCRIPTS = [
  'bengali',
  'devanagari',
  'gujarati',
  'gurmukhi',
  'kannada',
  'malayalam',
  'oriya',
  'tamil',
  'telugu',
];
const WEIGHTS = [400, 700];
const SHARED_WITH_LATIN = new Set(['U+20B9', 'U+200C-200D', 'U+25CC']);

/** The stylesheet, from the installed packages. */
export function indicFontsCss() {
  let css = `/*
 * Indian scripts on every page (issue 29): Noto Sans for each script, from the @fontsource
 * packages, only its own subset and only with its unicode-range, so a browser downloads a script's
 * font only when a page shows that script (a Hindi page, a Tamil name). Latin text keeps the
 * theme's fonts. 400 and 700 (600 and 800 take the nearest). 'block': a fallback font cannot
 * draw these scripts, so swapping to one would show boxes while the font loads. Written by
 * scripts/build/indic-fonts.ts from the packages' CSS; run it again after updating them.
 */
`;
  for (const script of SCRIPTS)
    for (const weight of WEIGHTS) {
      const pkg = `@fontsource/noto-sans-${script}`;
      const file = `noto-sans-${script}-${script}-${weight}-normal.woff2`;
      const source = fs.readFileSync(`node_modules/${pkg}/${weight}.css`, 'utf8');
      const block = source.split('@font-face').find((b) => b.includes(file));
      if (!block) throw new Error(`${pkg} ${weight}: no ${file}`);
      const family = /font-family: '([^']+)'/.exec(block)![1];
      // Without the characters Latin text uses too (₹, zero-width joiners, the dotted circle): with
      // these faces first in the theme's font list, those would download an Indian font for every
      // English page with a price.
      const range = /unicode-range: ([^;]+);/
        .exec(block)![1]!
        .split(',')
        .map((r) => r.trim())
        .filter((r) => !SHARED_WITH_LATIN.has(r))
        .join(', ');
      css += `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: block;
  font-weight: ${weight};
  src: url('${pkg}/files/${file}') format('woff2');
  unicode-range: ${range};
}
`;
    }
  return css;
}

export const INDIC_FONTS_FILE = 'src/web/fonts/indic.css';

if (import.meta.url === `file://${process.argv[1]}`)
  fs.writeFileSync(INDIC_FONTS_FILE, indicFontsCss());
