import { parseDate, type DateValue } from '@ark-ui/react/date-picker';
import type { CalendarEra } from '@lego-portal/rules';
import { formatEraDay, formatIsoDate, readEraDate } from '@lego-portal/rules';

/** ISO calendar date, `YYYY-MM-DD`: the value format of the date pickers. */
export type IsoDate = string;

/**
 * Shown in the input as the spec's display format, DD/MM/YYYY, whatever the browser's locale,
 * the year in `era` (the picker's value stays Gregorian: 2026 shows as 2569 in the Buddhist era).
 */
export function formatDisplayDate(date: DateValue, era: CalendarEra = 'gregorian'): string {
  return formatEraDay(date, era);
}

/**
 * Reads what a user typed as DD/MM/YYYY, its year in `era` (`29/02/2567` B.E. is 29 February
 * 2024); anything else is not a date, nor is a day that does not exist (31/02 is not rolled over).
 */
export function parseDisplayDate(text: string, era: CalendarEra = 'gregorian'): DateValue | undefined {
  const day = readEraDate(text, era);
  return day ? parseDate(formatIsoDate(day)) : undefined;
}

/** ISO string to the picker's value, tolerating null/empty. */
export function toDateValue(iso: IsoDate | null | undefined): DateValue | undefined {
  return iso ? parseDate(iso) : undefined;
}
