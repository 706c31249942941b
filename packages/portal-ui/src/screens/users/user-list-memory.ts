import type { PortalNavigation } from '../../provider/navigation';

/**
 * The query string of the user list as last shown, per navigation (so two embedded portals or
 * two tests never share it). Kept in memory only: after a reload of a detail, 'Back to User
 * List' opens the plain list, which is what the spec asks for.
 */
const lastSearch = new WeakMap<PortalNavigation, string>();

/** Remembers the list's current query string (`''` or starting with `?`). */
export function rememberUserListSearch(navigation: PortalNavigation, search: string): void {
  lastSearch.set(navigation, search);
}

/** The list's last query string, `''` when the list was not shown since the page loaded. */
export function lastUserListSearch(navigation: PortalNavigation): string {
  return lastSearch.get(navigation) ?? '';
}
