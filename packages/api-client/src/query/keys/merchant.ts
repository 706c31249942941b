import type { Schemas } from '../../schemas';
import { merchantSummaryKey } from './merchant-summary';
import { rootKey } from './root';

/** The merchant area's query keys (`legoKeys.merchant`), broad to narrow. */
export const merchantKeys = {
  all: () => [...rootKey(), 'merchant'] as const,
  profile: (request: Schemas['MerchantProfileLoadRequest']) => [...merchantKeys.all(), 'profile', request] as const,
  /** The signed-in merchant user's merchant in brief (`getMerchantSummary`). */
  summary: merchantSummaryKey,
  /** Every page of the staff's merchant search. */
  searches: () => [...merchantKeys.all(), 'search'] as const,
  /** One page of the staff's merchant search (`searchMerchants`). */
  search: (request: Schemas['MerchantSearchRequest']) => [...merchantKeys.searches(), request] as const,
  changeHandlerProfile: () => [...merchantKeys.all(), 'change-handler-profile'] as const,
} as const;
