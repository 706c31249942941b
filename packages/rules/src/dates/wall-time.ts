/**
 * Calendar dates and wall-clock times, and their conversion to and from instants in a named
 * time zone through `Intl.DateTimeFormat`, so nothing depends on the machine's zone.
 */
import { BUSINESS_TIME_ZONE } from './time-zone';

/** A calendar day. */
export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

/** A wall-clock time in some zone. */
export interface WallTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

export { BUSINESS_TIME_ZONE };

/** Options of every date function that needs "now" or a zone. */
export interface DateOptions {
  /** Current instant, or a clock; defaults to the real clock. */
  now?: Date | (() => Date);
  /** IANA zone; defaults to `BUSINESS_TIME_ZONE`. */
  timeZone?: string;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The current instant from options. */
export function nowOf(options?: DateOptions): Date {
  const now = options?.now;
  return typeof now === 'function' ? now() : (now ?? new Date());
}

/** Wall-clock time of `instant` in `timeZone`. */
export function wallTimeIn(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): WallTime {
  // en-US with h23 always formats as "M/D/YYYY, HH:mm:ss": six runs of digits in that order.
  const [month, day, year, hour, minute, second] = formatterFor(timeZone).format(instant).split(/\D+/).map(Number) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute, second };
}

function utcMs(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/**
 * The instant at which `timeZone` shows `wall`. Two passes settle the zone offset, so zones
 * with daylight saving also work (a skipped hour resolves forward).
 */
export function instantOf(wall: WallTime, timeZone: string = BUSINESS_TIME_ZONE): Date {
  const target = utcMs(wall);
  const offsetAt = (ms: number) => utcMs(wallTimeIn(new Date(ms), timeZone)) - Math.floor(ms / 1000) * 1000;
  const first = target - offsetAt(target);
  return new Date(target - offsetAt(first));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const day = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;
  return day(to) - day(from);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Days in `month` of `year`. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` moved by `months`, the day clamped to the end of a shorter month (31 Aug - 6 = 29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Today's calendar date in the zone. */
export function todayIn(options?: DateOptions): CalendarDate {
  const { year, month, day } = wallTimeIn(nowOf(options), options?.timeZone);
  return { year, month, day };
}

/** Orders two calendar dates (negative, 0, positive). */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return daysBetween(b, a);
}
