import { createElement, useSyncExternalStore } from 'react';
import type { MouseEvent } from 'react';
import type { LeaveGate } from './leave-gate';
import { createLeaveGate } from './leave-gate';
import type { LeaveGuardState, PortalLinkProps, PortalNavigation, SearchValues } from './navigation';
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

/** A {@link PortalNavigation} whose leave guard is always there. */
export interface GuardedNavigation extends PortalNavigation {
  useLeaveGuard(when: boolean): LeaveGuardState;
}

/**
 * Builds a {@link PortalNavigation} over a {@link LocationSource}. Every move passes `gate`, so a
 * page's leave guard can hold it; an adapter with moves of its own (Back) passes them too.
 */
export function navigationOver(source: LocationSource, gate: LeaveGate = createLeaveGate(source.pathname)): GuardedNavigation {
  const go = (to: string, replace: boolean) => gate.request(to, () => source.go(to, replace));

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
        go(to, replace ?? false);
      },
    });
  }

  return {
    navigate: (to, options) => go(to, options?.replace ?? false),
    Link,
    usePathname: () => useSyncExternalStore(source.subscribe, source.pathname),
    useSearchState: () => {
      const values = useSyncExternalStore(source.subscribe, searchValues);
      return [values, (next, options) => go(`${source.pathname()}${toQueryString(next)}`, options?.replace ?? false)];
    },
    useLeaveGuard: gate.useLeaveGuard,
  };
}
