import type { LeaveGuardState, PortalLinkProps, PortalNavigation, SearchValues } from '@lego-portal/portal-ui';
// portal-ui's own serialisation, so equal filter states give equal URLs under any adapter.
import { fromQueryString, toQueryString } from '@lego-portal/portal-ui';
import type { MouseEvent } from 'react';
import { useCallback, useEffect, useMemo } from 'react';
import type { BlockerFunction, DataRouter } from 'react-router';
import { useBlocker, useLocation, useNavigate } from 'react-router';

/** The router as the adapter uses it: to navigate, and to know where it is. */
type HostRouter = Pick<DataRouter, 'navigate' | 'state'>;

/** A click the browser should handle itself: another button, a modifier (new tab or window), another target, a download. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { button, metaKey, altKey, ctrlKey, shiftKey, currentTarget } = event;
  const target = currentTarget.getAttribute('target');
  return button !== 0 || metaKey || altKey || ctrlKey || shiftKey || (target !== null && target !== '_self') || currentTarget.hasAttribute('download');
}

/**
 * The host's link: a plain anchor whose href is the path (the host has no basename), so a
 * middle-click, Ctrl+click or "Open in new tab" opens it, while a plain click navigates through
 * the router object, so leave guards still hold it. Why not React Router's `Link`: it reads
 * three router contexts and resolves the path on every render, and a report page renders one per
 * row (100 on a page); this one reads nothing until it is clicked. Like `Link`, a click on a link to
 * where the page already is replaces the history entry rather than pushing a copy.
 */
function routerLink(router: () => HostRouter) {
  return function RouterLink({ to, replace, onClick, children, ...rest }: PortalLinkProps) {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || leftToBrowser(event)) return;
      event.preventDefault();
      const { pathname, search, hash } = router().state.location;
      void router().navigate(to, { replace: replace ?? `${pathname}${search}${hash}` === to });
    };
    return (
      <a {...rest} href={to} onClick={follow}>
        {children}
      </a>
    );
  };
}

/**
 * The leave guard over React Router's `useBlocker` (data routers only, as the host's is): it holds
 * links, `navigate()` and Back/Forward (the router undoes a held Back itself), but only when the
 * path changes, so a list's filters in the query string never ask. Reloads and other sites are
 * the browser's business (`LeaveGuard` adds `beforeunload` for them).
 */
function useRouterLeaveGuard(when: boolean): LeaveGuardState {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
    [when],
  );
  const blocker = useBlocker(shouldBlock);
  // Saved meanwhile (or the guard turned off): a navigation still held is dropped, not left hanging.
  useEffect(() => {
    if (!when && blocker.state === 'blocked') blocker.reset();
  }, [when, blocker]);
  return useMemo(
    () => ({
      blocked: when && blocker.state === 'blocked',
      proceed: () => blocker.proceed?.(),
      stay: () => blocker.reset?.(),
    }),
    [when, blocker],
  );
}

/**
 * Adapts React Router to portal-ui's {@link PortalNavigation}. Create it once (its identity is
 * part of `PortalProvider`'s context value); its hooks call React Router hooks, so screens must
 * render inside the router, which the host's root route guarantees.
 *
 * `navigate` is called from event handlers, outside render, so it goes through the router
 * object rather than a hook; `router` is a getter because the router is created after the
 * adapter (its root route renders the provider that holds the adapter).
 */
export function createRouterNavigation(router: () => HostRouter): PortalNavigation {
  return {
    navigate(to, options) {
      void router().navigate(to, { replace: options?.replace ?? false });
    },
    Link: routerLink(router),
    usePathname: () => useLocation().pathname,
    useSearchState() {
      const { pathname, search } = useLocation();
      const navigate = useNavigate();
      // Same object while the query string does not change, so screens can depend on it.
      const values = useMemo(() => fromQueryString(search), [search]);
      const setValues = useCallback(
        (next: SearchValues, options?: { replace?: boolean }) => {
          void navigate(`${pathname}${toQueryString(next)}`, { replace: options?.replace ?? false });
        },
        [navigate, pathname],
      );
      return [values, setValues];
    },
    useLeaveGuard: useRouterLeaveGuard,
  };
}
