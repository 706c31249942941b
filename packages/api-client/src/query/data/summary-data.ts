import type { DefaultError, UseQueryResult } from '@tanstack/react-query';
import type { Schemas } from '../../schemas';
import { useLegoQuery, type LegoQueryOptions } from '../lego-query';
import { legoQueries } from '../queries';

/** Counts and amounts per day and status for `criteria` (the Summary by Status). */
export function useTransactionSummary(
  criteria: Schemas['TransactionSummaryCriteria'],
  options?: LegoQueryOptions<Schemas['TransactionSummaryResponse']>,
): UseQueryResult<Schemas['TransactionSummaryResponse'], DefaultError> {
  return useLegoQuery((client) => legoQueries.transactionSummary(client, criteria), true, options);
}
