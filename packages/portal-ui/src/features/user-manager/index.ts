export { UserManager } from './user-manager';
export type { UserManagerProps } from './user-manager';
export { userManagerPaths } from './user-manager-paths';
export type { UserManagerPaths } from './user-manager-paths';
