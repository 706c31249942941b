export { PasswordChanged } from './password-changed';
export type { PasswordChangedProps } from './password-changed';
