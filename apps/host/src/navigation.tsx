import type { LeaveGuardState, PortalLinkProps, PortalNavigation, SearchValues } from '@lego-portal/portal-ui';
// portal-ui's own serialisation, so equal filter states give equal URLs under any adapter.
import { fromQueryString, toQueryString } from '@lego-portal/portal-ui';
import { useCallback, useEffect, useMemo } from 'react';
import type { BlockerFunction, DataRouter } from 'react-router';
import { Link, useBlocker, useLocation, useNavigate } from 'react-router';

/** The host's link: React Router's, so clicks stay in the app and middle-clicks open a tab. */
function RouterLink({ to, replace, ...rest }: PortalLinkProps) {
  return <Link to={to} replace={replace} {...rest} />;
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
export function createRouterNavigation(router: () => Pick<DataRouter, 'navigate'>): PortalNavigation {
  return {
    navigate(to, options) {
      void router().navigate(to, { replace: options?.replace ?? false });
    },
    Link: RouterLink,
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
