/**
 * Transaction search dates (spec section 5): both valid, from not after to, at most 360 days.
 * Dates are stored timestamps, ISO dates or `Date`s (read in the business zone); the range is
 * counted in calendar days, so today 00:00 to today 23:59 is 0 days.
 */
import { LIMITS } from '../../constants';
import { TRANSACTION_SEARCH_MESSAGES as M } from '../../messages/report-messages';
import type { Issue, ValidateOptions, ValidationResult } from '../../core/validation';
import { toResult } from '../../core/validation';
import { asRecord } from '../../core/values';
import { formatTimestamp, toWallTime } from '../../dates/timestamp';
import type { DateOptions, WallTime } from '../../dates/wall-time';
import { daysBetween } from '../../dates/wall-time';

/** A date-like value: `YYYYMMDDHHmmss`, `YYYYMMDD`, `YYYY-MM-DD[THH:mm[:ss]]` or a `Date`. */
export type DateLike = string | Date | null | undefined;

/** Date fields of a transaction search. */
export interface TransactionSearchInput {
  fromDate: DateLike;
  toDate: DateLike;
}

/** Options: messages, and the zone that reads `Date` values. */
export type DateValidateOptions = ValidateOptions & Pick<DateOptions, 'timeZone'>;

/** Longest transaction search range, in days. */
export const TRANSACTION_SEARCH_MAX_DAYS = LIMITS.transactionSearchMaxDays;

/** Fields of the search dates. */
export const TRANSACTION_SEARCH_FIELDS = ['fromDate', 'toDate'] as const;

/** The two dates of a range, or the issues that make them unusable. */
export function readDateRange(
  input: unknown,
  timeZone?: string,
): { issues: Issue[]; from: WallTime | null; to: WallTime | null } {
  const values = asRecord(input);
  const from = toWallTime(values.fromDate, timeZone);
  const to = toWallTime(values.toDate, timeZone);
  const issues: Issue[] = [];
  if (!from) issues.push({ field: 'fromDate', code: 'transactionSearch.fromInvalid', text: M.fromInvalid });
  if (!to) issues.push({ field: 'toDate', code: 'transactionSearch.toInvalid', text: M.toInvalid });
  if (from && to && formatTimestamp(from) > formatTimestamp(to))
    issues.push({ field: 'fromDate', code: 'transactionSearch.fromAfterTo', text: M.fromAfterTo });
  return { issues, from, to };
}

/** Issues of transaction search dates (any input; never throws). */
export function transactionSearchIssues(input: unknown, timeZone?: string): Issue[] {
  const { issues, from, to } = readDateRange(input, timeZone);
  if (issues.length === 0 && from && to && daysBetween(from, to) > TRANSACTION_SEARCH_MAX_DAYS)
    issues.push({ field: 'toDate', code: 'transactionSearch.rangeTooLong', text: M.rangeTooLong });
  return issues;
}

/** Validates the dates of a transaction search. */
export function validateTransactionSearch(input: unknown, options?: DateValidateOptions): ValidationResult {
  return toResult(transactionSearchIssues(input, options?.timeZone), options);
}
