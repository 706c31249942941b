import { legoQueries } from '@lego-portal/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { toQueryString } from '../../../provider/navigation';
import { usePortal, usePortalSession } from '../../../provider/portal-provider';
import { useSessionMemory } from '../../../provider/session-scope';
import { rememberUserListSearch } from '../user-list-memory';
import type { UserListSearch } from './user-list-search';
import { DEFAULT_USER_LIST_SEARCH, parseUserListSearch, toUserListRequest, toUserListSearchValues } from './user-list-search';

const NO_MERCHANT = { merchantId: '', merchantName: '' };

/**
 * The user list's state and data: filters, sort and page live in the URL (the host's search
 * state), so they survive going back from a detail, a reload and a shared link; the rows come
 * from the user list query of the signed-in user's merchant. The previous page stays on screen
 * while the next one loads.
 */
export function useUserList() {
  const { client, navigation } = usePortal();
  const { user } = usePortalSession();
  const memory = useSessionMemory();
  const [values, setValues] = navigation.useSearchState();
  const search = useMemo(() => parseUserListSearch(values), [values]);
  const merchant = user?.merchantProfile;
  const request = toUserListRequest(search, merchant ?? NO_MERCHANT);
  const query = useQuery({
    ...legoQueries.userList(client, request),
    enabled: Boolean(merchant),
    placeholderData: keepPreviousData,
  });

  // 'Back to User List' on a detail returns to exactly this list.
  const queryString = toQueryString(toUserListSearchValues(search));
  useEffect(() => rememberUserListSearch(memory, queryString), [memory, queryString]);

  const { refetch } = query;
  /**
   * Applies a change to the list state (one history entry, so Back undoes it). The same state
   * again (Search without changes) asks the server again instead of adding a history entry.
   */
  const apply = useCallback(
    (next: UserListSearch) => {
      const nextValues = toUserListSearchValues(next);
      if (toQueryString(nextValues) === queryString) void refetch();
      else setValues(nextValues);
    },
    [queryString, refetch, setValues],
  );
  const update = useCallback((patch: Partial<UserListSearch>) => apply({ ...search, ...patch }), [apply, search]);
  const reset = useCallback(() => apply(DEFAULT_USER_LIST_SEARCH), [apply]);

  // A page past the end (an old link, or users deleted meanwhile) moves to the last page.
  const total = query.data?.getAllResponse.totalSize ?? 0;
  const shown = query.data?.getAllResponse.userProfileList.length ?? 0;
  const stale = query.isPlaceholderData || !query.isSuccess;
  useEffect(() => {
    if (stale || shown > 0 || total === 0 || search.page === 1) return;
    setValues(toUserListSearchValues({ ...search, page: Math.ceil(total / search.size) }), { replace: true });
  }, [stale, shown, total, search, setValues]);

  return { search, query, update, reset };
}
