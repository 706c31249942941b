import type { LegoClient } from '@lego-portal/api-client';
import type { PortalNavigation, SessionStore } from '@lego-portal/portal-ui';
import { PortalProvider, SessionProvider, SignInGate } from '@lego-portal/portal-ui';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from './page-loading';

const loadFrame = () => import('./frame-chunk');
const PortalFrame = lazy(loadFrame);

/** What the shell is built from; all created once in `main.tsx`. */
export interface ShellDependencies {
  client: LegoClient;
  queryClient: QueryClient;
  navigation: PortalNavigation;
  store: SessionStore;
}

/**
 * Fetches the frame's chunk once the browser is idle, so signing in does not wait for it; the
 * login page itself has already shown by then.
 */
function usePrefetchFrame() {
  useEffect(() => {
    const fetchFrame = () => void loadFrame();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(fetchFrame, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(fetchFrame, 1000);
    return () => window.clearTimeout(timer);
  }, []);
}

/**
 * Builds the layout route around every page: the embedding contract (`PortalProvider`), the
 * session, the sign-in gate (login, forgot and forced password screens while signed out) and the
 * frame (header, menu, footer, loaded lazily), with the current route in the frame's outlet. It
 * renders inside the router, so the navigation adapter's hooks have their router context.
 */
export function createShell({ client, queryClient, navigation, store }: ShellDependencies) {
  return function Shell() {
    usePrefetchFrame();
    return (
      <PortalProvider client={client} queryClient={queryClient} navigation={navigation}>
        <SessionProvider store={store}>
          <SignInGate>
            <Suspense fallback={<PageLoading />}>
              <PortalFrame>
                <Outlet />
              </PortalFrame>
            </Suspense>
          </SignInGate>
        </SessionProvider>
      </PortalProvider>
    );
  };
}
