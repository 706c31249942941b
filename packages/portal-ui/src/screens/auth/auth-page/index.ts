export { AuthPage } from './auth-page';
export type { AuthPageProps } from './auth-page';
