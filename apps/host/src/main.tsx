/**
 * The reference host: reads its configuration, then composes
 * the language (remembered, `locale.tsx`) -> session store -> lego-* client -> PortalProvider -> SessionProvider -> SignInGate (the page's
 * loading state while a new tab joins another tab's session), and, once
 * somebody is signed in, the query cache, the router, the frame and the screens
 * (`portal-app.tsx`, its own chunk). The login page needs no router: before sign-in, the few moves the sign-in
 * screens make go through portal-ui's History API adapter.
 */
import { createLegoClient } from '@lego-portal/api-client';
import {
  PortalProvider,
  SessionProvider,
  SignInGate,
  TextsProvider,
  createBrowserNavigation,
  createSessionStore,
  preloadLocale,
} from '@lego-portal/portal-ui';
import type { ReactNode } from 'react';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config';
import { ErrorBoundary } from './error-boundary';
import { createLocalStorage } from './host-storage';
import { HostLocaleProvider, HostLocaleSwitch, initialLocale, useHostLocale } from './locale';
import { PageLoading } from './page-loading';
import './styles.css';
import './host.css';

const loadPortalApp = () => import('./portal-app');
const PortalApp = lazy(loadPortalApp);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const locale = initialLocale();
// A page in Thai is Thai from its first paint: its catalogue loads beside the configuration. If
// it cannot be fetched, the page starts in English and the switch can try again.
const [config] = await Promise.all([loadConfig(), preloadLocale(locale).catch(() => null)]);
const store = createSessionStore();
const client = createLegoClient({ baseUrl: config.apiBaseUrl, session: store, onSessionExpired: () => store.expire() });
const signedOutNavigation = createBrowserNavigation();
// The nested PortalProvider of the signed-in pages (shell.tsx) uses this one's storage.
const storage = createLocalStorage();

// While the login page idles, fetch the signed-in portal, so signing in does not wait for it.
const prefetch = () => void loadPortalApp();
if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetch, { timeout: 3000 });
else window.setTimeout(prefetch, 1000);

/** The texts of the host's language around everything, the error page included. */
function HostTexts({ children }: { children: ReactNode }) {
  return <TextsProvider locale={useHostLocale().locale}>{children}</TextsProvider>;
}

createRoot(container).render(
  <StrictMode>
    <HostLocaleProvider initial={locale}>
      <HostTexts>
        <ErrorBoundary>
          <PortalProvider client={client} navigation={signedOutNavigation} storage={storage}>
            <SessionProvider store={store}>
              <SignInGate joiningFallback={<PageLoading />} actions={<HostLocaleSwitch />}>
                <Suspense fallback={<PageLoading />}>
                  <PortalApp client={client} />
                </Suspense>
              </SignInGate>
            </SessionProvider>
          </PortalProvider>
        </ErrorBoundary>
      </HostTexts>
    </HostLocaleProvider>
  </StrictMode>,
);
