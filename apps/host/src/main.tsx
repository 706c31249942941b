/**
 * The reference host: composes
 * the language (remembered, `locale.tsx`) -> session store -> lego-* client -> PortalProvider -> SessionProvider -> SignInGate (the page's
 * loading state while a new tab joins another tab's session), and, once
 * somebody is signed in, the query cache, the router, the frame and the screens
 * (`portal-app.tsx`, its own chunk). The login page needs no router: before sign-in, the few moves the sign-in
 * screens make go through portal-ui's History API adapter.
 * Nothing waits for the network before the first render (but a Thai page for its catalogue): the
 * run-time configuration and the HTTP client load beside the login form (`deferred-client.ts`).
 */
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
import { deferClient } from './deferred-client';
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
// A page in Thai is Thai from its first paint: it waits for its catalogue (and only for that). If
// it cannot be fetched, the page starts in English and the switch can try again.
if (locale !== 'en') await preloadLocale(locale).catch(() => null);
const store = createSessionStore();
// The configuration (index.html preloads it) is read with the client: only a call needs it, as it
// only changes where calls go. A file that cannot be read leaves the build-time default.
const { client, load: loadClient } = deferClient(() => import('./create-client').then(({ createHostClient }) => createHostClient(store)));
const signedOutNavigation = createBrowserNavigation();
// The nested PortalProvider of the signed-in pages (shell.tsx) uses this one's storage.
const storage = createLocalStorage();

// While the login page idles, fetch the client and the signed-in portal, so signing in waits for
// neither. A restored session (a reload) uses the client at once.
const prefetch = () => {
  void loadClient().catch(() => {});
  void loadPortalApp();
};
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
          {/* Gregorian years until a person picks the Buddhist era in the user menu (kept per user in `storage`). */}
          <PortalProvider client={client} navigation={signedOutNavigation} storage={storage} calendar="gregorian">
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
