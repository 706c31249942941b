import type { DefaultError, UseQueryResult } from '@tanstack/react-query';
import type { Schemas } from '../../schemas';
import { useLegoQuery, type LegoQueryOptions } from '../lego-query';
import { legoQueries } from '../queries';

/**
 * One page of the transaction report for `criteria` (mode, date range, filters, sort, page).
 * Pass `enabled: false` while the dates break the search rules, and `placeholderData:
 * keepPreviousData` to keep the page shown while the next loads.
 */
export function useTransactionList(
  criteria: Schemas['TransactionCriteria'],
  options?: LegoQueryOptions<Schemas['TransactionListResponse']>,
): UseQueryResult<Schemas['TransactionListResponse'], DefaultError> {
  return useLegoQuery((client) => legoQueries.transactionList(client, criteria), true, options);
}

/**
 * One transaction of a merchant by its number (the Transaction Detail). Asks nothing while
 * `merchantId` or `txnNumber` is empty; another merchant's or an unknown one fails with
 * `LegoApiError` 404.
 */
export function useTransactionDetail(
  merchantId: string,
  txnNumber: string,
  options?: LegoQueryOptions<Schemas['TransactionDetailResponse']>,
): UseQueryResult<Schemas['TransactionDetailResponse'], DefaultError> {
  return useLegoQuery((client) => legoQueries.transactionDetail(client, { merchantId, txnNumber }), merchantId !== '' && txnNumber !== '', options);
}
