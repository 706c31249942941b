/**
 * Cell formats of the CSV exports, written for speed: an export formats two timestamps on each
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

/** `DD/MM/YYYY` bytes of each calendar day seen (keyed by its YYYYMMDD number), or null. */
const dayBytes = new Map<number, Buffer | null>();

/**
 * The byte form of `csvDateTime` for the export writer: writes the display form of the stored
 * timestamp in `source[start, end)` into `out` at `at` and returns its length (19), or returns
 * -1, writing nothing, when those bytes are not a real stored date and time (the writer then
 * takes `csvDateTime`'s string path). `out` needs 19 bytes of room.
 */
export function writeCsvDateTime(source: Uint8Array, start: number, end: number, out: Uint8Array, at: number): number {
  if (end - start !== 14) return -1;
  let date = 0;
  for (let i = start; i < end; i += 1) {
    const digit = source[i]! - 0x30;
    if (digit < 0 || digit > 9) return -1;
    if (i < start + 8) date = date * 10 + digit;
  }
  // Digits checked above; the time of day as in STORED_TIME (no closure: this runs per cell).
  if (source[start + 8]! * 10 + source[start + 9]! > 0x30 * 11 + 23) return -1;
  if (source[start + 10]! > 0x35 || source[start + 12]! > 0x35) return -1;
  let day = dayBytes.get(date);
  if (day === undefined) {
    if (dayBytes.size >= MAX_CACHED_DAYS) dayBytes.clear();
    const shown = displayDay(String(date).padStart(8, '0'));
    day = shown === null ? null : Buffer.from(shown, 'latin1');
    dayBytes.set(date, day);
  }
  if (day === null) return -1;
  for (let i = 0; i < 10; i += 1) out[at + i] = day[i]!;
  out[at + 10] = 0x20;
  out[at + 11] = source[start + 8]!;
  out[at + 12] = source[start + 9]!;
  out[at + 13] = 0x3a;
  out[at + 14] = source[start + 10]!;
  out[at + 15] = source[start + 11]!;
  out[at + 16] = 0x3a;
  out[at + 17] = source[start + 12]!;
  out[at + 18] = source[start + 13]!;
  return 19;
}
