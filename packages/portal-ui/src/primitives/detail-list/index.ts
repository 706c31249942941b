export { DetailList, NotSet } from './detail-list';
export type { DetailListItem, DetailListProps } from './detail-list';
