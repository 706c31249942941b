import type { Schemas } from '../../schemas';
import { rootKey } from './root';

/** The reports area's query keys (`legoKeys.reports`), broad to narrow. */
export const reportKeys = {
  all: () => [...rootKey(), 'reports'] as const,
  transactions: (criteria: Schemas['TransactionCriteria']) => [...reportKeys.all(), 'transactions', criteria] as const,
  /** The summary of payments by status (summarizeTransactionsByStatus). */
  transactionSummary: (criteria: Schemas['TransactionSummaryCriteria']) => [...reportKeys.all(), 'transaction-summary', criteria] as const,
  transaction: (request: Schemas['TransactionDetailRequest']) => [...reportKeys.all(), 'transaction', request] as const,
  registrations: (criteria: Schemas['RegistrationCriteria']) => [...reportKeys.all(), 'registrations', criteria] as const,
} as const;
