import { legoQueries } from '@lego-portal/api-client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { toQueryString } from '../../../provider/navigation';
import { usePortal, usePortalSession } from '../../../provider/portal-provider';
import { useSessionMemory } from '../../../provider/session-scope';
import { rememberCustomerListSearch } from '../customer-list-memory';
import type { CustomerListSearch } from './customer-list-search';
import { DEFAULT_CUSTOMER_LIST_SEARCH, parseCustomerListSearch, toCustomerListRequest, toCustomerListSearchValues } from './customer-list-search';

/**
 * The customer list's state and data: filters, sort and page live in the URL (the host's search
 * state), so they survive going back from a detail, a reload and a shared link; the rows come
 * from the customer list query of the signed-in user's merchant. The previous page stays on
 * screen while the next one loads.
 */
export function useCustomerList() {
  const { client, navigation } = usePortal();
  const { user } = usePortalSession();
  const memory = useSessionMemory();
  const queryClient = useQueryClient();
  const [values, setValues] = navigation.useSearchState();
  const search = useMemo(() => parseCustomerListSearch(values), [values]);
  const merchantId = user?.merchantProfile.merchantId ?? '';
  const query = useQuery({
    ...legoQueries.customerList(client, toCustomerListRequest(search, merchantId)),
    enabled: merchantId !== '',
    placeholderData: keepPreviousData,
  });

  // 'Back to Customer List' on a detail returns to exactly this list.
  const queryString = toQueryString(toCustomerListSearchValues(search));
  useEffect(() => rememberCustomerListSearch(memory, queryString), [memory, queryString]);

  const { refetch } = query;
  /**
   * Applies a change (one history entry, so Back undoes it). The same state again (Search without
   * changes) asks the server again, unless that answer is still coming: a second Search while one
   * runs sends nothing.
   */
  const apply = useCallback(
    (next: CustomerListSearch) => {
      const nextValues = toCustomerListSearchValues(next);
      if (toQueryString(nextValues) !== queryString) {
        // Ask at the click, not after the re-render the new URL causes: the list query of that
        // render finds this request running and waits for it (and so does a second click).
        if (merchantId) void queryClient.prefetchQuery(legoQueries.customerList(client, toCustomerListRequest(next, merchantId)));
        setValues(nextValues);
      }
      // Not cancelling keeps the running request and sends no other.
      else void refetch({ cancelRefetch: false });
    },
    [queryString, refetch, setValues, queryClient, client, merchantId],
  );
  const update = useCallback((patch: Partial<CustomerListSearch>) => apply({ ...search, ...patch }), [apply, search]);
  const reset = useCallback(() => apply(DEFAULT_CUSTOMER_LIST_SEARCH), [apply]);

  // A page past the end (an old link, or customers removed meanwhile) moves to the last page.
  const total = query.data?.customerProfilePaging.totalSize ?? 0;
  const shown = query.data?.customerProfilePaging.customerProfileWebViewList.length ?? 0;
  const stale = query.isPlaceholderData || !query.isSuccess;
  useEffect(() => {
    if (stale || shown > 0 || total === 0 || search.page === 1) return;
    setValues(toCustomerListSearchValues({ ...search, page: Math.ceil(total / search.size) }), { replace: true });
  }, [stale, shown, total, search, setValues]);

  return { search, query, update, reset };
}

/** What {@link useCustomerList} gives the screen. */
export type CustomerList = ReturnType<typeof useCustomerList>;
