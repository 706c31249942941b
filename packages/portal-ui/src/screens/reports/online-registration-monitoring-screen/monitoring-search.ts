import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, LIMITS } from '@lego-portal/rules';
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

/**
 * The monitoring report's filters. The spec shows none; these are what a person watching for
 * failed online registrations needs: the status (e.g. 9999 Error) and the customer's reference.
 */
export interface MonitoringFilters {
  status: RegistrationStatusFilter;
  customerReference: string;
}

/** Filters, range, sort and page of the monitoring report, as kept in the URL. */
export type MonitoringSearch = RegistrationListState & MonitoringFilters;

/** Columns of the monitoring row the sandbox sorts by (other and error references are not indexed there). */
export const MONITORING_SORT_COLUMNS = ['id', 'createdDateTime', 'merchantReference', 'customerReference', 'customerAcctNo', 'statusCode'] as const;

/** Whether a filter (other than the range) narrows the report. */
export const hasMonitoringFilters = (search: MonitoringFilters) => search.status !== '' || search.customerReference !== '';

/** The report on first load and after Reset: no filter, the last 30 days, newest first, 25 a page. */
export function defaultMonitoringSearch(timeZone?: string): MonitoringSearch {
  return {
    status: '',
    customerReference: '',
    ...defaultRegistrationDates(timeZone),
    sort: { ...DEFAULT_REGISTRATION_SORT },
    page: DEFAULT_PAGE,
    size: DEFAULT_PAGE_SIZE,
  };
}

/** Reads the report's state from the query string; unexpected values fall back to their defaults. */
export function parseMonitoringSearch(values: SearchValues, timeZone?: string): MonitoringSearch {
  return {
    ...parseRegistrationListState(values, MONITORING_SORT_COLUMNS, timeZone),
    status: isRegistrationStatus(values.status) ? values.status : '',
    customerReference: (values.custRef ?? '').trim().slice(0, LIMITS.merchantCustomerIdMax),
  };
}

/** The query-string values of a state; empty filters and defaults are left out. */
export function toMonitoringValues(search: MonitoringSearch, timeZone?: string): SearchValues {
  return { ...registrationListValues(search, timeZone), status: search.status, custRef: search.customerReference };
}

/** The registration list request of a state: online registrations only (customerRegFlag ONLINE). */
export function toMonitoringCriteria(search: MonitoringSearch): RegistrationCriteria {
  return {
    customerRegFlag: 'ONLINE',
    customerReference: search.customerReference,
    statusCode: search.status,
    ...registrationListCriteria(search),
  };
}
