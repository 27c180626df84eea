import { formatIndiaClock } from '../../../shared/date-format';

/** "09:14" at the venue. */
export const clock = (iso: string) => formatIndiaClock(iso);
