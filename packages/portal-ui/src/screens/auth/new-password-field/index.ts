export { NewPasswordField } from './new-password-field';
export type { NewPasswordFieldProps } from './new-password-field';
export { confirmPasswordError } from './confirm-password-error';
