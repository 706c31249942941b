/**
 * A stand-in for the merchant search call (`searchMerchants`) at its one seam,
 * `MerchantSearchSourceContext`, for tests and stories until the call lands in api-client
 * (TODO(issue 29): then tests ask the sandbox and stories MSW, and this goes). It answers as the
 * contract says: merchant ID exact, name contained in any case, paged.
 */
import type { ReactNode } from 'react';
import type { MerchantFound, MerchantSearchCriteria, MerchantSearchSource } from '../merchant-search';
import { MerchantSearchSourceContext } from '../merchant-search';

/** The sandbox's merchants (apps/sandbox/src/seed/merchant-data.ts), one made inactive. */
export const SANDBOX_MERCHANTS: readonly MerchantFound[] = [
  { merchantId: '1000000001', merchantCode: 'CPINS', merchantName: 'Chao Phraya Insurance PCL', isActive: true },
  { merchantId: '1000000002', merchantCode: 'SIAMMART', merchantName: 'Siam Online Mart Co., Ltd.', isActive: true },
  { merchantId: '1000000003', merchantCode: 'LANNAUTIL', merchantName: 'Lanna Utilities Co., Ltd.', isActive: false },
];

/** A fake search and the criteria it was asked with, oldest first. */
export interface FakeMerchantSearch {
  source: MerchantSearchSource;
  asked: MerchantSearchCriteria[];
  /** The next searches fail as a dropped connection does, until set back to false. */
  failing: boolean;
}

/** A fake search over `merchants`. */
export function fakeMerchantSearch(merchants: readonly MerchantFound[] = SANDBOX_MERCHANTS): FakeMerchantSearch {
  const fake: FakeMerchantSearch = {
    asked: [],
    failing: false,
    source: async (criteria) => {
      fake.asked.push(criteria);
      if (fake.failing) throw new TypeError('Failed to fetch');
      const name = criteria.merchantName?.toLowerCase() ?? '';
      const found = merchants.filter(
        (merchant) => (!criteria.merchantId || merchant.merchantId === criteria.merchantId) && merchant.merchantName.toLowerCase().includes(name),
      );
      const start = (criteria.page - 1) * criteria.sizePerPage;
      return { merchants: found.slice(start, start + criteria.sizePerPage), totalRecords: found.length };
    },
  };
  return fake;
}

/** Puts `fake` at the merchant search's seam for what is inside. */
export function WithMerchantSearch({ fake, children }: { fake: FakeMerchantSearch; children: ReactNode }) {
  return <MerchantSearchSourceContext.Provider value={fake.source}>{children}</MerchantSearchSourceContext.Provider>;
}
