export { DetailHeader } from './detail-header';
export type { DetailHeaderProps } from './detail-header';
