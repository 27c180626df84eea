import { formatDisplayDate, formatTime } from '../../../shared/date-format';
import type { Event } from '../../../shared/events/schemas';
import { formatRupees } from '../../../shared/money/format-inr';

/** How events read on cards and detail pages: prices, dates, times and category rules. */

type CategoryDetails = Event['categories'][number]['category_details'];

/**
 * '₹1,500' in Indian digit grouping, up to two decimals ('₹2,499.5'); a price of 0 is 'Free'.
 * The shared formatter writes the digits out rather than with Intl.NumberFormat, whose first use
 * costs a phone tens of milliseconds while a list renders.
 */
export const formatPrice = (price: number): string =>
  price === 0 ? 'Free' : formatRupees(price, { fraction: 'trim' });

/** 'Free entry' when every category is free, 'Free or from ₹499' when some are, else the price. */
export function priceSummary(event: Pick<Event, 'categories'>): string | null {
  const prices = event.categories.map((c) => c.price);
  if (prices.length === 0) return null;
  const min = Math.min(...prices);
  if (prices.every((p) => p === 0)) return 'Free entry';
  if (min === 0) return `Free or from ${formatPrice(Math.min(...prices.filter((p) => p > 0)))}`;
  return prices.every((p) => p === min) ? formatPrice(min) : `From ${formatPrice(min)}`;
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
  return n > 1 ? `Team of ${n}` : 'Individual';
}

/** Who may enter a category: age band, gender and weight class, e.g. ['Age 17+', 'Men / boys']. */
export function categoryRules(details: CategoryDetails): string[] {
  const rules: string[] = [];
  const { min_age: minAge, max_age: maxAge } = details;
  if (minAge !== null && maxAge !== null) rules.push(`Age ${minAge}–${maxAge}`);
  else if (minAge !== null) rules.push(`Age ${minAge}+`);
  else if (maxAge !== null) rules.push(`Age up to ${maxAge}`);
  if (details.gender) rules.push(details.gender === 'male' ? 'Men / boys' : 'Women / girls');
  const { min_weight_allowed: minKg, max_weight_allowed: maxKg } = details;
  if (minKg !== null && maxKg !== null) rules.push(`${minKg}–${maxKg} kg`);
  else if (minKg !== null) rules.push(`From ${minKg} kg`);
  else if (maxKg !== null) rules.push(`Up to ${maxKg} kg`);
  return rules;
}

export { cardPosterUrl } from './poster-url';
