export { useOwnMerchant, withOwnMerchant } from './own-merchant';
export type { OwnMerchant } from './own-merchant';
