export { TransactionStatusBadge } from './transaction-status-badge';
export type { TransactionStatusBadgeProps } from './transaction-status-badge';
