import type { Permissions, TransactionStatusCode } from '@lego-portal/rules';
import { canAccessRoute } from '@lego-portal/rules';
import { toQueryString } from '../../../provider/navigation';
import type { PortalPaths } from '../../../provider/paths';
import { defaultTransactionReportSearch, toTransactionReportValues } from '../transaction-search';
import type { SummaryFilters } from './summary-search';

/** Where the summary's figures lead: the transaction report narrowed to what a figure counts. */
export interface SummaryLinks {
  /** The payments of one status over the whole period (a legend entry, a column). */
  status(code: TransactionStatusCode): string;
  /** The payments of one day (`YYYYMMDD`) with the summary's statuses. */
  day(day: string): string;
  /** The payments of one day with one status (a segment of a bar). */
  segment(day: string, code: TransactionStatusCode): string;
}

/**
 * The drill-down of a summary into the transaction report in the summary's mode, or null when
 * the session may not open that report (the figures are then shown without links). A day runs
 * 00:00:00 to 23:59:59, cut to the summary's own range, so the report lists exactly the
 * payments the figure counts; the merchant filters go along. The query string is the report's
 * own (its search state and serialisation), so the two screens stay in step.
 */
export function summaryLinks(filters: SummaryFilters, paths: Pick<PortalPaths, 'transactions'>, permissions: Permissions, timeZone?: string): SummaryLinks | null {
  if (!canAccessRoute(permissions, 'reports.transactions', { mode: filters.mode })) return null;
  // Once for the thousands of links of a long period: today's default is read from the clock.
  const defaults = defaultTransactionReportSearch(timeZone);
  const base = { ...defaults, merchantId: filters.merchantId, merchantName: filters.merchantName };
  // The dates always go in, even today's (the report's default, which its own URLs leave out): a
  // link to a day keeps meaning that day when it is opened tomorrow.
  const report = (fromDate: string, toDate: string, statusCodes: readonly TransactionStatusCode[]) =>
    paths.transactions(filters.mode) +
    toQueryString({ ...toTransactionReportValues({ ...base, fromDate, toDate, statusCodes: [...statusCodes] }, timeZone, defaults), from: fromDate, to: toDate });
  const dayRange = (day: string) => {
    const start = `${day}000000`;
    const end = `${day}235959`;
    return [start > filters.fromDate ? start : filters.fromDate, end < filters.toDate ? end : filters.toDate] as const;
  };
  return {
    status: (code) => report(filters.fromDate, filters.toDate, [code]),
    day: (day) => report(...dayRange(day), filters.statusCodes),
    segment: (day, code) => report(...dayRange(day), [code]),
  };
}
