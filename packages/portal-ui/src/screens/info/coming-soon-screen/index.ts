export { ComingSoonScreen } from './coming-soon-screen';
export type { ComingSoonScreenProps } from './coming-soon-screen';
