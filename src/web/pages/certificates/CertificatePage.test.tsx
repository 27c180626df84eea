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
