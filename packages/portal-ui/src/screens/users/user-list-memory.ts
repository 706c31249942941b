import type { SessionMemory } from '../../provider/session-scope';

// The session's memory holds it, so it ends with the session: the next user who signs in (in the
// reference host or a host with its own session) never gets this user's filters. Memory only:
// after a reload of a detail, 'Back to User List' opens the plain list, as the spec asks.
const USER_LIST_SEARCH = 'users.list.search';

/** Remembers the user list's current query string (`''` or starting with `?`) for this session. */
export function rememberUserListSearch(memory: SessionMemory, search: string): void {
  memory.set(USER_LIST_SEARCH, search);
}

/** The list's last query string in this session, `''` when the list was not shown since sign-in. */
export function lastUserListSearch(memory: SessionMemory): string {
  return memory.get(USER_LIST_SEARCH) ?? '';
}
