import { parseDate, type DateValue } from '@ark-ui/react/date-picker';

/** ISO calendar date, `YYYY-MM-DD`: the value format of the date pickers. */
export type IsoDate = string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Shown in the input as the spec's display format, DD/MM/YYYY, whatever the browser's locale. */
export function formatDisplayDate(date: DateValue): string {
  return `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}`;
}

/** Reads what a user typed as DD/MM/YYYY; anything else is not a date. */
export function parseDisplayDate(text: string): DateValue | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, day, month, year] = match;
  try {
    const date = parseDate(`${year}-${pad(Number(month))}-${pad(Number(day))}`);
    // parseDate rolls 31/02 over into March; refuse it instead.
    return date.day === Number(day) && date.month === Number(month) ? date : undefined;
  } catch {
    return undefined;
  }
}

/** ISO string to the picker's value, tolerating null/empty. */
export function toDateValue(iso: IsoDate | null | undefined): DateValue | undefined {
  return iso ? parseDate(iso) : undefined;
}
