export { RegistrationResults } from './registration-results';
export type { RegistrationResultsProps } from './registration-results';
export { ALL, RegistrationStatusBadge, channelName, useRegistrationStatusOptions } from './registration-status';
export type { RegistrationStatusBadgeProps } from './registration-status';
export { RegistrationDateRange, filterStyles } from './registration-filter-parts';
export type { RegistrationDateRangeProps } from './registration-filter-parts';
export {
  DEFAULT_REGISTRATION_SORT,
  dateRangeProblem,
  defaultRegistrationDates,
  isRegistrationStatus,
  parseRegistrationListState,
  registrationListCriteria,
  registrationListValues,
} from './registration-search';
export type { RegistrationCriteria, RegistrationListState, RegistrationStatusFilter } from './registration-search';
export { useRegistrationList } from './use-registration-list';
export type { RegistrationList, RegistrationListConfig } from './use-registration-list';
export { RegistrationCsvExport } from './registration-csv-export';
export type { RegistrationCsvExportProps } from './registration-csv-export';
export { RegistrationReportPage } from './registration-report-page';
export type { RegistrationApplied, RegistrationFilterWiring, RegistrationReportPageProps } from './registration-report-page';
