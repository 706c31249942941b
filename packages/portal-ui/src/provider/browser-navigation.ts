import type { PortalNavigation } from './navigation';
import { createLeaveGate, pathnameOf } from './leave-gate';
import { navigationOver } from './location-navigation';

/**
 * The default {@link PortalNavigation} over the browser's History API, for hosts that have no
 * router of their own. This file is the one place in portal-ui allowed to read `window.location`.
 *
 * Its leave guard (`useLeaveGuard`) holds links and `navigate()` before anything moves. The
 * browser's Back and Forward cannot be held: the browser has already moved when it tells the
 * page. So, while a guard is on, a Back or Forward that leaves the path puts the page's address
 * back as a new history entry (the page itself never changed) and holds a move to where the
 * person was going. Limits: after Stay, the entries forward of the page are gone; after Leave,
 * the destination opens as a new entry (one Back returns to the page left) rather than by moving
 * through history. Only moves made through this adapter are seen: another script's `pushState`
 * is not.
 */
export function createBrowserNavigation(): PortalNavigation {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
  // The address the app shows: on popstate the browser has already left it.
  let shown = here();
  const go = (to: string, replace: boolean) => {
    if (replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    shown = here();
    notify();
  };
  const gate = createLeaveGate(() => window.location.pathname, listenWhileNeeded);

  function onPopState() {
    const target = here();
    if (gate.active && pathnameOf(target) !== pathnameOf(shown)) {
      window.history.pushState(null, '', shown);
      gate.request(target, () => go(target, false));
      return;
    }
    shown = target;
    notify();
  }
  // Back and Forward are heard while someone shows the location or a leave guard is on.
  let listening = false;
  function listenWhileNeeded() {
    const needed = listeners.size > 0 || gate.active;
    if (needed === listening) return;
    listening = needed;
    if (needed) {
      shown = here();
      window.addEventListener('popstate', onPopState);
    } else window.removeEventListener('popstate', onPopState);
  }

  return navigationOver(
    {
      pathname: () => window.location.pathname,
      search: () => window.location.search,
      go,
      subscribe(listener) {
        listeners.add(listener);
        listenWhileNeeded();
        return () => {
          listeners.delete(listener);
          listenWhileNeeded();
        };
      },
    },
    gate,
  );
}
