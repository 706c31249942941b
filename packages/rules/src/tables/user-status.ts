/** User status A/I/L and the actions each allows (spec sections 2 and 4). */
import type { StatusEntry } from './tone';

/** A user status: active, inactive, locked. */
export type UserStatus = 'A' | 'I' | 'L';

/** Every user status. */
export const USER_STATUSES: readonly StatusEntry<UserStatus>[] = [
  { code: 'A', label: 'Active', tone: 'success' },
  { code: 'I', label: 'Inactive', tone: 'neutral' },
  { code: 'L', label: 'Locked', tone: 'danger' },
];

/** Options of the user list's status filter; '' is All. */
export const USER_STATUS_FILTER_OPTIONS: readonly { value: '' | UserStatus; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'A', label: 'Active' },
  { value: 'I', label: 'Inactive' },
  { value: 'L', label: 'Locked' },
];

/** Status of a newly created user. */
export const NEW_USER_STATUS: UserStatus = 'A';

/** An entry of the user detail's Action dropdown. */
export type UserAction = 'edit' | 'lock' | 'unlock' | 'delete';

/**
 * Actions offered for a user: Edit and Lock when active, Unlock when locked, Delete always
 * (spec section 4). The signed-in user's own record (`own`) offers Edit only: the server refuses
 * to lock, unlock or delete oneself.
 */
export function userActionsFor(status: unknown, { own = false }: { own?: boolean } = {}): UserAction[] {
  const actions: UserAction[] = status === 'A' ? ['edit', 'lock', 'delete'] : status === 'L' ? ['unlock', 'delete'] : ['delete'];
  return own ? actions.filter((action) => action === 'edit') : actions;
}

/**
 * The request behind each action: lock and unlock are updates with status L or A; delete is
 * DELETE; edit is UPDATE with the form's values. `label` fills '{Action} user successful'.
 */
export const USER_ACTION_REQUESTS: Readonly<
  Record<UserAction | 'create', { action: 'CREATE' | 'UPDATE' | 'DELETE'; status?: UserStatus; label: string }>
> = {
  create: { action: 'CREATE', status: 'A', label: 'Create' },
  edit: { action: 'UPDATE', label: 'Update' },
  lock: { action: 'UPDATE', status: 'L', label: 'Lock' },
  unlock: { action: 'UPDATE', status: 'A', label: 'Unlock' },
  delete: { action: 'DELETE', label: 'Delete' },
};
