import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { untranslatedText } from './untranslated-text';

/**
 * Issue 29: every screen shows no text of its own, only messages (`t`), so every word it shows
 * has its Hindi: each .tsx file of the pages, components, layouts and guards, and the .ts files
 * below that word things for them. A word typed into one of them fails here.
 */
const WEB = path.join(import.meta.dirname, '..');
const SCREENS = ['auth', 'components', 'layouts', 'pages'].flatMap((dir) =>
  fs
    .readdirSync(path.join(WEB, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .map((f) => `${dir}/${f}`),
);
const WORDING = [
  'components/participations/participation-format.ts',
  'components/participations/payment-landing.ts',
  'pages/events/competitor.ts',
  'pages/events/participant-form.ts',
];
const TRANSLATED = [...SCREENS, ...WORDING];

describe('translated screens', () => {
  it('finds every screen', () => {
    expect(SCREENS.length).toBeGreaterThan(200);
    expect(SCREENS).toContain('pages/events/EventForm.tsx');
  });

  it.each(TRANSLATED)('%s writes no text of its own', (file) => {
    const source = fs.readFileSync(path.join(WEB, file), 'utf8');
    expect(untranslatedText(file, source)).toEqual([]);
  });

  it('finds typed words in text, in read attributes and in string children', () => {
    const found = untranslatedText(
      'x.tsx',
      `export const X = () => (
        <p aria-label="Close" data-testid="fine">
          Hello {'there'} <b>Matchday</b> {t('ok')} <img alt={'Poster'} />
        </p>
      );`,
    );
    expect(found).toEqual(['x.tsx:2 Close', 'x.tsx:3 Hello', 'x.tsx:3 there', 'x.tsx:3 Poster']);
  });
});
