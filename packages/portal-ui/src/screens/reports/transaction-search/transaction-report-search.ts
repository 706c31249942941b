import type { Schemas } from '@lego-portal/api-client';
import type { TransactionMode, TransactionStatusCode } from '@lego-portal/rules';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, LIMITS, PAGE_SIZES, TRANSACTION_STATUSES, todayRange } from '@lego-portal/rules';
import type { SearchValues } from '../../../provider/navigation';

/** A column the report can be sorted by (the sandbox's and the server's `sortField`s). */
export type TransactionSortColumn = 'txnNumber' | 'createdDateTime' | 'refNumber' | 'customerRef' | 'fromAcctNumber' | 'amount' | 'statusCode';

/** Every sortable column of the report. */
export const TRANSACTION_SORT_COLUMNS: readonly TransactionSortColumn[] = [
  'txnNumber',
  'createdDateTime',
  'refNumber',
  'customerRef',
  'fromAcctNumber',
  'amount',
  'statusCode',
];

/** The text filters, named as the contract's criteria. */
export interface TransactionTextFilters {
  txnNumber: string;
  merchantId: string;
  merchantName: string;
  refNumber: string;
  fromAcctNo: string;
  customerRef: string;
}

/** The filters of the report: text filters, the range as stored timestamps, the ticked statuses. */
export interface TransactionFilters extends TransactionTextFilters {
  /** `YYYYMMDDHHmmss` in the business zone. */
  fromDate: string;
  toDate: string;
  /** Ticked status codes; none is all. */
  statusCodes: TransactionStatusCode[];
}

/** Filters, sort and page of the report, as kept in the URL. */
export interface TransactionReportSearch extends TransactionFilters {
  sort: { column: TransactionSortColumn; direction: 'asc' | 'desc' };
  page: number;
  size: number;
}

/** The text filters' names, also their query-string keys. */
export const TEXT_FILTERS: readonly (keyof TransactionTextFilters)[] = ['txnNumber', 'merchantId', 'merchantName', 'refNumber', 'fromAcctNo', 'customerRef'];

const DEFAULT_SORT = { column: 'createdDateTime', direction: 'desc' } as const;
/** Pages beyond this are treated as typos in a hand-edited URL. */
const MAX_PAGE = 100_000;
/**
 * What each text filter may hold (the contract's TransactionCriteria): its longest value, and
 * whether it takes digits only. The form keeps to it as the user types and a link's value is cut
 * to it, so a search never asks what the server refuses.
 */
export const TEXT_FILTER_LIMITS: Readonly<Record<keyof TransactionTextFilters, { max: number; digits?: true }>> = {
  txnNumber: { max: LIMITS.transactionReferenceMax },
  merchantId: { max: LIMITS.merchantIdDigits, digits: true },
  merchantName: { max: LIMITS.merchantNameMax },
  refNumber: { max: LIMITS.transactionReferenceMax },
  fromAcctNo: { max: LIMITS.accountNumberMax, digits: true },
  customerRef: { max: LIMITS.transactionReferenceMax },
};

/** A filter's value as it may be searched: trimmed, digits only where the filter takes digits, cut to its length. */
export function toFilterValue(key: keyof TransactionTextFilters, value: string): string {
  const { max, digits } = TEXT_FILTER_LIMITS[key];
  const trimmed = value.trim();
  return (digits ? trimmed.replace(/\D+/g, '') : trimmed).slice(0, max);
}

const isStatus = (value: string): value is TransactionStatusCode => TRANSACTION_STATUSES.some((entry) => entry.code === value);
const isSortColumn = (value: unknown): value is TransactionSortColumn => TRANSACTION_SORT_COLUMNS.includes(value as TransactionSortColumn);
const isTimestamp = (value: string | undefined): value is string => /^\d{14}$/.test(value ?? '');

/**
 * The report on first load: no filter, today 00:00:00 to 23:59:59 in the business zone (spec
 * section 9), newest first, page 1 of 25. Computed on each call: a page left open past
 * midnight starts the next search from the new day.
 */
export function defaultTransactionReportSearch(timeZone?: string): TransactionReportSearch {
  return {
    txnNumber: '',
    merchantId: '',
    merchantName: '',
    refNumber: '',
    fromAcctNo: '',
    customerRef: '',
    ...todayRange({ timeZone }),
    statusCodes: [],
    sort: { ...DEFAULT_SORT },
    page: DEFAULT_PAGE,
    size: DEFAULT_PAGE_SIZE,
  };
}

/**
 * Reads the report state from the query string. Anything unexpected (an old or hand-edited link)
 * falls back to its default instead of failing; dates that are well formed but wrong (from after
 * to, a range too long) are kept, so the screen can say what is wrong with them at the fields.
 */
export function parseTransactionReportSearch(values: SearchValues, timeZone?: string): TransactionReportSearch {
  const defaults = defaultTransactionReportSearch(timeZone);
  const page = /^\d{1,6}$/.test(values.page ?? '') ? Number(values.page) : DEFAULT_PAGE;
  const size = Number(values.size);
  const column = isSortColumn(values.sort) ? values.sort : DEFAULT_SORT.column;
  const direction = values.dir === 'asc' || values.dir === 'desc' ? values.dir : column === DEFAULT_SORT.column ? DEFAULT_SORT.direction : 'asc';
  const text = Object.fromEntries(TEXT_FILTERS.map((key) => [key, toFilterValue(key, values[key] ?? '')])) as unknown as TransactionTextFilters;
  const statusCodes = [...new Set((values.status ?? '').split(',').filter(isStatus))].sort();
  return {
    ...text,
    fromDate: isTimestamp(values.from) ? values.from : defaults.fromDate,
    toDate: isTimestamp(values.to) ? values.to : defaults.toDate,
    statusCodes,
    sort: { column, direction },
    page: page >= 1 && page <= MAX_PAGE ? page : DEFAULT_PAGE,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * The query-string values of a report state; defaults are left out so a plain report has a plain
 * URL. `defaults` is today's default search, made once by a caller writing many links (reading
 * the clock in the business zone costs more than the rest).
 */
export function toTransactionReportValues(
  search: TransactionReportSearch,
  timeZone?: string,
  defaults: TransactionReportSearch = defaultTransactionReportSearch(timeZone),
): SearchValues {
  const defaultSort = search.sort.column === DEFAULT_SORT.column && search.sort.direction === DEFAULT_SORT.direction;
  const defaultRange = search.fromDate === defaults.fromDate && search.toDate === defaults.toDate;
  return {
    ...Object.fromEntries(TEXT_FILTERS.map((key) => [key, search[key]])),
    from: defaultRange ? '' : search.fromDate,
    to: defaultRange ? '' : search.toDate,
    status: [...search.statusCodes].sort().join(','),
    sort: defaultSort ? '' : search.sort.column,
    dir: defaultSort ? '' : search.sort.direction,
    page: search.page === DEFAULT_PAGE ? '' : String(search.page),
    size: search.size === DEFAULT_PAGE_SIZE ? '' : String(search.size),
  };
}

/** True when any filter but the default range narrows the report (then 'Clear filters' is offered). */
export function isFiltered(search: TransactionFilters, timeZone?: string): boolean {
  const defaults = defaultTransactionReportSearch(timeZone);
  return (
    TEXT_FILTERS.some((key) => search[key] !== '') ||
    search.statusCodes.length > 0 ||
    search.fromDate !== defaults.fromDate ||
    search.toDate !== defaults.toDate
  );
}

/** The list request (`POST /api/lego-report/ext/transaction/list`) of a report state in `mode`. */
export function toTransactionCriteria(search: TransactionReportSearch, mode: TransactionMode): Schemas['TransactionCriteria'] {
  return {
    mode,
    txnNumber: search.txnNumber,
    merchantId: search.merchantId,
    merchantName: search.merchantName,
    refNumber: search.refNumber,
    fromAcctNo: search.fromAcctNo,
    customerRef: search.customerRef,
    fromDate: search.fromDate,
    toDate: search.toDate,
    statusCodes: search.statusCodes,
    pageSize: search.size,
    pageNo: search.page,
    sortField: search.sort.column,
    sortDirection: search.sort.direction,
  };
}
