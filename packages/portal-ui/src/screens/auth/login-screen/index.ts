export { LoginScreen } from './login-screen';
export type { LoginScreenProps } from './login-screen';
