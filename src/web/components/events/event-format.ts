import { formatTime } from '../../../shared/date-format';
import { formatDisplayDate } from '../../i18n/dates';
import type { Event } from '../../../shared/events/schemas';
import { INTL_LOCALE } from '../../../shared/i18n/languages';
import { formatRupees } from '../../../shared/money/format-inr';
import { currentLanguage, t } from '../../i18n/i18n';

/**
 * How events read on cards and detail pages, in the page's language: prices, dates, times and
 * category rules. (Dates stay in §9's English form, India time.)
 */

type CategoryDetails = Event['categories'][number]['category_details'];

/**
 * '₹1,500' in Indian digit grouping, up to two decimals ('₹2,499.5'); a price of 0 is 'Free'.
 * The shared formatter writes the digits out rather than with Intl.NumberFormat, whose first use
 * costs a phone tens of milliseconds while a list renders.
 */
export const formatPrice = (price: number): string =>
  price === 0
    ? t('events.price.free')
    : formatRupees(price, { fraction: 'trim', locale: INTL_LOCALE[currentLanguage()] });

/** 'Free entry' when every category is free, 'Free or from ₹499' when some are, else the price. */
export function priceSummary(event: Pick<Event, 'categories'>): string | null {
  const prices = event.categories.map((c) => c.price);
  if (prices.length === 0) return null;
  const min = Math.min(...prices);
  if (prices.every((p) => p === 0)) return t('events.price.freeEntry');
  if (min === 0)
    return t('events.price.freeOrFrom', {
      price: formatPrice(Math.min(...prices.filter((p) => p > 0))),
    });
  return prices.every((p) => p === min)
    ? formatPrice(min)
    : t('events.price.from', { price: formatPrice(min) });
}

/** 'DD MMMM, YYYY h:mm AM – DD MMMM, YYYY h:mm PM IST': a period with its venue clock times. */
export function formatDateTimeRange(
  startDate: string,
  startTime: string | null | undefined,
  endDate: string,
  endTime: string | null | undefined,
): string {
  const at = (date: string, time: string | null | undefined) =>
    [formatDisplayDate(date), formatTime(time)].filter(Boolean).join(' ');
  const period = `${at(startDate, startTime)} – ${at(endDate, endTime)}`;
  return startTime || endTime ? `${period} IST` : period;
}

/** One date, or 'first – last' in §9's 'DD MMMM, YYYY'. */
export function formatDateRange(start: string, end: string): string {
  if (!end || start === end) return formatDisplayDate(start);
  return `${formatDisplayDate(start)} – ${formatDisplayDate(end)}`;
}

/** 'Team of 7' or 'Individual' (§3: a team category has more than one player). */
export function teamSizeLabel(details: Pick<CategoryDetails, 'participants_in_team'>): string {
  const n = details.participants_in_team;
  return n > 1 ? t('events.team.of', { count: n }) : t('events.team.individual');
}

/** Who may enter a category: age band, gender and weight class, e.g. ['Age 17+', 'Men / boys']. */
export function categoryRules(details: CategoryDetails): string[] {
  const rules: string[] = [];
  const { min_age: minAge, max_age: maxAge } = details;
  if (minAge !== null && maxAge !== null)
    rules.push(t('events.rule.ageRange', { min: minAge, max: maxAge }));
  else if (minAge !== null) rules.push(t('events.rule.ageFrom', { min: minAge }));
  else if (maxAge !== null) rules.push(t('events.rule.ageUpTo', { max: maxAge }));
  if (details.gender)
    rules.push(t(details.gender === 'male' ? 'events.rule.men' : 'events.rule.women'));
  const { min_weight_allowed: minKg, max_weight_allowed: maxKg } = details;
  if (minKg !== null && maxKg !== null)
    rules.push(t('events.rule.weightRange', { min: minKg, max: maxKg }));
  else if (minKg !== null) rules.push(t('events.rule.weightFrom', { min: minKg }));
  else if (maxKg !== null) rules.push(t('events.rule.weightUpTo', { max: maxKg }));
  return rules;
}

export { cardPosterUrl } from './poster-url';
