/**
 * Registration search dates (registration and online registration monitoring reports), checked
 * like the transaction search (spec section 5) by the same range reader: both dates real, from
 * not after to, at most 360 days. The texts are the registration report's.
 */
import { LIMITS } from '../../constants';
import { REGISTRATION_REPORT_TEXTS as T } from '../../messages/registration-report-texts';
import type { Issue, ValidationResult } from '../../core/validation';
import { toResult } from '../../core/validation';
import type { DateRangeLimit } from '../date-range/date-range';
import { dateRangeIssues } from '../date-range/date-range';
import type { DateValidateOptions, TransactionSearchInput } from '../transaction-search/transaction-search';

/** Date fields of a registration search (the same shape as the transaction search's). */
export type RegistrationSearchInput = TransactionSearchInput;

/** Longest registration search range, in days. */
export const REGISTRATION_SEARCH_MAX_DAYS = LIMITS.registrationSearchMaxDays;

const REGISTRATION_DATE_RANGE: DateRangeLimit = {
  fromInvalid: { code: 'registrationReport.fromInvalid', text: T.fromInvalid },
  toInvalid: { code: 'registrationReport.toInvalid', text: T.toInvalid },
  fromAfterTo: { code: 'registrationReport.fromAfterTo', text: T.fromAfterTo },
  rangeTooLong: { code: 'registrationReport.rangeTooLong', text: T.rangeTooLong },
  maxDays: REGISTRATION_SEARCH_MAX_DAYS,
};

/** Issues of registration search dates (any input; never throws), first problem first. */
export function registrationSearchIssues(input: unknown, timeZone?: string): Issue[] {
  return dateRangeIssues(input, REGISTRATION_DATE_RANGE, timeZone);
}

/** Validates the dates of a registration (or monitoring) search; codes are `registrationReport.*` keys. */
export function validateRegistrationSearch(input: unknown, options?: DateValidateOptions): ValidationResult {
  return toResult(registrationSearchIssues(input, options?.timeZone), options);
}
