export { NotFoundScreen } from './not-found-screen';
export type { NotFoundScreenProps } from './not-found-screen';
