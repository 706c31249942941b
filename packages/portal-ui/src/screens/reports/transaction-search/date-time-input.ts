/**
 * The report searches' date-time fields: the API's `YYYYMMDDHHmmss` (also what the URL keeps) and
 * the text of a date-time field, `DD/MM/YYYY HH:mm:ss`, both ways (the transaction report and the
 * summary by status use the same fields).
 */
import { formatDisplayDateTime, parseDisplayDateTime } from '@lego-portal/rules';

/**
 * `YYYYMMDDHHmmss` as a field's text `DD/MM/YYYY HH:mm:ss`; '' when it is no timestamp. `format`
 * is the portal's (`useDateFormat().dateTime`, the person's era); Gregorian by default.
 */
export const toInputValue = (stamp: string, format: (stamp: string) => string = formatDisplayDateTime) => (/^\d{14}$/.test(stamp) ? format(stamp) : '');

/**
 * A field's text as `YYYYMMDDHHmmss` (seconds may be left out: `09:05` is `09:05:00`); an
 * incomplete or impossible date-time gives `''`, which the rules call invalid. `parse` reads the
 * text in the era the field shows (`useDateFormat().parseDateTime`); Gregorian by default.
 */
export const toStamp = (text: string, parse: (text: string) => string | null = parseDisplayDateTime) => parse(text) ?? '';
