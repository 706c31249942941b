export { SummaryByStatusScreen } from './summary-by-status-screen';
export type { SummaryByStatusScreenProps } from './summary-by-status-screen';
