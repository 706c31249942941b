import { rootKey } from './root';

/**
 * The key of the signed-in merchant user's merchant in brief (`getMerchantSummary`,
 * `legoKeys.merchant.summary()`): a module of its own, as the sign-in reads it and the login
 * page carries no other merchant key.
 */
export const merchantSummaryKey = () => [...rootKey(), 'merchant', 'summary'] as const;
