import type { DefaultError, UseQueryResult } from '@tanstack/react-query';
import type { Schemas } from '../../schemas';
import { legoQueries } from '../queries';
import { useLegoQuery, type LegoQueryOptions } from './use-lego-query';

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

/** Counts and amounts per day and status for `criteria` (the Summary by Status). */
export function useTransactionSummary(
  criteria: Schemas['TransactionSummaryCriteria'],
  options?: LegoQueryOptions<Schemas['TransactionSummaryResponse']>,
): UseQueryResult<Schemas['TransactionSummaryResponse'], DefaultError> {
  return useLegoQuery((client) => legoQueries.transactionSummary(client, criteria), true, options);
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

/**
 * One page of customer registrations for `criteria` (the registration report with
 * customerRegFlag ALL, the online registration monitoring with ONLINE). Pass `placeholderData:
 * keepPreviousData` to keep the page shown while the next loads.
 */
export function useRegistrationList(
  criteria: Schemas['RegistrationCriteria'],
  options?: LegoQueryOptions<Schemas['RegistrationListResponse']>,
): UseQueryResult<Schemas['RegistrationListResponse'], DefaultError> {
  return useLegoQuery((client) => legoQueries.registrationList(client, criteria), true, options);
}
