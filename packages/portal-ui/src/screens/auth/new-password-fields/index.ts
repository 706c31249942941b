export { NewPasswordFields } from './new-password-fields';
export type { NewPasswordFieldsProps } from './new-password-fields';
