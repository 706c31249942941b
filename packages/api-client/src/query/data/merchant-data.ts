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
