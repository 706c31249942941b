/**
 * The one way a date and time is typed in the portal: `DD/MM/YYYY HH:mm:ss`, 24-hour, whatever
 * the browser's locale (the spec's display format, the same as the tables show). Reading and
 * writing it here keeps the report fields, their tests and the API's `YYYYMMDDHHmmss` in step.
 *
 * The format is the constants' `DISPLAY_DATE_TIME_FORMAT`; the catalogue's
 * `datePicker.dateTimeFormat` shows it per language. What is read: day and month with one or two digits (`1/2/2026` is 1 February, as the date
 * pickers read it), a four-digit year, hours 0-23 with one or two digits, minutes with two, and
 * seconds with two or left out (`09:05` is `09:05:00`: a person who leaves them out means the
 * start of that minute). `24:00` is not a time, and nothing is rolled over (31/02 is refused,
 * not 2 or 3 March), so what a person typed is either read as typed or called invalid.
 */
import type { CalendarDate, WallTime } from './wall-time';
import { formatTimestamp, isValidWallTime } from './timestamp';

const DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall time of a typed `DD/MM/YYYY HH:mm[:ss]`; null when it is not a real date and time. */
export function readDisplayDateTime(text: string): WallTime | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [day, month, year, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const wall = { year, month, day, hour, minute, second };
  return isValidWallTime(wall) ? wall : null;
}

/**
 * The stored timestamp `YYYYMMDDHHmmss` of a typed `DD/MM/YYYY HH:mm[:ss]` (see the module's
 * note for what is read); null when the text is not a real date and time.
 */
export function parseDisplayDateTime(text: string): string | null {
  const wall = readDisplayDateTime(text);
  return wall ? formatTimestamp(wall) : null;
}

/**
 * The time part `HH:mm:ss` of a typed date-time (`'... 9:05'` gives `09:05:00`), or null when
 * the text ends in no readable time of day.
 */
export function displayTimeOf(text: string): string | null {
  const match = TIME.exec(text.trim().split(/\s+/).at(-1) ?? '');
  if (!match) return null;
  const [hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number];
  return hour <= 23 && minute <= 59 && second <= 59 ? `${pad(hour)}:${pad(minute)}:${pad(second)}` : null;
}

/**
 * The text of a field after a day is picked in its calendar: the day as `DD/MM/YYYY` and the
 * time already typed there, or `defaultTime` (`HH:mm:ss`) when there is none (a from field
 * starts its day at 00:00:00, a to field ends it at 23:59:59).
 */
export function withPickedDay(text: string, day: CalendarDate, defaultTime: string): string {
  return `${pad(day.day)}/${pad(day.month)}/${String(day.year).padStart(4, '0')} ${displayTimeOf(text) ?? defaultTime}`;
}
