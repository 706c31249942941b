/**
 * The spec's date formats: storage `YYYYMMDDHHmmss`; display `DD/MM/YYYY HH:mm:ss` and
 * `DD-MMM-YYYY HH:mm:ss`. A stored timestamp is a wall time in the business zone, so display is
 * pure reformatting; a `Date` is first read in the business zone.
 */
import type { PortalLocale } from '../messages/message-types';
import type { CalendarDate, WallTime } from './wall-time';
import { BUSINESS_TIME_ZONE, daysInMonth, instantOf, wallTimeIn } from './wall-time';

/** English month abbreviations of `DD-MMM-YYYY`. */
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Thai month abbreviations of `DD-MMM-YYYY` in Thai (the years stay Gregorian: see the README). */
export const MONTH_ABBREVIATIONS_TH = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'] as const;

const STORAGE = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2}))?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** True when the fields form a real date and time (years 1000-9999). */
export function isValidWallTime(w: WallTime): boolean {
  return (
    w.year >= 1000 &&
    w.year <= 9999 &&
    w.month >= 1 &&
    w.month <= 12 &&
    w.day >= 1 &&
    w.day <= daysInMonth(w.year, w.month) &&
    w.hour <= 23 &&
    w.minute <= 59 &&
    w.second <= 59
  );
}

/**
 * Reads `YYYYMMDDHHmmss`, `YYYYMMDD`, `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm[:ss]` (the forms a
 * date picker or the API gives); null when it is not a real date and time.
 */
export function parseTimestamp(value: unknown): WallTime | null {
  if (typeof value !== 'string') return null;
  const match = STORAGE.exec(value) ?? ISO.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = { year, month, day, hour, minute, second };
  return isValidWallTime(wall) ? wall : null;
}

/**
 * A wall time from a date-like value: a timestamp string as above, or a `Date` read in
 * `timeZone`; null for anything else or an invalid date.
 */
export function toWallTime(value: unknown, timeZone: string = BUSINESS_TIME_ZONE): WallTime | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const wall = wallTimeIn(value, timeZone);
    return isValidWallTime(wall) ? wall : null;
  }
  return parseTimestamp(value);
}

/**
 * The calendar day of a date string as one comparable number (`20240131`), or null when it is
 * not a real date. For calendar dates (waivers): no time zone is involved, and a `Date` is not
 * accepted, since a day picked in a form is a day, not an instant.
 */
export function dayNumber(value: unknown): number | null {
  const wall = parseTimestamp(value);
  return wall && wall.year * 10_000 + wall.month * 100 + wall.day;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYYMMDDHHmmss` of a wall time. */
export function formatTimestamp(wall: WallTime): string {
  return `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
}

/** `YYYYMMDD` of a calendar date. */
export function formatCompactDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}${pad(date.month)}${pad(date.day)}`;
}

/** `YYYY-MM-DD` of a calendar date (what date pickers take). */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** `YYYYMMDDHHmmss` of an instant, as the business zone's wall clock shows it. */
export function toTimestamp(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  return formatTimestamp(wallTimeIn(instant, timeZone));
}

/** The instant of a stored timestamp read in the business zone; null when invalid. */
export function timestampToDate(value: unknown, timeZone: string = BUSINESS_TIME_ZONE): Date | null {
  const wall = parseTimestamp(value);
  return wall ? instantOf(wall, timeZone) : null;
}

/** `DD/MM/YYYY HH:mm:ss` of a stored timestamp or an instant; '' when invalid. */
export function formatDisplayDateTime(value: unknown, timeZone: string = BUSINESS_TIME_ZONE): string {
  const w = toWallTime(value, timeZone);
  return w ? `${pad(w.day)}/${pad(w.month)}/${w.year} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` : '';
}

/**
 * `DD/MM/YYYY` of a stored timestamp, a date or an instant: the day part of
 * `formatDisplayDateTime`, for what has a day but no time of day; '' when invalid.
 */
export function formatDisplayDate(value: unknown, timeZone: string = BUSINESS_TIME_ZONE): string {
  const w = toWallTime(value, timeZone);
  return w ? `${pad(w.day)}/${pad(w.month)}/${w.year}` : '';
}

/**
 * `DD-MMM-YYYY HH:mm:ss` (e.g. `14-Aug-2020 09:05:00`, in Thai `14-ส.ค.-2020 09:05:00`) of a
 * stored timestamp or an instant; '' when invalid.
 */
export function formatDisplayDateTimeMonth(value: unknown, timeZone: string = BUSINESS_TIME_ZONE, locale: PortalLocale = 'en'): string {
  const w = toWallTime(value, timeZone);
  const months = locale === 'th' ? MONTH_ABBREVIATIONS_TH : MONTH_ABBREVIATIONS;
  return w ? `${pad(w.day)}-${months[w.month - 1]}-${w.year} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` : '';
}
