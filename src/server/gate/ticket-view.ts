import { and, eq, isNull } from 'drizzle-orm';
import { formatDateRange, formatEventTimes, formatIndiaDateTime } from '../../shared/date-format';
import { venueMapUrl } from '../../shared/events/event-links';
import { CHECKIN_MSG } from '../../shared/checkin/schemas';
import { tokenFromScan } from '../../shared/gate/scan';
import type { TicketPublic, TicketStatus } from '../../shared/gate/ticket';
import { API_ROUTES, apiHref } from '../../shared/href';
import type { MailKey } from '../../shared/i18n/catalogs';
import type { Language } from '../../shared/i18n/languages';
import { bibs, checkins, participations, tickets, users } from '../platform/db/schema';
import { mailText } from '../platform/i18n/messages';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import type { Doc } from '../platform/pdf/document';
import { drawText } from '../platform/pdf/text';
import { ticketQrContent, ticketQrRuns } from '../platform/ticket-qr';
import { pdfSheet } from '../money/service';
import { loadParticipation, withTickets } from '../registration/service';
import { codeOfToken } from './tickets';

/**
 * A ticket's page (issue 29): whoever holds the token (its QR, the mail, the dashboard) reads the
 * ticket's public view and its one-page PDF. The token is the secret; an unknown or forged one is
 * 404. A cancelled registration (or event) still opens its page, which says so.
 */
export async function ticketView(deps: Deps, scanned: string): Promise<TicketPublic> {
  return (await loadTicket(deps, scanned)).view;
}

/** The ticket's view and the registration it belongs to. */
async function loadTicket(
  deps: Deps,
  scanned: string,
): Promise<{ view: TicketPublic; participationId: string }> {
  const token = tokenFromScan(scanned);
  const code = codeOfToken(deps.config.sessionSecret, token);
  if (!code) throw new AppError('not_found', CHECKIN_MSG.invalidTicket);
  const [row] = await deps.db
    .select({
      id: tickets.id,
      participation_id: tickets.participation_id,
      member_index: tickets.member_index,
      bib: bibs.number,
    })
    .from(tickets)
    .leftJoin(bibs, eq(bibs.participation_id, tickets.participation_id))
    .where(eq(tickets.code, code));
  if (!row) throw new AppError('not_found', CHECKIN_MSG.invalidTicket);
  const found = await loadParticipation(deps.db, row.participation_id);
  if (!found) throw new AppError('not_found', CHECKIN_MSG.invalidTicket);
  // The registration's read: a paid, standing registration lists this ticket with its holder.
  const [p] = await withTickets(deps, [found]);
  const own = p!.tickets?.find((t) => t.member_index === row.member_index);
  const member = p!.members.find((m, i) => (m.position ?? i) === row.member_index);
  const [standing] = await deps.db
    .select({ at: checkins.scanned_at })
    .from(checkins)
    .where(and(eq(checkins.ticket_id, row.id), isNull(checkins.undone_at)));
  const e = p!.event_details;
  const status: TicketStatus =
    !own || e.cancelled_at ? 'cancelled' : standing ? 'checked_in' : 'valid';
  const view: TicketPublic = {
    token,
    event_id: e.id,
    event_title: e.title,
    start_date: e.start_date,
    end_date: e.end_date,
    event_start_time: e.event_start_time,
    event_end_time: e.event_end_time,
    venue_name: e.venue_name,
    venue_address: e.venue_address,
    map_url: venueMapUrl(e),
    holder_name: own?.name ?? member?.name ?? p!.competitor_name,
    category: p!.category_details.name,
    team_name: p!.team_name,
    bib: own?.bib ?? row.bib,
    status,
    checked_in_at: status === 'checked_in' ? standing!.at.toISOString() : null,
    qr_svg_url: apiHref(API_ROUTES.ticketQr, { token }),
    pdf_url: apiHref(API_ROUTES.ticketPdf, { token }),
  };
  return { view, participationId: row.participation_id };
}

const QR_SIZE = 200;

/** The ticket's QR code (vector squares, as on the receipt) with its page's address under it. */
function drawQr(doc: Doc, content: string, y: number) {
  const { size, runs } = ticketQrRuns(content);
  const module = QR_SIZE / size;
  const x = (doc.page.width - QR_SIZE) / 2;
  const top = y + 16;
  for (const run of runs)
    doc.rect(x + run.col * module, top + run.row * module, run.length * module, module);
  doc.fillColor('#000000').fill();
  drawText(doc, content, 56, top + QR_SIZE + 8, {
    size: 8,
    color: '#55595F',
    width: doc.page.width - 112,
    align: 'center',
  });
}

/**
 * The ticket as a one-page A4 PDF: the same facts as its page and its QR code, for printing or
 * keeping offline, in `language` (the visitor's choice, else its registration's account holder's).
 */
export async function ticketPdf(
  deps: Deps,
  scanned: string,
  language: Language | null,
): Promise<Buffer> {
  const { view: v, participationId } = await loadTicket(deps, scanned);
  const m = mailText(language ?? (await holderLanguage(deps, participationId)));
  const times = formatEventTimes(v.event_start_time, v.event_end_time);
  const row = (key: MailKey, value: string): [string, string] => [m(key), value];
  const rows: Array<[string, string]> = [
    row('pdf.ticket.event', v.event_title),
    row('pdf.ticket.date', formatDateRange(v.start_date, v.end_date, m.language)),
    ...(times ? [row('pdf.ticket.time', times)] : []),
    row('pdf.ticket.venue', [v.venue_name, v.venue_address].filter(Boolean).join(', ')),
    row('pdf.ticket.player', v.holder_name),
    row('pdf.ticket.category', v.category),
    ...(v.team_name ? [row('pdf.ticket.team', v.team_name)] : []),
    ...(v.bib !== null ? [row('pdf.ticket.bib', String(v.bib))] : []),
    row(
      'pdf.ticket.status',
      v.status === 'checked_in' && v.checked_in_at
        ? m('pdf.ticket.status.checkedIn', {
            at: formatIndiaDateTime(v.checked_in_at, m.language),
          })
        : m(v.status === 'cancelled' ? 'pdf.ticket.status.cancelled' : 'pdf.ticket.status.valid'),
    ),
  ];
  return pdfSheet({
    title: m('pdf.ticket.title', { name: v.holder_name, event: v.event_title }),
    heading: m('pdf.ticket.heading'),
    rows,
    footnote: m('pdf.ticket.footnote'),
    after:
      v.status === 'cancelled'
        ? undefined
        : (doc, y) => drawQr(doc, ticketQrContent(v.token, deps.config.publicUrl), y),
  });
}

/** The language of the account that holds a registration (English when it has none). */
async function holderLanguage(deps: Deps, participationId: string): Promise<string | null> {
  const [holder] = await deps.db
    .select({ language: users.language })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.participant_id))
    .where(eq(participations.id, participationId))
    .limit(1);
  return holder?.language ?? null;
}
