import { eventDates } from '../../../shared/competition/certificate-labels';
import type { Certificate } from '../../../shared/competition/certificates';

/**
 * A certificate check's title and preview (issue 24), written by the server into the drawn
 * page's head and set by the page in the browser: the same words on both sides.
 */
export function certificateTitle(c: Certificate | null): string {
  return c ? `Certificate: ${c.name}, ${c.event_title}` : 'Certificate not found';
}

export function certificateMeta(c: Certificate | null) {
  return {
    title: certificateTitle(c),
    description: c
      ? `${c.title} in ${c.category} (${c.sport}) at ${c.event_title}, ${eventDates(c.start_date, c.end_date)}. ${
          c.valid ? 'Verified on Matchday.' : (c.reason ?? 'Not valid.')
        }`
      : 'No certificate has this code. A certificate that is not found here was not issued by Matchday.',
    image: null,
  };
}
