import type { DefaultError, UseQueryResult } from '@tanstack/react-query';
import type { Schemas } from '../../schemas';
import { legoQueries } from '../queries';
import { useLegoQuery, type LegoQueryOptions } from '../lego-query';

/**
 * One page of a merchant's users (the User List): `request` holds the merchant, the filters,
 * the sort and the page. Pass `placeholderData: keepPreviousData` to keep the page shown while
 * the next loads.
 */
export function useUserList(
  request: Schemas['UserListRequest'],
  options?: LegoQueryOptions<Schemas['UserListResponse']>,
): UseQueryResult<Schemas['UserListResponse'], DefaultError> {
  return useLegoQuery((client) => legoQueries.userList(client, request), true, options);
}

/**
 * A merchant user's record (the User Detail). Asks nothing while `merchantId` or `userId` is
 * empty; another merchant's or an unknown user fails with `LegoApiError` 404.
 */
export function useUserDetail(
  merchantId: string,
  userId: string,
  options?: LegoQueryOptions<Schemas['UserDetailResponse']>,
): UseQueryResult<Schemas['UserDetailResponse'], DefaultError> {
  return useLegoQuery((client) => legoQueries.userDetail(client, merchantId, userId), merchantId !== '' && userId !== '', options);
}
