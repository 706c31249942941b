/**
 * CSV export of transactions (spec section 5): the search dates must be usable and span at most
 * 30 days; without a merchant filter the screen asks before exporting a large file.
 */
import { LIMITS } from '../../constants';
import { CSV_EXPORT_MESSAGES as M } from '../../messages/report-messages';
import type { Issue, ValidationResult } from '../../core/validation';
import { toResult } from '../../core/validation';
import { asRecord, isBlank } from '../../core/values';
import { daysBetween } from '../../dates/wall-time';
import type { DateLike, DateValidateOptions } from '../transaction-search/transaction-search';
import { readDateRange } from '../date-range/date-range';
import { TRANSACTION_DATE_RANGE } from '../transaction-search/transaction-search';

/** Criteria of a CSV export. */
export interface CsvExportInput {
  fromDate: DateLike;
  toDate: DateLike;
  merchantId?: string;
  merchantName?: string;
}

/** Longest CSV export range, in days. */
export const CSV_EXPORT_MAX_DAYS = LIMITS.csvExportMaxDays;

/** Fields of the export criteria. */
export const CSV_EXPORT_FIELDS = ['fromDate', 'toDate', 'merchantId', 'merchantName'] as const;

/** Issues of export criteria (any input; never throws). */
export function csvExportIssues(input: unknown, timeZone?: string): Issue[] {
  const { issues, from, to } = readDateRange(input, TRANSACTION_DATE_RANGE, timeZone);
  if (issues.length === 0 && from && to && daysBetween(from, to) > CSV_EXPORT_MAX_DAYS)
    issues.push({ field: 'toDate', code: 'csvExport.rangeTooLong', text: M.rangeTooLong });
  return issues;
}

/** Validates CSV export criteria. */
export function validateCsvExport(input: unknown, options?: DateValidateOptions): ValidationResult {
  return toResult(csvExportIssues(input, options?.timeZone), options);
}

/**
 * True when the export has no merchant filter (neither merchant ID nor name), so the screen
 * must confirm with 'Export a large file' / '...might take long time. Are you sure to continue?'.
 */
export function needsLargeExportConfirm(input: unknown): boolean {
  const values = asRecord(input);
  return isBlank(values.merchantId) && isBlank(values.merchantName);
}
