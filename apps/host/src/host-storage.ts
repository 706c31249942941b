/**
 * Where the portal keeps a signed-in person's preferences (a table's chosen columns): this
 * browser's `localStorage`. A preference, not a secret, so like the language it outlives the tab;
 * portal-ui scopes each key by the signed-in user. Storage that refuses (a privacy mode, a full
 * quota) answers "nothing kept" instead of breaking the page.
 */
import type { PortalStorage } from '@lego-portal/portal-ui';

/** A {@link PortalStorage} over `window.localStorage` that never throws. */
export function createLocalStorage(): PortalStorage {
  return {
    get(key) {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        if (value === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, value);
      } catch {
        // Not kept: the choice still holds on this page.
      }
    },
  };
}
