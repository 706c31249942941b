/**
 * The merchant search call (`searchMerchants`) answered by MSW in stories, as the sandbox answers
 * it: merchant ID exact, name contained in any case, ordered by merchant ID, paged by `page` and
 * `size`. Component tests ask the sandbox itself.
 */
import type { Schemas } from '@lego-portal/api-client';
import { http, HttpResponse } from 'msw';

export const MERCHANT_SEARCH_URL = '/api/lego-merchantprofile/ext/merchantprofile/search';

/** The sandbox's merchants (apps/sandbox/src/seed/merchant-data.ts), one shown inactive. */
export const STORY_MERCHANTS: readonly Schemas['MerchantSearchItem'][] = [
  { merchantId: '1000000001', merchantCode: 'CPINS', merchantName: 'Chao Phraya Insurance PCL', isActive: 'Y' },
  { merchantId: '1000000002', merchantCode: 'SIAMMART', merchantName: 'Siam Online Mart Co., Ltd.', isActive: 'Y' },
  { merchantId: '1000000003', merchantCode: 'LANNAUTIL', merchantName: 'Lanna Utilities Co., Ltd.', isActive: 'N' },
];

/** One page of `merchants` matching `request`, and how many match in all. */
export function answerMerchantSearch(request: Schemas['MerchantSearchRequest'], merchants: readonly Schemas['MerchantSearchItem'][]): Schemas['MerchantSearchResponse'] {
  const name = request.merchantName?.toLowerCase() ?? '';
  const found = merchants
    .filter((merchant) => (!request.merchantId || merchant.merchantId === request.merchantId) && merchant.merchantName.toLowerCase().includes(name))
    .sort((a, b) => a.merchantId.localeCompare(b.merchantId));
  const start = (request.page - 1) * request.size;
  return { merchants: found.slice(start, start + request.size), totalRecords: found.length };
}

/** MSW handler of the merchant search over `merchants`. */
export const merchantSearchHandler = (merchants: readonly Schemas['MerchantSearchItem'][] = STORY_MERCHANTS) =>
  http.post(MERCHANT_SEARCH_URL, async ({ request }) => HttpResponse.json(answerMerchantSearch((await request.json()) as Schemas['MerchantSearchRequest'], merchants)));
