/**
 * The reference host: reads its configuration, then composes
 * session store -> lego-* client -> QueryClient -> router (whose root route renders
 * PortalProvider -> SessionProvider -> SignInGate -> PortalFrame -> the route's screen).
 */
import { createLegoClient } from '@lego-portal/api-client';
import { createSessionStore } from '@lego-portal/portal-ui';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadConfig } from './config';
import { createRouterNavigation } from './navigation';
import { createRoutes } from './routes';
import { createShell } from './shell';
import './styles.css';
import './host.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const config = await loadConfig();
const store = createSessionStore();
const client = createLegoClient({ baseUrl: config.apiBaseUrl, session: store, onSessionExpired: () => store.expire() });
const queryClient = new QueryClient({
  // Screens decide what to refetch; a refetch on every focus would surprise people using lists.
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } },
});
// The router's root route renders the provider holding the adapter, so the adapter reaches the
// router through a getter; screens only navigate after the router exists.
const navigation = createRouterNavigation(() => router);
const Shell = createShell({ client, queryClient, navigation, store });
const router: DataRouter = createBrowserRouter(createRoutes(<Shell />));

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
