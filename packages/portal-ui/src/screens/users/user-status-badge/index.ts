export { UserStatusBadge } from './user-status-badge';
export type { UserStatusBadgeProps } from './user-status-badge';
