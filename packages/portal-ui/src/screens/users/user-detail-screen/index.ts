export { UserDetailScreen } from './user-detail-screen';
export type { UserDetailScreenProps } from './user-detail-screen';
