/**
 * Report effective date of the SSO 250-byte text file (spec sections 5 and 9): from the same day
 * 6 months ago (end of a shorter month when that day does not exist) through yesterday, both
 * inclusive, counted in the business zone.
 */
import { LIMITS } from '../../constants';
import { SSO250_MESSAGES as M } from '../../messages/report-messages';
import { formatMessage } from '../../messages/format-message';
import type { Issue, ValidateOptions, ValidationResult } from '../../core/validation';
import { fieldRules, rule, toResult } from '../../core/validation';
import { asRecord, isBlank } from '../../core/values';
import { formatIsoDate, toWallTime } from '../../dates/timestamp';
import type { CalendarDate, DateOptions } from '../../dates/wall-time';
import { addDays, addMonths, compareDates, todayIn } from '../../dates/wall-time';
import type { DateLike } from '../transaction-search/transaction-search';

/** Values of the text file report form. */
export interface Sso250DateInput {
  reportDate: DateLike;
}

/** Options: messages, the zone, and the clock. */
export type Sso250Options = ValidateOptions & DateOptions;

/** How far back a report date may go, in months. */
export const SSO250_MONTHS_BACK = LIMITS.sso250MonthsBack;

/** Fields of the form. */
export const SSO250_FIELDS = ['reportDate'] as const;

/** First and last selectable dates, as calendar dates and as ISO strings for a date picker. */
export function sso250DateBounds(options?: DateOptions): { min: CalendarDate; max: CalendarDate; minIso: string; maxIso: string } {
  const today = todayIn(options);
  const min = addMonths(today, -SSO250_MONTHS_BACK);
  const max = addDays(today, -1);
  return { min, max, minIso: formatIsoDate(min), maxIso: formatIsoDate(max) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** DD/MM/YYYY, the spec's display format. */
const displayed = (date: CalendarDate) => `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}`;

/**
 * The allowed window as a person reads it, DD/MM/YYYY: the `{from}` and `{to}` of the texts
 * `sso250.dateWindow` and `sso250.dateOutOfRange`.
 */
export function sso250Window(options?: DateOptions): { from: string; to: string } {
  const { min, max } = sso250DateBounds(options);
  return { from: displayed(min), to: displayed(max) };
}

/** Issues of the report date (any input; never throws). Out of range names the window's dates. */
export function sso250DateIssues(input: unknown, options?: DateOptions): Issue[] {
  const values = asRecord(input);
  const read = () => toWallTime(values.reportDate, options?.timeZone);
  const issues = fieldRules<null>('reportDate', [
    rule('sso250.dateRequired', M.dateRequired, () => !(values.reportDate instanceof Date) && isBlank(values.reportDate)),
    rule('sso250.dateInvalid', M.dateInvalid, () => read() === null),
    rule('sso250.dateOutOfRange', M.dateOutOfRange, () => {
      const date = read() as CalendarDate;
      const { min, max } = sso250DateBounds(options);
      return compareDates(date, min) < 0 || compareDates(date, max) > 0;
    }),
  ])(null);
  const window = sso250Window(options);
  return issues.map((issue) => (issue.code === 'sso250.dateOutOfRange' ? { ...issue, params: window, fill: (text: string) => formatMessage(text, window) } : issue));
}

/** Validates the report effective date. */
export function validateSso250Date(input: unknown, options?: Sso250Options): ValidationResult {
  return toResult(sso250DateIssues(input, options), options);
}
