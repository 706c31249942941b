export { UnauthorizedScreen } from './unauthorized-screen';
export type { UnauthorizedScreenProps } from './unauthorized-screen';
