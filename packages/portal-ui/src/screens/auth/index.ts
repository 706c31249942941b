// Public surface of the sign-in and password screens (re-exported by the package's index.ts).
export { ChangePasswordScreen } from './change-password-screen';
export type { ChangePasswordScreenProps } from './change-password-screen';
export { ForcedPasswordChangeScreen } from './forced-password-change-screen';
export type { ForcedPasswordChangeScreenProps } from './forced-password-change-screen';
export { ForgotPasswordScreen } from './forgot-password-screen';
export type { ForgotPasswordScreenProps } from './forgot-password-screen';
export { LoginScreen } from './login-screen';
export type { LoginScreenProps } from './login-screen';
export { SignInGate } from './sign-in-gate';
export type { SignInGateProps } from './sign-in-gate';
