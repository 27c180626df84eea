import { shortDateParts } from '../../i18n/dates';

/** Counts the Indian way: 1,00,000. */
export { formatCount } from '../../../shared/money/format-inr';

/**
 * '5 Dec 2026': an India date ('2026-12-05') or the India day of an instant, short enough for a
 * table's cell on a phone (as the earnings tables write it), in the page's language.
 */
export function shortDay(value: string): string {
  const { day, month, year } = shortDateParts(value);
  return `${day} ${month} ${year}`.trim();
}
