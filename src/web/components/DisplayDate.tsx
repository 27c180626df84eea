import { formatDisplayDate } from '../../shared/date-format';

/** A date shown as 'DD MMMM, YYYY' (§9) in a <time> element machines can read. */
export function DisplayDate({ value }: { value: string | Date | null | undefined }) {
  if (!value) return null;
  const iso = value instanceof Date ? value.toISOString() : value;
  return <time dateTime={iso}>{formatDisplayDate(value)}</time>;
}
