import type { LegoClient } from '@lego-portal/api-client';
import type { PortalNavigation } from '@lego-portal/portal-ui';
import { PortalProvider } from '@lego-portal/portal-ui';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { DocumentTitle } from './document-title';
import { PageLoading } from './page-loading';

const PortalFrame = lazy(() => import('./frame-chunk'));

/** What the shell is built from; created once in `portal-app.tsx`. */
export interface ShellDependencies {
  client: LegoClient;
  queryClient: QueryClient;
  navigation: PortalNavigation;
}

/**
 * Builds the layout route around every signed-in page: the embedding contract again, now with
 * the router's navigation (the session comes from the `SessionProvider` above the router), and
 * the frame (header, menu, footer) with the current route's feature in its outlet, and the
 * page's title.
 */
export function createShell({ client, queryClient, navigation }: ShellDependencies) {
  return function Shell() {
    return (
      <PortalProvider client={client} queryClient={queryClient} navigation={navigation}>
        <DocumentTitle />
        <Suspense fallback={<PageLoading />}>
          <PortalFrame>
            <Outlet />
          </PortalFrame>
        </Suspense>
      </PortalProvider>
    );
  };
}
