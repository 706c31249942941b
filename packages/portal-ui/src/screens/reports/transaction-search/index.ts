// What the transaction report and the summary by status share: the search kept in the URL, the
// status filter and the date-time converters (a screen folder imports no other screen folder).
export { defaultTransactionReportSearch, TEXT_FILTERS, toTransactionReportValues } from './transaction-report-search';
export type { TransactionFilters, TransactionReportSearch, TransactionTextFilters } from './transaction-report-search';
export { TransactionStatusFilter } from './transaction-status-filter';
export type { TransactionStatusFilterProps } from './transaction-status-filter';
export { toInputValue, toStamp } from './date-time-input';
export { toFilterValue } from './transaction-report-search';
export { TransactionDateFilters, TransactionTextFilter } from './transaction-search-fields';
export type { TransactionDateFiltersProps, TransactionTextFilterProps } from './transaction-search-fields';
export { useTransactionFilterDraft, type TransactionFilterDraft } from './use-transaction-filter-draft';
