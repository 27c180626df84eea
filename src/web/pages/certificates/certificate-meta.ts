import { eventDates } from '../../../shared/competition/certificate-labels';
import type { Certificate } from '../../../shared/competition/certificates';
import { t } from '../../i18n/i18n';

/**
 * A certificate check's title and preview (issue 24), written by the server into the drawn
 * page's head and set by the page in the browser: the same words on both sides.
 */
export function certificateTitle(c: Certificate | null): string {
  return c
    ? t('pages.certificate.pageTitle', { name: c.name, event: c.event_title })
    : t('pages.certificate.pageTitleNotFound');
}

export function certificateMeta(c: Certificate | null) {
  return {
    title: certificateTitle(c),
    description: c
      ? t('pages.certificate.preview', {
          title: c.title,
          category: c.category,
          sport: c.sport,
          event: c.event_title,
          dates: eventDates(c.start_date, c.end_date),
          standing: c.valid
            ? t('pages.certificate.previewVerified')
            : (c.reason ?? t('pages.certificate.previewNotValid')),
        })
      : t('pages.certificate.previewNotFound'),
    image: null,
  };
}
