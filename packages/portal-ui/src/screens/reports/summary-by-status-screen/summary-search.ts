import type { Schemas } from '@lego-portal/api-client';
import type { Permissions, TransactionMode, TransactionStatusCode } from '@lego-portal/rules';
import { lastDaysRange, TRANSACTION_STATUSES } from '@lego-portal/rules';
import type { SearchValues } from '../../../provider/navigation';

/** What the bars measure: the number of payments or their amounts. */
export type SummaryMeasure = 'count' | 'amount';

/** The filters of the summary: the transaction report's, less what a summary cannot narrow by. */
export interface SummaryFilters {
  mode: TransactionMode;
  merchantId: string;
  merchantName: string;
  /** `YYYYMMDDHHmmss` in the business zone. */
  fromDate: string;
  toDate: string;
  /** Ticked status codes; none is all. */
  statusCodes: TransactionStatusCode[];
}

/** Filters and the measure shown, as kept in the URL. */
export interface SummarySearch extends SummaryFilters {
  measure: SummaryMeasure;
}

/** The summary's default span (spec section 9's report default): the last 30 days. */
export const SUMMARY_DEFAULT_DAYS = 30;
/** Longest text a filter keeps from a URL (the contract's merchant name is at most 128). */
const MAX_TEXT = 128;

const isStatus = (value: string): value is TransactionStatusCode => TRANSACTION_STATUSES.some((entry) => entry.code === value);
const isTimestamp = (value: string | undefined): value is string => /^\d{14}$/.test(value ?? '');

/**
 * The mode a summary opens in: online, unless the person may open only the scheduled transaction
 * report (then the summary's drill-down leads somewhere they may go).
 */
export function defaultSummaryMode(permissions: Pick<Permissions, 'onlineTransactionReport' | 'scheduledTransactionReport'>): TransactionMode {
  return !permissions.onlineTransactionReport && permissions.scheduledTransactionReport ? 'scheduled' : 'online';
}

/**
 * The summary on first load: every merchant and status, the last 30 days (30 days ago 00:00:00
 * to today 23:59:59 in the business zone), counted. Computed on each call, so a page left open
 * past midnight starts the next search from the new day.
 */
export function defaultSummarySearch(mode: TransactionMode, timeZone?: string): SummarySearch {
  return { mode, merchantId: '', merchantName: '', ...lastDaysRange(SUMMARY_DEFAULT_DAYS, { timeZone }), statusCodes: [], measure: 'count' };
}

/**
 * Reads the summary's state from the query string. Anything unexpected (an old or hand-edited
 * link) falls back to its default; dates that are well formed but break the rules are kept, so
 * the screen can say what is wrong with them at the fields.
 */
export function parseSummarySearch(values: SearchValues, defaultMode: TransactionMode, timeZone?: string): SummarySearch {
  const defaults = defaultSummarySearch(defaultMode, timeZone);
  const text = (key: 'merchantId' | 'merchantName') => (values[key] ?? '').trim().slice(0, MAX_TEXT);
  return {
    mode: values.mode === 'online' || values.mode === 'scheduled' ? values.mode : defaults.mode,
    merchantId: text('merchantId'),
    merchantName: text('merchantName'),
    fromDate: isTimestamp(values.from) ? values.from : defaults.fromDate,
    toDate: isTimestamp(values.to) ? values.to : defaults.toDate,
    statusCodes: [...new Set((values.status ?? '').split(',').filter(isStatus))].sort(),
    measure: values.measure === 'amount' ? 'amount' : 'count',
  };
}

/** The query-string values of a summary state; defaults are left out so a plain summary has a plain URL. */
export function toSummaryValues(search: SummarySearch, defaultMode: TransactionMode, timeZone?: string): SearchValues {
  const defaults = defaultSummarySearch(defaultMode, timeZone);
  const defaultRange = search.fromDate === defaults.fromDate && search.toDate === defaults.toDate;
  return {
    mode: search.mode === defaultMode ? '' : search.mode,
    merchantId: search.merchantId,
    merchantName: search.merchantName,
    from: defaultRange ? '' : search.fromDate,
    to: defaultRange ? '' : search.toDate,
    status: [...search.statusCodes].sort().join(','),
    measure: search.measure === 'count' ? '' : search.measure,
  };
}

/** The summary request (`POST /api/lego-report/ext/transaction/summary`) of a state; the measure is the screen's alone. */
export function toSummaryCriteria(search: SummaryFilters): Schemas['TransactionSummaryCriteria'] {
  return {
    mode: search.mode,
    merchantId: search.merchantId,
    merchantName: search.merchantName,
    fromDate: search.fromDate,
    toDate: search.toDate,
    statusCodes: search.statusCodes,
  };
}
