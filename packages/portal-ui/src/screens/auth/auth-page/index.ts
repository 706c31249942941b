export { AuthPage, PORTAL_TITLE } from './auth-page';
export type { AuthPageProps } from './auth-page';
