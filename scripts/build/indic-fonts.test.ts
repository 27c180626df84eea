import fs from 'node:fs';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { INDIC_FONTS_FILE, indicFontsCss } from './indic-fonts';

describe('the Indian scripts stylesheet', () => {
  it('is what the installed @fontsource packages give (npm run fonts:indic writes it)', async () => {
    // Both through the same formatter: the file is kept formatted by the project's settings.
    const same = (css: string) => prettier.format(css, { parser: 'css' });
    expect(await same(fs.readFileSync(INDIC_FONTS_FILE, 'utf8'))).toBe(await same(indicFontsCss()));
  });

  it('gives each script its own range, without the characters Latin pages use', () => {
    const css = fs.readFileSync(INDIC_FONTS_FILE, 'utf8');
    expect(css.match(/@font-face/g)).toHaveLength(18);
    expect(css).toContain("font-family: 'Noto Sans Devanagari'");
    expect(css).not.toMatch(/U\+20B9|U\+200C|U\+25CC|U\+0000|U\+0020/);
  });
});
