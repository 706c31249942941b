/** Default report ranges of spec section 9, as stored timestamps in the business zone. */
import type { DateOptions } from './wall-time';
import { addDays, todayIn } from './wall-time';
import { formatCompactDate } from './timestamp';

/** A from/to range of stored timestamps (`YYYYMMDDHHmmss`). */
export interface TimestampRange {
  fromDate: string;
  toDate: string;
}

/** Transaction report default: today 00:00:00 to today 23:59:59. */
export function todayRange(options?: DateOptions): TimestampRange {
  const today = formatCompactDate(todayIn(options));
  return { fromDate: `${today}000000`, toDate: `${today}235959` };
}

/**
 * Registration and monitoring default: the last `days` days, from `days` days ago 00:00:00
 * to today 23:59:59 (a span of exactly `days` days, so it also fits the 30-day CSV export).
 */
export function lastDaysRange(days = 30, options?: DateOptions): TimestampRange {
  const today = todayIn(options);
  return {
    fromDate: `${formatCompactDate(addDays(today, -days))}000000`,
    toDate: `${formatCompactDate(today)}235959`,
  };
}
