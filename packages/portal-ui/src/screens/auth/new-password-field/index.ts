export { NewPasswordField } from './new-password-field';
export type { NewPasswordFieldProps } from './new-password-field';
export { useConfirmPasswordError } from './confirm-password-error';
