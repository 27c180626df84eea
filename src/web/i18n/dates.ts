import {
  formatDisplayDate as displayDate,
  formatIndiaDateTime as indiaDateTime,
  shortDateParts as dateParts,
  shortMonthName as monthName,
} from '../../shared/date-format';
import { currentLanguage } from './i18n';

/**
 * The shared date formats in the page's language (issue 29): '05 March, 2027' on an English page,
 * '05 मार्च, 2027' on a Hindi one. Times and clocks read the same in both, so screens take those
 * from shared/date-format directly.
 */
export const formatDisplayDate = (value: Parameters<typeof displayDate>[0]) =>
  displayDate(value, currentLanguage());

export const formatIndiaDateTime = (value: Parameters<typeof indiaDateTime>[0]) =>
  indiaDateTime(value, currentLanguage());

/** '5 Dec 2026' in parts, in the page's language (tables on a phone). */
export const shortDateParts = (value: Parameters<typeof dateParts>[0]) =>
  dateParts(value, currentLanguage()) ?? { day: '', month: '', year: '' };

/** A month (0–11) in short in the page's language (chart axes). */
export const shortMonthName = (month: number) => monthName(month, currentLanguage());
