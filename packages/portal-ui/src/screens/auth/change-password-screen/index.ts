export { ChangePasswordScreen } from './change-password-screen';
export type { ChangePasswordScreenProps } from './change-password-screen';
