// The merchant scope (issue 29): which merchant the screens work on, and the staff's picker.
export type { MerchantInScope, MerchantScopeProviderProps, MerchantScopeValue } from './merchant-scope';
export { MerchantScopeProvider, useIsStaff, useMerchantInScope } from './merchant-scope';
