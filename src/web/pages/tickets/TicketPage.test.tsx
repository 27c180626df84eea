import { afterEach, describe, expect, it } from 'vitest';
import type { TicketPublic } from '../../../shared/gate/ticket';
import { ticketQuery } from '../../api/tickets';
import { renderPage, textOf } from '../../test/render-page';
import { speak } from '../../test/speak';
import TicketPage from './TicketPage';

const token = 'AbCdEfGhIjKlMnOpQrStUv.0123456789abcdef';
const base: TicketPublic = {
  token,
  event_id: '0123456789abcdef01234567',
  event_title: 'Koramangala Smash Open',
  start_date: '2026-12-12',
  end_date: '2026-12-13',
  event_start_time: '09:00',
  event_end_time: '18:00',
  venue_name: 'City Stadium',
  venue_address: 'Koramangala, Bengaluru',
  map_url: 'https://www.google.com/maps/search/?api=1&query=City%20Stadium',
  holder_name: 'Asha Rao',
  category: 'Mixed Doubles',
  team_name: 'Net Ninjas',
  bib: 42,
  status: 'valid',
  checked_in_at: null,
  qr_svg_url: `/api/v1/tickets/${token}/qr.svg`,
  pdf_url: `/api/v1/tickets/${token}/pdf`,
};

const draw = (ticket: TicketPublic | null) =>
  renderPage(<TicketPage />, {
    path: '/tickets/:token',
    url: `/tickets/${token}`,
    data: [[ticketQuery(token).queryKey, ticket]],
  });

describe("a ticket's page (issue 29)", () => {
  it('shows the event, dates and times, venue with a map link, holder, QR, PDF and status', () => {
    const html = draw(base);
    const text = textOf(html);
    expect(text).toContain('Valid');
    expect(text).toContain('Koramangala Smash Open');
    expect(text).toContain('12 December, 2026 to 13 December, 2026');
    expect(text).toContain('IST');
    expect(text).toContain('City Stadium, Koramangala, Bengaluru');
    expect(html).toContain('https://www.google.com/maps/search/?api=1&amp;query=City%20Stadium');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('Mixed Doubles');
    expect(text).toContain('Net Ninjas');
    expect(text).toContain('42');
    expect(html).toContain(`src="/api/v1/tickets/${token}/qr.svg"`);
    // The PDF in the page's language, whichever way the visitor came to it.
    expect(html).toContain(`href="/api/v1/tickets/${token}/pdf?lang=en"`);
    expect(text).toContain('Download ticket (PDF)');
    expect(text).toContain('Add to Home screen');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  it('says checked in, or cancelled without the QR and the PDF', () => {
    const checked = textOf(
      draw({ ...base, status: 'checked_in', checked_in_at: '2026-12-12T04:00:00.000Z' }),
    );
    expect(checked).toContain('Checked in');
    expect(checked).toContain('12 December, 2026, 9:30 AM IST');
    const cancelledHtml = draw({ ...base, status: 'cancelled' });
    expect(textOf(cancelledHtml)).toContain('Cancelled');
    expect(cancelledHtml).not.toContain('qr.svg');
    expect(cancelledHtml).not.toContain('/pdf');
  });

  it('says when no ticket has the token', () => {
    expect(textOf(draw(null))).toContain('Ticket not found');
  });

  describe('in Hindi', () => {
    afterEach(() => speak('en'));

    it('speaks Hindi; names stay as written', () => {
      speak('hi');
      const html = draw(base);
      const text = textOf(html);
      expect(html).toContain(`href="/api/v1/tickets/${token}/pdf?lang=hi"`);
      expect(text).toContain('मान्य');
      expect(text).toContain('खिलाड़ी');
      expect(text).toContain('स्थान');
      expect(text).toContain('बिब');
      expect(text).toContain('12 दिसंबर, 2026 से 13 दिसंबर, 2026 तक');
      expect(text).toContain('टिकट डाउनलोड करें (PDF)');
      expect(text).toContain('Asha Rao');
      expect(text).not.toContain('Download ticket');
      expect(textOf(draw({ ...base, status: 'cancelled' }))).toContain('रद्द');
      expect(
        textOf(draw({ ...base, status: 'checked_in', checked_in_at: '2026-12-12T04:00:00.000Z' })),
      ).toContain('चेक-इन हो चुका');
    });
  });
});
