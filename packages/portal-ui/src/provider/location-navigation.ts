import { createElement, useSyncExternalStore } from 'react';
import type { MouseEvent } from 'react';
import type { PortalLinkProps, PortalNavigation, SearchValues } from './navigation';
import { fromQueryString, toQueryString } from './navigation';

/** Where a navigation keeps its location: the History API, memory, ... */
export interface LocationSource {
  /** Current path, e.g. `/user`. */
  pathname(): string;
  /** Current query string, `''` or starting with `?`. */
  search(): string;
  /** Moves to `to`, pushing or replacing an entry, then calls the subscribers. */
  go(to: string, replace: boolean): void;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A plain left click without modifiers: the one a single-page app handles itself. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Builds a {@link PortalNavigation} over a {@link LocationSource}. */
export function navigationOver(source: LocationSource): PortalNavigation {
  // useSyncExternalStore needs the same object while the query string does not change.
  let cachedSearch: string | undefined;
  let cachedValues: SearchValues = {};
  const searchValues = () => {
    const search = source.search();
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
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        source.go(to, replace ?? false);
      },
    });
  }

  return {
    navigate: (to, options) => source.go(to, options?.replace ?? false),
    Link,
    usePathname: () => useSyncExternalStore(source.subscribe, source.pathname),
    useSearchState: () => {
      const values = useSyncExternalStore(source.subscribe, searchValues);
      return [values, (next, options) => source.go(`${source.pathname()}${toQueryString(next)}`, options?.replace ?? false)];
    },
  };
}
