import { legoQueries, type LegoClient } from '@lego-portal/api-client';
import { useCallback } from 'react';
import { LIST_PLACES, usePagedSearch } from '../../../lists';
import { useMerchantInScope } from '../../../merchant-scope';
import type { UserListSearch } from './user-list-search';
import { DEFAULT_USER_LIST_SEARCH, parseUserListSearch, toUserListRequest, toUserListSearchValues } from './user-list-search';

const defaults = () => DEFAULT_USER_LIST_SEARCH;
const REMEMBER = { place: LIST_PLACES.users };

/**
 * The user list's state and data ({@link usePagedSearch}): the rows come from the user list query
 * of the signed-in user's merchant, and 'Back to User List' on a detail returns to this list.
 */
export function useUserList() {
  const merchant = useMerchantInScope();
  const queryOf = useCallback(
    (search: UserListSearch, client: LegoClient) => (merchant ? legoQueries.userList(client, toUserListRequest(search, merchant)) : null),
    [merchant],
  );
  return usePagedSearch({
    parse: parseUserListSearch,
    toValues: toUserListSearchValues,
    defaults,
    queryOf,
    counts: (data) => ({ total: data.getAllResponse.totalSize, shown: data.getAllResponse.userProfileList.length }),
    remember: REMEMBER,
    views: 'users',
  });
}
