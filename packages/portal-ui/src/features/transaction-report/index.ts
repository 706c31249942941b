export { TransactionReport } from './transaction-report';
export type { TransactionReportProps } from './transaction-report';
export { transactionReportPaths } from './transaction-report-paths';
export type { TransactionReportPaths } from './transaction-report-paths';
