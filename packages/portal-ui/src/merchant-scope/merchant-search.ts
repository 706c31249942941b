/**
 * The one seam between the merchant picker and the merchant search call (`searchMerchants`,
 * `POST /api/lego-merchantprofile/ext/merchantprofile/search`, x-inferred, issue 29).
 *
 * TODO(issue 29): the call is being added to the contract and @lego-portal/api-client on another
 * branch. Once it lands, `useMerchantSearchResults` asks it through the api-client's query
 * (`useMerchantSearch`) and {@link MerchantSearchSourceContext} goes away; until then the picker
 * is built and tested against the small interface below, and without a source it shows the
 * search as failed rather than pretending to find nothing.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/** What the picker searches by: the contract's `searchMerchants` body (paging named as the user list's). */
export interface MerchantSearchCriteria {
  /** Exactly the merchant's 10-digit ID; empty or absent: any. */
  merchantId?: string;
  /** Part of the merchant's name, any case; empty or absent: any. */
  merchantName?: string;
  page: number;
  sizePerPage: number;
}

/** One merchant found. */
export interface MerchantFound {
  merchantId: string;
  merchantCode?: string;
  merchantName: string;
  isActive?: boolean;
}

/** One page of merchants found, and how many match in all. */
export interface MerchantSearchPage {
  merchants: readonly MerchantFound[];
  totalRecords: number;
}

/** Asks the server for one page of merchants matching `criteria`. */
export type MerchantSearchSource = (criteria: MerchantSearchCriteria, context: { signal: AbortSignal }) => Promise<MerchantSearchPage>;

/** No search call yet (see the TODO above): every search fails, and the picker says so. */
const NO_SOURCE: MerchantSearchSource = () => Promise.reject(new Error('searchMerchants is not wired yet (issue 29)'));

/**
 * Where the picker's searches go. Internal: not exported from the package; tests and stories
 * give it a fake until the real call is wired.
 */
export const MerchantSearchSourceContext = createContext<MerchantSearchSource>(NO_SOURCE);

/** The merchants matching `criteria`; asks nothing while `criteria` is null (nothing searched yet). */
export function useMerchantSearchResults(criteria: MerchantSearchCriteria | null) {
  const source = useContext(MerchantSearchSourceContext);
  return useQuery({
    queryKey: ['merchantScope', 'search', criteria],
    queryFn: ({ signal }) => source(criteria as MerchantSearchCriteria, { signal }),
    enabled: criteria !== null,
    // The last page found stays shown while another search runs.
    placeholderData: keepPreviousData,
  });
}
