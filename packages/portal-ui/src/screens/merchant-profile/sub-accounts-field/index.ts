export { SubAccountsField } from './sub-accounts-field';
export type { SubAccountsFieldProps } from './sub-accounts-field';
