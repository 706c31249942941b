/** Transaction status codes (spec section 4); transitions between them are not specified. */
import { TRANSACTION_STATUS_TEXTS as LABEL } from '../messages/status-texts';
import type { StatusEntry } from './tone';

/** A transaction status code. */
export type TransactionStatusCode = '0000' | '1000' | '1001' | '1002' | '1003' | '1004' | '1005' | '9999';

/**
 * Every transaction status, in code order (also the options of the status filter). `label` is
 * the English of `transactionStatus.<code>`; screens show that key in their language.
 */
export const TRANSACTION_STATUSES: readonly StatusEntry<TransactionStatusCode>[] = [
  { code: '0000', label: LABEL['0000'], tone: 'info' },
  { code: '1000', label: LABEL['1000'], tone: 'success' },
  { code: '1001', label: LABEL['1001'], tone: 'danger' },
  { code: '1002', label: LABEL['1002'], tone: 'danger' },
  { code: '1003', label: LABEL['1003'], tone: 'info' },
  { code: '1004', label: LABEL['1004'], tone: 'warning' },
  { code: '1005', label: LABEL['1005'], tone: 'neutral' },
  { code: '9999', label: LABEL['9999'], tone: 'danger' },
];
