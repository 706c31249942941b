import { createElement, useSyncExternalStore } from 'react';
import type { PortalLinkProps, PortalNavigation, SearchValues } from './navigation';
import { fromQueryString, toQueryString } from './navigation';

/**
 * The default {@link PortalNavigation} over the browser's History API, for hosts that have no
 * router of their own. This file is the one place in portal-ui allowed to read `window.location`.
 */
export function createBrowserNavigation(): PortalNavigation {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener('popstate', notify);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('popstate', notify);
    };
  };
  const go = (to: string, replace = false) => {
    if (replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    notify();
  };
  let cachedSearch: string | undefined;
  let cachedValues: SearchValues = {};
  const searchValues = () => {
    const search = window.location.search;
    if (search !== cachedSearch) {
      cachedSearch = search;
      cachedValues = fromQueryString(search);
    }
    return cachedValues;
  };

  function Link({ to, replace, onClick, ...rest }: PortalLinkProps) {
    return createElement('a', {
      ...rest,
      href: to,
      onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        go(to, replace);
      },
    });
  }

  return {
    navigate: (to, options) => go(to, options?.replace),
    Link,
    usePathname: () => useSyncExternalStore(subscribe, () => window.location.pathname),
    useSearchState: () => {
      const values = useSyncExternalStore(subscribe, searchValues);
      return [values, (next, options) => go(`${window.location.pathname}${toQueryString(next)}`, options?.replace)];
    },
  };
}
