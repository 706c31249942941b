import type { PortalNavigation } from './navigation';
import { navigationOver } from './location-navigation';

/**
 * The default {@link PortalNavigation} over the browser's History API, for hosts that have no
 * router of their own. This file is the one place in portal-ui allowed to read `window.location`.
 */
export function createBrowserNavigation(): PortalNavigation {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return navigationOver({
    pathname: () => window.location.pathname,
    search: () => window.location.search,
    go(to, replace) {
      if (replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('popstate', notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', notify);
      };
    },
  });
}
