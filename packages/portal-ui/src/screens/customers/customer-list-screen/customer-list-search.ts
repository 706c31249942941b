import type { Schemas } from '@lego-portal/api-client';
import { ACCOUNT_CURRENCY_FILTER_OPTIONS, DEFAULT_CUSTOMER_SORT_DIRECTION, DEFAULT_PAGE, DEFAULT_PAGE_SIZE, LIMITS, PAGE_SIZES } from '@lego-portal/rules';
import type { SearchValues } from '../../../provider/navigation';
import type { SortDirection } from '../../../primitives/data-table';

/** A column the customer list can be sorted by: the visible columns the server sorts. */
export type CustomerSortColumn = 'fullName' | 'userId' | 'customerPaymentChannel' | 'isActive';

/** Every sortable column of the list (the account numbers and the approval state are not sortable on the server). */
export const CUSTOMER_SORT_COLUMNS: readonly CustomerSortColumn[] = ['fullName', 'userId', 'customerPaymentChannel', 'isActive'];

/** The Account Currency filter: `''` is All. */
export type CurrencyFilter = (typeof ACCOUNT_CURRENCY_FILTER_OPTIONS)[number]['value'];

/** The list's own order when no column is chosen: the latest change first (the contract's default). */
export const DEFAULT_CUSTOMER_LIST_SORT = `updateDatetime,${DEFAULT_CUSTOMER_SORT_DIRECTION}`;

/** The contract's longest User ID filter (`CustomerListRequest.criteria.userId`). */
export const CUSTOMER_USER_ID_MAX = 64;

/** Filters, sort and page of the customer list, as kept in the URL. */
export interface CustomerListSearch {
  /** Digits of an account number (partial match), `''` for any. */
  accountNumber: string;
  userId: string;
  currency: CurrencyFilter;
  /** A column the person chose; `null` is the list's own order, {@link DEFAULT_CUSTOMER_LIST_SORT}. */
  sort: { column: CustomerSortColumn; direction: SortDirection } | null;
  page: number;
  size: number;
}

/** The filters of the list, without sort and page. */
export type CustomerListFilters = Pick<CustomerListSearch, 'accountNumber' | 'userId' | 'currency'>;

/** The list on first load: no filter, latest change first, page 1 of 25 (spec sections 2 and 9). */
export const DEFAULT_CUSTOMER_LIST_SEARCH: CustomerListSearch = {
  accountNumber: '',
  userId: '',
  currency: '',
  sort: null,
  page: DEFAULT_PAGE,
  size: DEFAULT_PAGE_SIZE,
};

/** Pages beyond this are treated as typos in a hand-edited URL. */
const MAX_PAGE = 100_000;
const ACCOUNT_DIGITS = new RegExp(`^\\d{1,${LIMITS.accountNumberMax}}$`);

const isCurrency = (value: unknown): value is CurrencyFilter => ACCOUNT_CURRENCY_FILTER_OPTIONS.some((option) => option.value === value);
const isSortColumn = (value: unknown): value is CustomerSortColumn => CUSTOMER_SORT_COLUMNS.includes(value as CustomerSortColumn);

/**
 * Reads the list state from the query string. Anything unexpected (a hand-edited or old link:
 * `account=12ab`, `size=7`, `currency=USD`, `sort=evil`) falls back to its default instead of
 * failing, because the server would refuse it and the person would see an error for a bad bookmark.
 */
export function parseCustomerListSearch(values: SearchValues): CustomerListSearch {
  const page = /^\d{1,6}$/.test(values.page ?? '') ? Number(values.page) : DEFAULT_PAGE;
  const size = Number(values.size);
  const account = values.account ?? '';
  const column = values.sort;
  return {
    accountNumber: ACCOUNT_DIGITS.test(account) ? account : '',
    userId: (values.userId ?? '').trim().slice(0, CUSTOMER_USER_ID_MAX),
    currency: isCurrency(values.currency) ? values.currency : '',
    sort: isSortColumn(column) ? { column, direction: values.dir === 'desc' ? 'desc' : 'asc' } : null,
    page: page >= 1 && page <= MAX_PAGE ? page : DEFAULT_PAGE,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The query-string values of a list state; defaults are left out so the plain list has a plain URL. */
export function toCustomerListSearchValues(search: CustomerListSearch): SearchValues {
  return {
    account: search.accountNumber,
    userId: search.userId,
    currency: search.currency,
    sort: search.sort?.column ?? '',
    dir: search.sort?.direction ?? '',
    page: search.page === DEFAULT_PAGE ? '' : String(search.page),
    size: search.size === DEFAULT_PAGE_SIZE ? '' : String(search.size),
  };
}

/** Whether a filter narrows the list (an empty answer then offers 'Clear filters'). */
export function hasCustomerFilters(search: CustomerListSearch): boolean {
  return search.accountNumber !== '' || search.userId !== '' || search.currency !== '';
}

/** The customer list request (`POST /api/lego-customerprofile/ext/customerprofile/list`) of a list state, for `merchantId`. */
export function toCustomerListRequest(search: CustomerListSearch, merchantId: string): Schemas['CustomerListRequest'] {
  return {
    criteria: { merchantId, bankAccount: search.accountNumber, userId: search.userId, currencyName: search.currency },
    page: search.page,
    size: search.size,
    sort: search.sort ? `${search.sort.column},${search.sort.direction}` : DEFAULT_CUSTOMER_LIST_SORT,
  };
}
