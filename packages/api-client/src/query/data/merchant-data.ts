import type { DefaultError, UseQueryResult } from '@tanstack/react-query';
import type { Schemas } from '../../schemas';
import { legoQueries } from '../queries';
import { useLegoQuery, type LegoQueryOptions } from '../lego-query';

/**
 * A merchant's profile (the Merchant Profile screen: integration, contact, sub-accounts, fees).
 * Asks nothing while `merchantId` is empty.
 */
export function useMerchantProfile(
  merchantId: string,
  options?: LegoQueryOptions<Schemas['MerchantProfileLoadResponse']>,
): UseQueryResult<Schemas['MerchantProfileLoadResponse'], DefaultError> {
  return useLegoQuery((client) => legoQueries.merchantProfile(client, { merchantId }), merchantId !== '', options);
}

/**
 * One page of the bank staff's merchant search (the merchant picker): `request` holds the merchant
 * ID (exact) or name (contains) and the page. Pass `enabled: false` (or `null`) to ask nothing,
 * e.g. before the person typed anything; a merchant user gets `LegoApiError` 403.
 */
export function useMerchantSearch(
  request: Schemas['MerchantSearchRequest'] | null,
  options?: LegoQueryOptions<Schemas['MerchantSearchResponse']>,
): UseQueryResult<Schemas['MerchantSearchResponse'], DefaultError> {
  const asked = request ?? { page: 1, size: 25 };
  return useLegoQuery((client) => legoQueries.merchantSearch(client, asked), request !== null, options);
}
