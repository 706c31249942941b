import { createElement, useSyncExternalStore } from 'react';
import type { PortalLinkProps, PortalNavigation, SearchValues } from './navigation';
import { fromQueryString, toQueryString } from './navigation';

/** A {@link PortalNavigation} that keeps its location in memory, with what tests need to look at. */
export interface MemoryNavigation extends PortalNavigation {
  /** Current location: path plus query string. */
  readonly location: string;
  /** Every location visited, oldest first. */
  readonly history: readonly string[];
  /** Goes back one entry, like the browser's Back button. */
  back(): void;
}

/**
 * In-memory navigation for stories, tests and hosts without a URL (e.g. a dialog-embedded
 * screen). Starts at `initial` (path and optional query string).
 */
export function createMemoryNavigation(initial = '/'): MemoryNavigation {
  const entries = [initial];
  let index = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => entries[index] ?? '/';
  const pathOf = (location: string) => location.split('?')[0] || '/';
  const searchOf = (location: string) => location.slice(pathOf(location).length);

  const go = (to: string, replace = false) => {
    if (replace) entries[index] = to;
    else {
      entries.splice(index + 1);
      entries.push(to);
      index = entries.length - 1;
    }
    notify();
  };
  // The search values object must stay the same between renders while the URL does not change.
  let cachedSearch = '';
  let cachedValues: SearchValues = {};
  const searchValues = () => {
    const search = searchOf(current());
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
    get location() {
      return current();
    },
    get history() {
      return entries.slice(0, index + 1);
    },
    back() {
      if (index > 0) {
        index -= 1;
        notify();
      }
    },
    navigate: (to, options) => go(to, options?.replace),
    Link,
    usePathname: () => useSyncExternalStore(subscribe, () => pathOf(current())),
    useSearchState: () => {
      const values = useSyncExternalStore(subscribe, searchValues);
      return [values, (next, options) => go(`${pathOf(current())}${toQueryString(next)}`, options?.replace)];
    },
  };
}
