/**
 * The calendar era a person reads and types dates in (issue 32): the Gregorian years of the spec
 * (A.D., ค.ศ.) or the Buddhist era (B.E., พ.ศ.), the year plus 543, as Thai people date things.
 *
 * The era is a matter of display and entry only. Everything stored, sent or exported stays in the
 * spec's Gregorian formats (`YYYYMMDDHHmmss`, CSV, the API): these functions turn a Gregorian value
 * into the text a person reads, and what a person typed back into the same Gregorian value. A
 * typed text is always read in the era its field shows (the field's hint names it), so `01/01/2569`
 * in a Buddhist-era field and `01/01/2026` in a Gregorian one are the same day; no year is guessed.
 */
import { displayTimeOf } from './display-date-time';
import { formatTimestamp, isValidWallTime, toWallTime } from './timestamp';
import { BUSINESS_TIME_ZONE } from './time-zone';
import type { CalendarDate, WallTime } from './wall-time';

/** The two eras the portal offers: `gregorian` (A.D., the spec's) and `buddhist` (B.E., year + 543). */
export type CalendarEra = 'gregorian' | 'buddhist';

/** Every era, in the order a choice lists them. */
export const CALENDAR_ERAS: readonly CalendarEra[] = ['gregorian', 'buddhist'];

/** Years between the Gregorian and the Buddhist era: 2026 A.D. is 2569 B.E. */
export const BUDDHIST_ERA_OFFSET = 543;

/** Whether `value` names an era (for what comes back from storage, which may hold anything). */
export function isCalendarEra(value: unknown): value is CalendarEra {
  return value === 'gregorian' || value === 'buddhist';
}

/** The year shown in `era` for the Gregorian `year` (2026 -> 2569 in the Buddhist era). */
export function eraYear(year: number, era: CalendarEra): number {
  return era === 'buddhist' ? year + BUDDHIST_ERA_OFFSET : year;
}

/** The Gregorian year of a `year` written in `era` (2569 B.E. -> 2026). */
export function gregorianYear(year: number, era: CalendarEra): number {
  return era === 'buddhist' ? year - BUDDHIST_ERA_OFFSET : year;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `DD/MM/YYYY` of a calendar day (Gregorian fields), its year in `era`. */
export function formatEraDay(day: CalendarDate, era: CalendarEra): string {
  return `${pad(day.day)}/${pad(day.month)}/${pad(eraYear(day.year, era), 4)}`;
}

/**
 * `DD/MM/YYYY` of a stored timestamp, an ISO date or an instant (read in `timeZone`), its year in
 * `era`; '' when invalid. In `gregorian` it is the rules' `formatDisplayDate`.
 */
export function formatEraDate(value: unknown, era: CalendarEra, timeZone: string = BUSINESS_TIME_ZONE): string {
  const wall = toWallTime(value, timeZone);
  return wall ? formatEraDay(wall, era) : '';
}

/**
 * `DD/MM/YYYY HH:mm:ss` of a stored timestamp or an instant, its year in `era`; '' when invalid.
 * In `gregorian` it is the rules' `formatDisplayDateTime`.
 */
export function formatEraDateTime(value: unknown, era: CalendarEra, timeZone: string = BUSINESS_TIME_ZONE): string {
  const w = toWallTime(value, timeZone);
  return w ? `${formatEraDay(w, era)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` : '';
}

const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** The Gregorian wall time of typed fields whose year is in `era`; null when it is no real one. */
function gregorianWall(parts: readonly number[], era: CalendarEra): WallTime | null {
  const [day = 0, month = 0, year = 0, hour = 0, minute = 0, second = 0] = parts;
  const wall = { year: gregorianYear(year, era), month, day, hour, minute, second };
  return isValidWallTime(wall) ? wall : null;
}

/**
 * The Gregorian day of a typed `DD/MM/YYYY` whose year is in `era` (`29/02/2567` B.E. is 29
 * February 2024); null when it is not a real day (no roll-over: `31/04` is refused). Day and
 * month may have one digit; the year has four.
 */
export function readEraDate(text: string, era: CalendarEra): CalendarDate | null {
  const match = DATE.exec(text.trim());
  const wall = match ? gregorianWall(match.slice(1).map(Number), era) : null;
  return wall && { year: wall.year, month: wall.month, day: wall.day };
}

/**
 * The Gregorian wall time of a typed `DD/MM/YYYY HH:mm[:ss]` (24-hour) whose year is in `era`;
 * null when it is no real date and time. Read as the rules' `readDisplayDateTime` reads it.
 */
export function readEraDateTime(text: string, era: CalendarEra): WallTime | null {
  const match = DATE_TIME.exec(text.trim());
  return match ? gregorianWall(match.slice(1).map((part) => Number(part ?? 0)), era) : null;
}

/** The stored `YYYYMMDDHHmmss` of a typed date-time in `era`; null when it is none. */
export function parseEraDateTime(text: string, era: CalendarEra): string | null {
  const wall = readEraDateTime(text, era);
  return wall ? formatTimestamp(wall) : null;
}

/**
 * The text of a date-time field after a (Gregorian) day is picked in its calendar: the day in
 * `era` and the time already typed, or `defaultTime` (`HH:mm:ss`) when there is none.
 */
export function withPickedEraDay(text: string, day: CalendarDate, defaultTime: string, era: CalendarEra): string {
  return `${formatEraDay(day, era)} ${displayTimeOf(text) ?? defaultTime}`;
}

/**
 * Every `DD/MM/YYYY` in a Gregorian text written in `era` (a message's `{from}`/`{to}`, which the
 * rules fill with Gregorian days): `'01/03/2026 to 31/08/2026'` -> `'01/03/2569 to 31/08/2569'`.
 */
export function eraDisplayText(text: string, era: CalendarEra): string {
  if (era === 'gregorian') return text;
  return text.replace(/\b(\d{2})\/(\d{2})\/(\d{4})\b/g, (_, day: string, month: string, year: string) => `${day}/${month}/${pad(eraYear(Number(year), era), 4)}`);
}
