/** Transaction status codes (spec section 4); transitions between them are not specified. */
import type { StatusEntry } from './tone';

/** A transaction status code. */
export type TransactionStatusCode = '0000' | '1000' | '1001' | '1002' | '1003' | '1004' | '1005' | '9999';

/** Every transaction status, in code order (also the options of the status filter). */
export const TRANSACTION_STATUSES: readonly StatusEntry<TransactionStatusCode>[] = [
  { code: '0000', label: 'Created', tone: 'info' },
  { code: '1000', label: 'Payment Success', tone: 'success' },
  { code: '1001', label: 'Validation Failed', tone: 'danger' },
  { code: '1002', label: 'Payment Failed', tone: 'danger' },
  { code: '1003', label: 'Processing', tone: 'info' },
  { code: '1004', label: 'Pending Approval', tone: 'warning' },
  { code: '1005', label: 'Cancelled', tone: 'neutral' },
  { code: '9999', label: 'Error', tone: 'danger' },
];
