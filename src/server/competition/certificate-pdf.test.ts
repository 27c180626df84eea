import { describe, expect, it } from 'vitest';
import { certificateTitle, placementLabel } from '../../shared/competition/certificate-labels';
import type { Certificate } from '../../shared/competition/certificates';
import { mailText } from '../platform/i18n/messages';
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

// Issue 29: the certificate's words in its reader's language; names and the event's words as written.
describe("a certificate PDF in its reader's language", () => {
  const lines = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');
  const DEVANAGARI = /[\u0900-\u097F]/;

  it('is in Hindi: its title, placement, sentence, labels and dates', async () => {
    const pdf = await certificatePdf(certificate('Aarav Menon'), URL, 'hi');
    const text = lines(pdf);
    for (const part of [
      'Matchday',
      'उपलब्धि प्रमाणपत्र',
      'पहला स्थान / गोल्ड',
      'प्रमाणित किया जाता है कि',
      'Aarav Menon',
      'ने इस प्रतियोगिता में पहला स्थान हासिल किया',
      'Under 17 Singles · Badminton',
      'Bengaluru Open',
      // The facts' columns: labels, then values (pdftotext reads them row by row).
      'तारीख स्थान आयोजक',
      '12 दिसंबर, 2026 से 13 दिसंबर, 2026 तक City Stadium Bengaluru Shuttlers Club',
      'प्रमाणपत्र MD-CERT-0001 · Matchday ने 13 दिसंबर, 2026 को जारी किया',
      'इस प्रमाणपत्र की जाँच के लिए QR कोड स्कैन करें या यह पता खोलें',
      URL,
    ])
      expect(text).toContain(part);
    expect(text).not.toMatch(
      /Certificate of|presented|place \/|Gold|for 1st|DATE|VENUE|ORGANISED|December|issued|Scan/,
    );
    const fonts = pdfFonts(pdf).map((f) => f.name.replace(/^[A-Z]{6}\+/, ''));
    expect(fonts).toEqual(
      expect.arrayContaining(['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold']),
    );
    expect(pdfFonts(pdf).every((f) => f.embedded)).toBe(true);
  });

  it.each([
    [2, 'दूसरा स्थान / सिल्वर', 'ने इस प्रतियोगिता में दूसरा स्थान हासिल किया'],
    [3, 'तीसरा स्थान / ब्रॉन्ज़', 'ने इस प्रतियोगिता में तीसरा स्थान हासिल किया'],
  ])('names place %i in Hindi', async (rank, placement, sentence) => {
    const text = lines(await certificatePdf({ ...certificate('Aarav Menon'), rank }, URL, 'hi'));
    expect(text).toContain(placement);
    expect(text).toContain(sentence);
  });

  it('of participation, in Hindi', async () => {
    const c = { ...certificate('Aarav Menon'), rank: null, kind: 'participation' } as Certificate;
    const text = lines(await certificatePdf(c, URL, 'hi'));
    expect(text).toContain('प्रतिभागिता प्रमाणपत्र');
    expect(text).toContain('ने इस प्रतियोगिता में भाग लिया');
    expect(text).not.toContain('उपलब्धि');
  });

  it('stays English by default and for English, word for word', async () => {
    for (const pdf of [
      await certificatePdf(certificate('Aarav Menon'), URL),
      await certificatePdf(certificate('Aarav Menon'), URL, 'en'),
    ]) {
      const text = lines(pdf);
      for (const part of [
        'Certificate of achievement',
        '1st place / Gold',
        'This certificate is presented to',
        'for 1st place in',
        'DATE VENUE ORGANISED BY',
        '12 December, 2026 to 13 December, 2026 City Stadium Bengaluru Shuttlers Club',
        'Certificate MD-CERT-0001 · issued 13 December, 2026 by Matchday',
        'Scan or visit to verify this certificate',
      ])
        expect(text).toContain(part);
      expect(text).not.toMatch(DEVANAGARI);
    }
    const c = { ...certificate('Aarav Menon'), rank: null, kind: 'participation' } as Certificate;
    const text = lines(await certificatePdf(c, URL, 'en'));
    expect(text).toContain('Certificate of participation');
    expect(text).toContain('for taking part in');
  });

  it("writes English's placements as the shared labels do", () => {
    const m = mailText('en');
    for (const rank of [1, 2, 3]) {
      const place = m('pdf.certificate.place', { rank });
      const medal = (['gold', 'silver', 'bronze'] as const)[rank - 1];
      const placement = m('pdf.certificate.placement', { place, medal });
      expect(placement).toBe(placementLabel(rank));
      expect(m('pdf.certificate.achievementTitle', { placement })).toBe(certificateTitle(rank));
    }
    expect(m('pdf.certificate.participation')).toBe(certificateTitle(null));
  });
});
