// Public surface of the User Manager screens (spec sections 2-9, users).
export { UserListScreen } from './user-list-screen';
export type { UserListScreenProps } from './user-list-screen';
export { UserDetailScreen } from './user-detail-screen';
export type { UserDetailScreenProps } from './user-detail-screen';
