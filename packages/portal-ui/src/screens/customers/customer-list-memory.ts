import type { SessionMemory } from '../../provider/session-scope';

// In the session's memory, so it ends with the session: the next user who signs in never gets
// this user's filters. Memory only: after a reload of a detail, 'Back to Customer List' opens the
// plain list, as the user list's Back does.
const CUSTOMER_LIST_SEARCH = 'customers.list.search';

/** Remembers the customer list's current query string (`''` or starting with `?`) for this session. */
export function rememberCustomerListSearch(memory: SessionMemory, search: string): void {
  memory.set(CUSTOMER_LIST_SEARCH, search);
}

/**
 * The customer list's last query string in this session, `''` when the list was not shown since
 * sign-in: 'Back to Customer List' on a customer's detail returns to `paths.customerList()` + it.
 */
export function lastCustomerListSearch(memory: SessionMemory): string {
  return memory.get(CUSTOMER_LIST_SEARCH) ?? '';
}
