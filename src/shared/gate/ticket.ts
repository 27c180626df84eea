import { z } from 'zod';

/**
 * A ticket's page (issue 29): what whoever holds its token sees, the token being the secret (like
 * a certificate's code). No contact details, no money: the event, the holder, and whether the
 * ticket still lets them in.
 */

const TICKET_STATUSES = ['valid', 'checked_in', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TicketTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });

export const TicketPublicSchema = z.object({
  token: z.string(),
  event_id: z.string(),
  event_title: z.string(),
  /** YYYY-MM-DD, the event's days. */
  start_date: z.string(),
  end_date: z.string(),
  /** HH:mm (India time), when the host set them. */
  event_start_time: z.string().nullable(),
  event_end_time: z.string().nullable(),
  venue_name: z.string(),
  venue_address: z.string(),
  /** A Google Maps search for the venue. */
  map_url: z.string(),
  holder_name: z.string(),
  category: z.string(),
  team_name: z.string().nullable(),
  bib: z.number().int().nullable(),
  /** valid: it lets its holder in; checked_in: it did; cancelled: the registration or event was. */
  status: z.enum(TICKET_STATUSES),
  /** When it was checked in (ISO), while `checked_in`. */
  checked_in_at: z.string().nullable(),
  /** The QR code (SVG) and the PDF, both under /api/v1. */
  qr_svg_url: z.string(),
  pdf_url: z.string(),
});
export type TicketPublic = z.infer<typeof TicketPublicSchema>;
