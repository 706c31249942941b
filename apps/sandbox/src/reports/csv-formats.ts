/**
 * The date format of the CSV exports, written for speed: an export formats two timestamps on each
 * of up to hundreds of thousands of rows, and rules' general parser (any date form, any value)
 * costs about a microsecond each. The result is always what rules' formatter gives.
 */
import { formatDisplayDateTime, parseTimestamp } from '@lego-portal/rules';

/** A valid time of day after the 8 date digits of a stored timestamp. */
const STORED_TIME = /^\d{8}(?:[01]\d|2[0-3])[0-5]\d[0-5]\d$/;
/** `DD/MM/YYYY` of each calendar day seen, or null when it is not a real date. */
const days = new Map<string, string | null>();
/** An export spans at most about 31 days; the cache is only dropped if something reads far more. */
const MAX_CACHED_DAYS = 4096;

function displayDay(yyyymmdd: string): string | null {
  let shown = days.get(yyyymmdd);
  if (shown === undefined) {
    if (days.size >= MAX_CACHED_DAYS) days.clear();
    shown = parseTimestamp(`${yyyymmdd}000000`) ? `${yyyymmdd.slice(6, 8)}/${yyyymmdd.slice(4, 6)}/${yyyymmdd.slice(0, 4)}` : null;
    days.set(yyyymmdd, shown);
  }
  return shown;
}

/**
 * `DD/MM/YYYY HH:mm:ss` of a stored `YYYYMMDDHHmmss`, exactly as `formatDisplayDateTime` writes
 * it ('' when it is not a real date and time), with each calendar day checked only once.
 */
export function csvDateTime(stamp: string): string {
  const day = stamp.length === 14 && STORED_TIME.test(stamp) ? displayDay(stamp.slice(0, 8)) : null;
  if (day === null) return formatDisplayDateTime(stamp);
  return `${day} ${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12, 14)}`;
}
