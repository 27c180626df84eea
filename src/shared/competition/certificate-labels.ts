import { API_BASE } from '../constants';
import { formatDateRange } from '../date-format';
import type { Language } from '../i18n/languages';
import { medalOf, ordinal } from './labels';

/**
 * Certificates (issue 18): one per competitor of a finished draw (each member of a team). A
 * placement (rank 1–3) is a certificate of achievement, anything else one of participation. The
 * random code in its address is the secret that opens it, like a ticket's token.
 */

export const CERTIFICATE_KINDS = ['participation', 'achievement'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** The rank a certificate keeps: a place on the podium, or none (participation). */
export const placementRank = (rank: number | null): number | null =>
  rank !== null && medalOf(rank) ? rank : null;

export const certificateKind = (rank: number | null): CertificateKind =>
  placementRank(rank) === null ? 'participation' : 'achievement';

/**
 * Whether a certificate stands (issue 24): revoked for good when its event was cancelled (derived
 * from the event, nothing stored), under review while a correction has reopened its draw.
 */
export const CERTIFICATE_STATUSES = ['valid', 'under_review', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export function certificateStanding(c: {
  draw_final: boolean;
  event_cancelled: boolean;
  cancel_reason: string | null;
}): { status: CertificateStatus; valid: boolean; reason: string | null } {
  if (c.event_cancelled) {
    // The host's reason is public already (the event page shows it).
    const why = c.cancel_reason?.trim();
    return {
      status: 'revoked',
      valid: false,
      reason: why ? `The event was cancelled: ${why}` : 'The event was cancelled',
    };
  }
  if (!c.draw_final)
    return {
      status: 'under_review',
      valid: false,
      reason: 'The organiser is correcting this category’s results',
    };
  return { status: 'valid', valid: true, reason: null };
}

const MEDAL_NAMES = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' } as const;

/**
 * "1st place / Gold", or null for participation; "1st place / Gold (walkover)" for a place taken
 * without its deciding bout (issue 30: a lone entrant, or a bronze nobody was left to contest).
 */
export function placementLabel(rank: number | null, walkover = false): string | null {
  const place = placementRank(rank);
  if (place === null) return null;
  const label = `${ordinal(place)} place / ${MEDAL_NAMES[medalOf(place)!]}`;
  return walkover ? `${label} (walkover)` : label;
}

/** "Certificate of participation", or "Certificate of achievement — 1st place / Gold". */
export function certificateTitle(rank: number | null, walkover = false): string {
  const placement = placementLabel(rank, walkover);
  return placement ? `Certificate of achievement — ${placement}` : 'Certificate of participation';
}

/** The public verification page of a certificate (the QR code and the mail link here). */
export const certificatePath = (code: string) => `/certificates/${encodeURIComponent(code)}`;

/** The certificate's PDF, made by the server on each download. */
export const certificatePdfPath = (code: string) =>
  `${API_BASE}/certificates/${encodeURIComponent(code)}/pdf`;

/** "12 December, 2026", or "12 December, 2026 to 13 December, 2026" over several days. */
export const eventDates = (start: string, end: string, language: Language = 'en'): string =>
  formatDateRange(start, end, language);
