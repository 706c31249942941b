import type { RegistrationListConfig } from '../registration-shared';
import { useRegistrationList } from '../registration-shared';
import type { RegistrationReportSearch } from './registration-report-search';
import {
  defaultRegistrationReportSearch,
  parseRegistrationReportSearch,
  toRegistrationReportCriteria,
  toRegistrationReportValues,
} from './registration-report-search';

// One object for the module's life, so the hook's memos keep their identity between renders.
const CONFIG: RegistrationListConfig<RegistrationReportSearch> = {
  parse: parseRegistrationReportSearch,
  toValues: toRegistrationReportValues,
  toCriteria: toRegistrationReportCriteria,
  defaults: defaultRegistrationReportSearch,
  views: 'registrations',
};

/**
 * The registration report's state and data: its filters, range, sort and page in the URL and the
 * page of registrations (customerRegFlag ALL) they ask for. A merchant user's requests name its
 * own merchant whatever the URL's merchant filters say (`ownMerchant`, which the filters show
 * fixed); staff's take the filters as they are. `criteriaOf` is the request of a search.
 */
export function useRegistrationReport() {
  return useRegistrationList(CONFIG);
}
