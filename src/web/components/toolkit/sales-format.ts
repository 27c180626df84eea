import { formatDisplayDate } from '../../../shared/date-format';

/** Counts the Indian way: 1,00,000. */
export { formatCount } from '../../../shared/money/format-inr';

/**
 * '5 Dec 2026': an India date ('2026-12-05') or the India day of an instant, short enough for a
 * table's cell on a phone (formatDisplayDate's '05 December, 2026' in short, as the earnings
 * tables write it).
 */
export function shortDay(value: string): string {
  const [day = '', month = '', year = ''] = formatDisplayDate(value).replace(',', '').split(' ');
  return `${Number(day)} ${month.slice(0, 3)} ${year}`;
}
