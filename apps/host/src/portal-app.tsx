/**
 * The signed-in portal: React Router with the route table, the frame and the screens. It is its
 * own chunk, loaded once somebody is signed in (and fetched while the login page idles), so the
 * login page's first load carries no router.
 */
import type { LegoClient } from '@lego-portal/api-client';
import { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRouterNavigation } from './navigation';
import { createRoutes } from './routes';
import { createShell } from './shell';

/** Props of {@link PortalApp}. */
export interface PortalAppProps {
  client: LegoClient;
}

// The screens' query cache lives here, below the sign-in gate: the login page loads no query
// library, and signing out (which unmounts this) empties the cache for the next user.
const queryClient = new QueryClient({
  // Screens decide what to refetch; a refetch on every focus would surprise people using lists.
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } },
});

// One router for the page's lifetime: signing out and in again reuses it (a router disposed by
// React's development double-mount could not be used again).
let router: DataRouter | undefined;

function routerFor({ client }: PortalAppProps): DataRouter {
  if (!router) {
    const navigation = createRouterNavigation(() => router!);
    const Shell = createShell({ client, queryClient, navigation });
    router = createBrowserRouter(createRoutes(<Shell />));
  }
  return router;
}

/** Renders the router; mounted by the sign-in gate only while a user is signed in. */
export default function PortalApp(props: PortalAppProps) {
  const current = routerFor(props);
  useEffect(
    () => () => {
      void queryClient.cancelQueries();
      queryClient.clear();
    },
    [],
  );
  useEffect(() => {
    // While signed out the sign-in screens move through the History API, which the router does
    // not watch (a forced password change goes home): start from where the browser is now.
    const here = `${window.location.pathname}${window.location.search}`;
    const { pathname, search } = current.state.location;
    if (`${pathname}${search}` !== here) void current.navigate(here, { replace: true });
  }, [current]);
  return <RouterProvider router={current} />;
}
