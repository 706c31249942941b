import type { RegistrationListConfig } from '../registration-shared';
import { useRegistrationList } from '../registration-shared';
import type { MonitoringSearch } from './monitoring-search';
import { defaultMonitoringSearch, parseMonitoringSearch, toMonitoringCriteria, toMonitoringValues } from './monitoring-search';

// One object for the module's life, so the hook's memos keep their identity between renders.
const CONFIG: RegistrationListConfig<MonitoringSearch> = {
  parse: parseMonitoringSearch,
  toValues: toMonitoringValues,
  toCriteria: toMonitoringCriteria,
  defaults: defaultMonitoringSearch,
  views: 'registration-monitoring',
};

/**
 * The monitoring report's state and data: its filters, range, sort and page in the URL and the
 * page of online registrations (customerRegFlag ONLINE) they ask for. A merchant user's requests
 * name its own merchant, as the registration and transaction reports' do (so its export, like
 * theirs, goes without the large-file confirm that is for staff across merchants); staff's name
 * none. `criteriaOf` is the request of a search.
 */
export function useOnlineRegistrationMonitoring() {
  return useRegistrationList(CONFIG);
}
