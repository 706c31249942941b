import { CURRENCIES, DEFAULT_PAGE, DEFAULT_PAGE_SIZE, LIMITS } from '@lego-portal/rules';
import type { SearchValues } from '../../../provider/navigation';
import type { RegistrationCriteria, RegistrationListState, RegistrationStatusFilter } from '../registration-shared';
import {
  DEFAULT_REGISTRATION_SORT,
  defaultRegistrationDates,
  isRegistrationStatus,
  parseRegistrationListState,
  registrationListCriteria,
  registrationListValues,
} from '../registration-shared';

/** Account currency filter: `''` is All. */
export type CurrencyFilter = '' | (typeof CURRENCIES)[number];

/** The registration report's filters (spec section 2), in the contract's words where they differ. */
export interface RegistrationReportFilters {
  merchantId: string;
  merchantName: string;
  /** The spec's merchantCustNo: the contract's `customerReference`. */
  merchantCustNo: string;
  /** The spec's payerAccount: the contract's `customerAcctNo`. */
  payerAccount: string;
  customerAcctCurrency: CurrencyFilter;
  /** The contract's `registerChannel`; `''` is All. */
  channel: string;
  status: RegistrationStatusFilter;
}

/** Filters, range, sort and page of the registration report, as kept in the URL. */
export type RegistrationReportSearch = RegistrationListState & RegistrationReportFilters;

/** Columns of the registration row the sandbox sorts by: all of them. */
export const REGISTRATION_SORT_COLUMNS = [
  'createdDateTime',
  'customerReference',
  'customerAcctNo',
  'customerName',
  'registrationChannel',
  'paymentChannel',
] as const;

const NO_FILTERS: RegistrationReportFilters = {
  merchantId: '',
  merchantName: '',
  merchantCustNo: '',
  payerAccount: '',
  customerAcctCurrency: '',
  channel: '',
  status: '',
};

/** Whether any filter (other than the range) narrows the report. */
export const hasRegistrationFilters = (search: RegistrationReportFilters) =>
  (Object.keys(NO_FILTERS) as (keyof RegistrationReportFilters)[]).some((key) => search[key] !== '');

/** The report on first load and after Reset: no filter, the last 30 days, newest first, 25 a page. */
export function defaultRegistrationReportSearch(timeZone?: string): RegistrationReportSearch {
  return { ...NO_FILTERS, ...defaultRegistrationDates(timeZone), sort: { ...DEFAULT_REGISTRATION_SORT }, page: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE };
}

const text = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);

/** Reads the report's state from the query string; unexpected values fall back to their defaults. */
export function parseRegistrationReportSearch(values: SearchValues, timeZone?: string): RegistrationReportSearch {
  return {
    ...parseRegistrationListState(values, REGISTRATION_SORT_COLUMNS, timeZone),
    merchantId: text(values.merchantId, LIMITS.merchantIdDigits),
    merchantName: text(values.merchantName, LIMITS.merchantNameMax),
    merchantCustNo: text(values.custNo, LIMITS.merchantCustomerIdMax),
    payerAccount: text(values.account, LIMITS.accountNumberMax),
    customerAcctCurrency: (CURRENCIES as readonly string[]).includes(values.currency ?? '') ? (values.currency as CurrencyFilter) : '',
    channel: /^[A-Z0-9_]{1,20}$/.test(values.channel ?? '') ? values.channel! : '',
    status: isRegistrationStatus(values.status) ? values.status : '',
  };
}

/** The query-string values of a state; empty filters and defaults are left out. */
export function toRegistrationReportValues(search: RegistrationReportSearch, timeZone?: string): SearchValues {
  return {
    ...registrationListValues(search, timeZone),
    merchantId: search.merchantId,
    merchantName: search.merchantName,
    custNo: search.merchantCustNo,
    account: search.payerAccount,
    currency: search.customerAcctCurrency,
    channel: search.channel,
    status: search.status,
  };
}

/** The registration list request of a state: every registration (customerRegFlag ALL). */
export function toRegistrationReportCriteria(search: RegistrationReportSearch): RegistrationCriteria {
  return {
    customerRegFlag: 'ALL',
    merchantId: search.merchantId,
    merchantName: search.merchantName,
    customerReference: search.merchantCustNo,
    customerAcctNo: search.payerAccount,
    customerAcctCurrency: search.customerAcctCurrency,
    registerChannel: search.channel,
    statusCode: search.status,
    ...registrationListCriteria(search),
  };
}
