/**
 * Transaction search dates (spec section 5): both valid, from not after to, at most 360 days.
 * Dates are stored timestamps, ISO dates or `Date`s (read in the business zone); the range is
 * counted in calendar days, so today 00:00 to today 23:59 is 0 days.
 */
import { LIMITS } from '../../constants';
import { TRANSACTION_SEARCH_MESSAGES as M } from '../../messages/report-messages';
import type { Issue, ValidateOptions, ValidationResult } from '../../core/validation';
import { toResult } from '../../core/validation';
import type { DateOptions } from '../../dates/wall-time';
import type { DateRangeLimit } from '../date-range/date-range';
import { dateRangeIssues } from '../date-range/date-range';

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

/** The transaction search's range checks (the CSV export reads its dates with the same texts). */
export const TRANSACTION_DATE_RANGE: DateRangeLimit = {
  fromInvalid: { code: 'transactionSearch.fromInvalid', text: M.fromInvalid },
  toInvalid: { code: 'transactionSearch.toInvalid', text: M.toInvalid },
  fromAfterTo: { code: 'transactionSearch.fromAfterTo', text: M.fromAfterTo },
  rangeTooLong: { code: 'transactionSearch.rangeTooLong', text: M.rangeTooLong },
  maxDays: TRANSACTION_SEARCH_MAX_DAYS,
};

/** Issues of transaction search dates (any input; never throws). */
export function transactionSearchIssues(input: unknown, timeZone?: string): Issue[] {
  return dateRangeIssues(input, TRANSACTION_DATE_RANGE, timeZone);
}

/** Validates the dates of a transaction search. */
export function validateTransactionSearch(input: unknown, options?: DateValidateOptions): ValidationResult {
  return toResult(transactionSearchIssues(input, options?.timeZone), options);
}
