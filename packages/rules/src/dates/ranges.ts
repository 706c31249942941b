/** Default report ranges of spec section 9, as stored timestamps in the business zone. */
import type { CalendarDate, DateOptions } from './wall-time';
import { addDays, addMonths, todayIn } from './wall-time';
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

/**
 * A date range a saved view keeps by its meaning, not its dates (issue 32): applied on another
 * day, it counts from that day. Also the value of a list's `range` query parameter, so a link
 * to 'Last 7 days' opened next week shows the 7 days before then.
 */
export const RELATIVE_RANGES = ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'] as const;

/** One of {@link RELATIVE_RANGES}. */
export type RelativeRange = (typeof RELATIVE_RANGES)[number];

/** Whether `value` names a relative range (an old or hand-edited link may hold anything). */
export function isRelativeRange(value: unknown): value is RelativeRange {
  return (RELATIVE_RANGES as readonly unknown[]).includes(value);
}

/**
 * The stored timestamps of `range` counted from today in the business zone (`options.timeZone`):
 * whole days, from 00:00:00 to 23:59:59. 'Last 7 days' and 'Last 30 days' end today and hold
 * that many days, today included; 'This month' runs from its first day to today; 'Last month'
 * is the whole previous month.
 *
 * @example resolveRelativeRange('last7Days', { now: new Date('2026-11-27T05:00:00Z') })
 * // { fromDate: '20261121000000', toDate: '20261127235959' }
 */
export function resolveRelativeRange(range: RelativeRange, options?: DateOptions): TimestampRange {
  const today = todayIn(options);
  const span = (from: CalendarDate, to: CalendarDate): TimestampRange => ({
    fromDate: `${formatCompactDate(from)}000000`,
    toDate: `${formatCompactDate(to)}235959`,
  });
  const firstOfMonth = { ...today, day: 1 };
  switch (range) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(addDays(today, -1), addDays(today, -1));
    case 'last7Days':
      return span(addDays(today, -6), today);
    case 'last30Days':
      return span(addDays(today, -29), today);
    case 'thisMonth':
      return span(firstOfMonth, today);
    case 'lastMonth': {
      const first = addMonths(firstOfMonth, -1);
      return span(first, addDays(firstOfMonth, -1));
    }
  }
}

/**
 * The relative range that gives exactly `range` today, if any (the first in
 * {@link RELATIVE_RANGES}' order: on the 1st, 'This month' is also 'Today', and 'Today' wins).
 */
export function relativeRangeOf(range: TimestampRange, options?: DateOptions): RelativeRange | null {
  return RELATIVE_RANGES.find((entry) => {
    const resolved = resolveRelativeRange(entry, options);
    return resolved.fromDate === range.fromDate && resolved.toDate === range.toDate;
  }) ?? null;
}
