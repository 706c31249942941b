/*
 * The `range` query parameter: a list's date range by its meaning ('last7Days'), so a saved view
 * or a link counts from the day it is opened. The lists keep their dates in `from` and `to`; this
 * turns `range` into those before the list reads its state, in the format the list writes them.
 */
import { formatIsoDate, isRelativeRange, parseTimestamp, resolveRelativeRange, type RelativeRange } from '@lego-portal/rules';
import type { SearchValues } from '../../provider/navigation';

/** The query parameter of a relative range. */
export const RANGE_PARAM = 'range';

/** How a list writes `from` and `to`: stored timestamps (`YYYYMMDDHHmmss`) or ISO days (`YYYY-MM-DD`). */
export type RangeFormat = 'timestamp' | 'isoDate';

const isoOf = (stamp: string) => {
  const wall = parseTimestamp(stamp);
  return wall ? formatIsoDate(wall) : '';
};

/** The `from` and `to` values of `range` today, in the business zone, as a list of `format` writes them. */
export function rangeValues(range: RelativeRange, format: RangeFormat, timeZone: string): { from: string; to: string } {
  const { fromDate, toDate } = resolveRelativeRange(range, { timeZone });
  return format === 'timestamp' ? { from: fromDate, to: toDate } : { from: isoOf(fromDate), to: isoOf(toDate) };
}

/** The relative range a query names, if it names a known one. */
export function relativeRangeIn(values: SearchValues): RelativeRange | null {
  const range = values[RANGE_PARAM];
  return isRelativeRange(range) ? range : null;
}

/**
 * `values` with a relative `range` resolved into `from` and `to` (they win over any `from`/`to`
 * the link also holds). Unknown ranges are ignored: the list reads its dates as it always did.
 */
export function withRelativeRange(values: SearchValues, format: RangeFormat, timeZone: string): SearchValues {
  const range = relativeRangeIn(values);
  return range ? { ...values, ...rangeValues(range, format, timeZone) } : values;
}

/**
 * The values a list writes after a change (`next`), still naming the relative range the URL had
 * when the change kept its dates (a new page, sort or text filter): the link stays 'Last 7 days'.
 * `keeps(withRange)` says whether the list reads `withRange` as the same state as `next`.
 */
export function keepRelativeRange(current: SearchValues, next: SearchValues, keeps: (withRange: SearchValues) => boolean): SearchValues {
  const range = relativeRangeIn(current);
  if (!range) return next;
  const withRange: SearchValues = { ...next, from: '', to: '', [RANGE_PARAM]: range };
  return keeps(withRange) ? withRange : next;
}
