// The merchant scope (issue 29): which merchant the screens work on, and the staff's picker.
export type { MerchantInScope, MerchantScopeProviderProps, MerchantScopeValue } from './merchant-scope';
export { MerchantScopeContext, MerchantScopeProvider, useMerchantInScope } from './merchant-scope';
export type { MerchantPickerProps } from './merchant-picker/merchant-picker';
export { MerchantPicker } from './merchant-picker/merchant-picker';
export type { MerchantScopeGateProps } from './merchant-scope-gate/merchant-scope-gate';
export { MerchantScopeBoundary, MerchantScopeGate } from './merchant-scope-gate/merchant-scope-gate';
