export { UserListScreen } from './user-list-screen';
export type { UserListScreenProps } from './user-list-screen';
