import { legoQueries, type LegoClient } from '@lego-portal/api-client';
import { useCallback } from 'react';
import { LIST_PLACES, usePagedSearch } from '../../../lists';
import { useMerchantInScope } from '../../../merchant-scope';
import type { CustomerListSearch } from './customer-list-search';
import { DEFAULT_CUSTOMER_LIST_SEARCH, parseCustomerListSearch, toCustomerListRequest, toCustomerListSearchValues } from './customer-list-search';

const defaults = () => DEFAULT_CUSTOMER_LIST_SEARCH;
const REMEMBER = { place: LIST_PLACES.customers };

/**
 * The customer list's state and data ({@link usePagedSearch}): the rows come from the customer
 * list query of the signed-in user's merchant, and 'Back to Customer List' on a detail returns to
 * this list.
 */
export function useCustomerList() {
  const merchantId = useMerchantInScope()?.merchantId ?? '';
  const queryOf = useCallback(
    (search: CustomerListSearch, client: LegoClient) => (merchantId ? legoQueries.customerList(client, toCustomerListRequest(search, merchantId)) : null),
    [merchantId],
  );
  return usePagedSearch({
    parse: parseCustomerListSearch,
    toValues: toCustomerListSearchValues,
    defaults,
    queryOf,
    counts: (data) => ({
      total: data.customerProfilePaging.totalSize,
      shown: data.customerProfilePaging.customerProfileWebViewList.length,
    }),
    remember: REMEMBER,
    views: 'customers',
  });
}

/** What {@link useCustomerList} gives the screen. */
export type CustomerList = ReturnType<typeof useCustomerList>;
