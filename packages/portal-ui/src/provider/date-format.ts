/**
 * The one way the portal writes and reads a date for a person (issue 32): in the calendar era
 * they chose in the user menu (kept through the host's storage adapter, per user), else the
 * host's `calendar` setting of `PortalProvider`. Every screen, table, detail and date picker asks
 * {@link useDateFormat}; none formats a date on its own. CSV files and API calls do not: they keep
 * the spec's Gregorian formats whatever the era.
 *
 * Not part of the provider itself, so the login route, which shows no date, carries none of it.
 */
import type { CalendarDate, CalendarEra, WallTime } from '@lego-portal/rules';
import {
  BUSINESS_TIME_ZONE,
  eraDisplayText,
  eraYear,
  formatEraDate,
  formatEraDateTime,
  formatEraDay,
  isCalendarEra,
  parseEraDateTime,
  readEraDate,
  readEraDateTime,
  withPickedEraDay,
} from '@lego-portal/rules';
import { useContext, useMemo } from 'react';
import { PortalContext } from './portal-provider';
import { usePortalStorage } from './portal-storage';

/** The storage key of the chosen era (scoped by user like every preference). */
export const CALENDAR_STORAGE_KEY = 'calendar';

/** What {@link useDateFormat} gives: the era and its formatter, bound to the portal's time zone. */
export interface DateFormat {
  /** The era dates are shown and typed in. */
  era: CalendarEra;
  /** Chooses the era for the signed-in person (kept in the host's storage; memory only when signed out). */
  setEra: (era: CalendarEra) => void;
  /** A year as shown (2026 -> 2569 in the Buddhist era). */
  year: (gregorianYear: number) => number;
  /** `DD/MM/YYYY HH:mm:ss` of a stored timestamp or an instant; '' when invalid. */
  dateTime: (value: unknown) => string;
  /** `DD/MM/YYYY` of a stored timestamp, a day (`YYYYMMDD`, ISO) or an instant; '' when invalid. */
  date: (value: unknown) => string;
  /** `DD/MM/YYYY` of a calendar day's fields (a picker's value). */
  day: (day: CalendarDate) => string;
  /** The Gregorian day of a typed `DD/MM/YYYY` in the era; null when it is no real day. */
  readDate: (text: string) => CalendarDate | null;
  /** The Gregorian wall time of a typed `DD/MM/YYYY HH:mm[:ss]` in the era; null when none. */
  readDateTime: (text: string) => WallTime | null;
  /** The stored `YYYYMMDDHHmmss` of a typed date-time in the era; null when none. */
  parseDateTime: (text: string) => string | null;
  /** A date-time field's text after a day is picked: the day in the era and the time typed, or `defaultTime`. */
  withPickedDay: (text: string, day: CalendarDate, defaultTime: string) => string;
  /** The `DD/MM/YYYY` days of a Gregorian text (a message's `{from}`, `{to}`) in the era. */
  text: (gregorianText: string) => string;
}

/**
 * The era-aware date formatter of the portal. Inside `PortalProvider` the era is the signed-in
 * person's choice, else the host's `calendar`; outside one (a primitive on its own) Gregorian.
 */
export function useDateFormat(): DateFormat {
  const portal = useContext(PortalContext);
  const [stored, setStored] = usePortalStorage(CALENDAR_STORAGE_KEY);
  const era: CalendarEra = isCalendarEra(stored) ? stored : (portal?.calendar ?? 'gregorian');
  const timeZone = portal?.timeZone ?? BUSINESS_TIME_ZONE;
  return useMemo(
    () => ({
      era,
      setEra: (next: CalendarEra) => setStored(next),
      year: (year) => eraYear(year, era),
      dateTime: (value) => formatEraDateTime(value, era, timeZone),
      date: (value) => formatEraDate(value, era, timeZone),
      day: (day) => formatEraDay(day, era),
      readDate: (text) => readEraDate(text, era),
      readDateTime: (text) => readEraDateTime(text, era),
      parseDateTime: (text) => parseEraDateTime(text, era),
      withPickedDay: (text, day, defaultTime) => withPickedEraDay(text, day, defaultTime, era),
      text: (text) => eraDisplayText(text, era),
    }),
    [era, timeZone, setStored],
  );
}
