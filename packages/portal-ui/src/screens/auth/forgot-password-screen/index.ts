export { ForgotPasswordScreen } from './forgot-password-screen';
export type { ForgotPasswordScreenProps } from './forgot-password-screen';
