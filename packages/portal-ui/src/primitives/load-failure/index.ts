export { LoadFailure } from './load-failure';
export type { LoadFailureProps } from './load-failure';
