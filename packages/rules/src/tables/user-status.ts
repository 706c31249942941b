/** User status A/I/L and the actions each allows (spec sections 2 and 4). */
import { LABELS } from '../messages/labels';
import type { MessageKey } from '../messages/message-types';
import { USER_STATUS_TEXTS } from '../messages/status-texts';
import { USER_MESSAGES } from '../messages/user-messages';
import type { StatusEntry } from './tone';

/** A user status: active, inactive, locked. */
export type UserStatus = 'A' | 'I' | 'L';

/** Every user status; `label` is the English of `userStatus.<code>`, which screens show in their language. */
export const USER_STATUSES: readonly StatusEntry<UserStatus>[] = [
  { code: 'A', label: USER_STATUS_TEXTS.A, tone: 'success' },
  { code: 'I', label: USER_STATUS_TEXTS.I, tone: 'neutral' },
  { code: 'L', label: USER_STATUS_TEXTS.L, tone: 'danger' },
];

/** Options of the user list's status filter; '' is All (`label.all`), the others `userStatus.<value>`. */
export const USER_STATUS_FILTER_OPTIONS: readonly { value: '' | UserStatus; label: string }[] = [
  { value: '', label: LABELS.all },
  ...USER_STATUSES.map(({ code, label }) => ({ value: code, label })),
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
 * DELETE; edit is UPDATE with the form's values. `label` fills '{Action} user successful' in
 * English; `code` is its catalogue key, for the word in the screen's language.
 */
export const USER_ACTION_REQUESTS: Readonly<
  Record<UserAction | 'create', { action: 'CREATE' | 'UPDATE' | 'DELETE'; status?: UserStatus; label: string; code: MessageKey }>
> = {
  create: { action: 'CREATE', status: 'A', label: USER_MESSAGES.actionCreate, code: 'user.actionCreate' },
  edit: { action: 'UPDATE', label: USER_MESSAGES.actionUpdate, code: 'user.actionUpdate' },
  lock: { action: 'UPDATE', status: 'L', label: USER_MESSAGES.actionLock, code: 'user.actionLock' },
  unlock: { action: 'UPDATE', status: 'A', label: USER_MESSAGES.actionUnlock, code: 'user.actionUnlock' },
  delete: { action: 'DELETE', label: USER_MESSAGES.actionDelete, code: 'user.actionDelete' },
};
