import { afterEach, describe, expect, it } from 'vitest';
import type { Certificate } from '../../../shared/competition/certificates';
import { certificateQuery } from '../../api/certificates';
import { renderPage, textOf } from '../../test/render-page';
import { speak } from '../../test/speak';
import CertificatePage from './CertificatePage';

const base: Certificate = {
  code: 'AbCdEfGhIjKlMnOpQrStUvWx',
  valid: true,
  status: 'valid',
  reason: null,
  name: 'Asha Rao',
  kind: 'achievement',
  rank: 1,
  walkover: false,
  title: 'Certificate of achievement — 1st place / Gold',
  event_id: '0123456789abcdef01234567',
  event_title: 'Koramangala Smash Open',
  category: 'Under 17 Singles',
  sport: 'Badminton',
  start_date: '2026-12-12',
  end_date: '2026-12-13',
  venue: 'City Stadium, Bengaluru',
  host_organisation: 'Bengaluru Shuttlers Club',
  issued_at: '2026-12-13T12:00:00.000Z',
};

const draw = (c: Certificate) =>
  renderPage(<CertificatePage />, {
    path: '/certificates/:code',
    url: `/certificates/${c.code}`,
    data: [[certificateQuery(c.code).queryKey, c]],
  });

describe('the certificate verification page', () => {
  it('says Verified, with the PDF, for a certificate that stands', () => {
    const html = draw(base);
    expect(textOf(html)).toContain('Verified');
    expect(textOf(html)).toContain('1st place / Gold');
    expect(textOf(html)).toContain('12 December, 2026 to 13 December, 2026');
    expect(html).toContain(`/certificates/${base.code}/pdf`);
  });

  // Issue 30: a lone entrant's gold (or an uncontested bronze) is marked as won by walkover.
  const walkover: Certificate = {
    ...base,
    walkover: true,
    title: 'Certificate of achievement — 1st place / Gold (walkover)',
  };

  it('marks a placement taken by walkover, and only that one', () => {
    const html = draw(walkover);
    const text = textOf(html);
    expect(html).toContain('data-testid="certificate-walkover"');
    expect(text).toContain('1st place / Gold');
    expect(text).toContain('By walkover');
    // The sentence explains it ({category} is drawn as emphasis, so it is read in parts).
    expect(text).toContain('Placed by walkover, with no opponent left to play, in');
    expect(text).toContain('Under 17 Singles (Badminton) at');
    const played = draw(base);
    expect(played).not.toContain('certificate-walkover');
    expect(textOf(played)).not.toMatch(/walkover/i);
    expect(textOf(played)).toContain('Placed in');
  });

  describe('in Hindi', () => {
    afterEach(() => speak('en'));

    it('names the place, the medal and the dates in Hindi; the names stay as written', () => {
      speak('hi');
      const text = textOf(draw(base));
      expect(text).toContain('पहला स्थान / गोल्ड');
      expect(text).toContain('12 दिसंबर, 2026 से 13 दिसंबर, 2026 तक');
      expect(text).toContain('Asha Rao');
      expect(text).not.toContain('1st place');
      expect(textOf(draw({ ...base, rank: 7, kind: 'participation' }))).toContain('प्रतिभागिता');
    });

    it('marks a walkover in Hindi', () => {
      speak('hi');
      const text = textOf(draw(walkover));
      expect(text).toContain('पहला स्थान / गोल्ड');
      expect(text).toContain('वॉकओवर से');
      expect(text).toContain('Under 17 Singles (Badminton) में वॉकओवर से स्थान पाया');
      expect(text).not.toMatch(/walkover/i);
      expect(textOf(draw(base))).not.toContain('वॉकओवर');
    });
  });

  it('says Revoked with the reason, not Verified, and offers no PDF, when its event was cancelled', () => {
    const html = draw({
      ...base,
      valid: false,
      status: 'revoked',
      reason: 'The event was cancelled: The hall roof leaked',
    });
    const text = textOf(html);
    expect(text).toContain('Revoked');
    expect(text).toContain('The event was cancelled: The hall roof leaked');
    expect(text).not.toContain('Verified');
    expect(text).not.toContain('Under review');
    expect(html).not.toContain(`/certificates/${base.code}/pdf`);
  });
});
