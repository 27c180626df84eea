import dayjs from 'dayjs';

/** Spec §9: dates are shown as 'DD MMMM, YYYY', e.g. '05 March, 2027'. */
export const DISPLAY_DATE_FORMAT = 'DD MMMM, YYYY';

export function formatDisplayDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DISPLAY_DATE_FORMAT) : '';
}
