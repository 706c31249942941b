import type { SessionMemory } from '../provider/session-scope';

/**
 * One thing a list remembers in the session's memory (its last query string or location), so
 * 'Back to ... List' on a detail returns to exactly what the user left. In the session's memory,
 * never in storage: it ends with the session (the next user who signs in never gets these
 * filters) and a reload of a detail leads back to the plain list, as the spec asks.
 */
export interface SessionPlace {
  remember(memory: SessionMemory, value: string): void;
  /** The remembered value, `''` when the list was not shown since sign-in. */
  last(memory: SessionMemory): string;
}

function sessionPlace(key: string): SessionPlace {
  return { remember: (memory, value) => memory.set(key, value), last: (memory) => memory.get(key) ?? '' };
}

/** The lists a detail's Back returns to. */
export const LIST_PLACES = {
  /** The user list's query string (`''` or starting with `?`). */
  users: sessionPlace('users.list.search'),
  /** The customer list's query string (`''` or starting with `?`). */
  customers: sessionPlace('customers.list.search'),
  /** The transaction report's location: its path (the mode) and query string. */
  transactions: sessionPlace('reports.transactions.location'),
} as const;
