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
};

/**
 * The monitoring report's state and data: its filters, range, sort and page in the URL and the
 * page of online registrations (customerRegFlag ONLINE) they ask for.
 */
export function useOnlineRegistrationMonitoring() {
  return useRegistrationList(CONFIG);
}
