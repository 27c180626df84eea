import { describe, expect, it } from 'vitest';
import type { Certificate } from '../../shared/competition/certificates';
import { NAMES_BY_SCRIPT } from '../test/indian-names';
import { pdfFonts, pdfText, pdfWords } from '../test/pdf-text';
import { certificatePdf } from './certificate-pdf';

// Issue 24: a certificate prints its holder's name in whatever script of India it is written,
// shaped, centred, in fonts the PDF carries (the standard PDF fonts know only Latin).
const certificate = (name: string) =>
  ({
    code: 'MD-CERT-0001',
    valid: true,
    status: 'valid',
    reason: null,
    name,
    kind: 'achievement',
    rank: 1,
    title: 'Certificate of achievement — 1st place / Gold',
    event_id: '0123456789abcdef01234567',
    event_title: 'Bengaluru Open',
    category: 'Under 17 Singles',
    sport: 'Badminton',
    start_date: '2026-12-12',
    end_date: '2026-12-13',
    venue: 'City Stadium',
    host_organisation: 'Bengaluru Shuttlers Club',
    issued_at: '2026-12-13T12:00:00.000Z',
  }) as Certificate;
const URL = 'http://matchday.test/certificates/MD-CERT-0001';

describe('a certificate PDF', () => {
  it.each(Object.entries(NAMES_BY_SCRIPT))('prints a %s name as written', async (_, name) => {
    const pdf = await certificatePdf(certificate(name), URL);
    expect(pdfText(pdf)).toContain(name);
  });

  it('embeds its fonts and uses none of the standard fourteen', async () => {
    const pdf = await certificatePdf(certificate(NAMES_BY_SCRIPT.tamil), URL);
    const fonts = pdfFonts(pdf);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansTamil-Bold',
    ]);
    expect(fonts.every((f) => f.embedded)).toBe(true);
  });

  it.each(['devanagari', 'tamil', 'latin'] as const)(
    'centres a %s name on the page',
    async (script) => {
      const name = NAMES_BY_SCRIPT[script];
      const pdf = await certificatePdf(certificate(name), URL);
      const words = pdfWords(pdf);
      const parts = name.split(' ');
      const first = words.find((w) => w.text === parts[0])!;
      const last = words.find((w) => w.text === parts.at(-1) && w.yMin === first.yMin)!;
      expect(first).toBeDefined();
      expect(last).toBeDefined();
      const middle = (first.xMin + last.xMax) / 2;
      expect(Math.abs(middle - 841.89 / 2)).toBeLessThan(1);
    },
  );
});
