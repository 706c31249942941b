export { TransactionReportScreen } from './transaction-report-screen';
export type { TransactionReportScreenProps } from './transaction-report-screen';
// For the summary by status, whose links open this report and whose filters match its own.
export { defaultTransactionReportSearch, toTransactionReportValues } from './transaction-report-search';
export type { TransactionReportSearch } from './transaction-report-search';
export { TransactionStatusFilter } from './transaction-status-filter';
export type { TransactionStatusFilterProps } from './transaction-status-filter';
export { toInputValue, toStamp } from './transaction-report-filters';
