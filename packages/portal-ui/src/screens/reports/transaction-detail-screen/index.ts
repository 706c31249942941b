export { TransactionDetailScreen } from './transaction-detail-screen';
export type { TransactionDetailScreenProps } from './transaction-detail-screen';
