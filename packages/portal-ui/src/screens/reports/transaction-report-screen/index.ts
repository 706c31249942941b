export { TransactionReportScreen } from './transaction-report-screen';
export type { TransactionReportScreenProps } from './transaction-report-screen';
