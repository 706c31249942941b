import type { LegoClient } from '@lego-portal/api-client';
import { BUSINESS_TIME_ZONE, NO_PERMISSIONS } from '@lego-portal/rules';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';
import type { PortalSession } from '../session/session-types';
import { PortalRoot } from '../theme/portal-root';
import type { PortalNavigation } from './navigation';
import type { PortalPaths } from './paths';
import { DEFAULT_PATHS } from './paths';
import { PortalSessionContext, PortalSessionScope } from './session-scope';

export { PortalSessionContext };

/** Everything a screen may ask of its host. */
export interface PortalContextValue {
  client: LegoClient;
  navigation: PortalNavigation;
  paths: PortalPaths;
  /** BCP 47 locale of messages and formats. Only `en` ships today. */
  locale: string;
  /** Business time zone for dates and default ranges (spec: Asia/Bangkok). */
  timeZone: string;
}

/** Props of {@link PortalProvider}. */
export interface PortalProviderProps {
  /** The lego-* client (`createLegoClient`). */
  client: LegoClient;
  /**
   * The TanStack Query client the screens' queries live in. Screens need one; the sign-in
   * screens do not, so a host may leave it out above its sign-in gate and provide it (with a
   * nested `PortalProvider`) around the signed-in screens, keeping the login page light.
   */
  queryClient?: QueryClient;
  /** How screens navigate: the host's router adapter, or `createBrowserNavigation()`. */
  navigation: PortalNavigation;
  /** Route builders; defaults to the spec's route table at the site root. */
  paths?: PortalPaths;
  /**
   * The session, for hosts with their own auth (the intranet portal). Leave it out when a
   * `SessionProvider` inside supplies it. What screens remember in memory (`useSessionMemory`)
   * is dropped when its `user` changes or becomes `null`.
   */
  session?: PortalSession;
  locale?: string;
  timeZone?: string;
  children: ReactNode;
}

const PortalContext = createContext<PortalContextValue | null>(null);

/**
 * The embedding contract: the one component a host wraps portal screens in. It provides the
 * client, query client, navigation, paths, session, locale and time zone, and renders the
 * portal root element the styles are scoped to.
 *
 * @example
 * <PortalProvider client={client} queryClient={queryClient} navigation={createBrowserNavigation()}>
 *   <SessionProvider>
 *     <UserListScreen />
 *   </SessionProvider>
 * </PortalProvider>
 */
export function PortalProvider({
  client,
  queryClient,
  navigation,
  paths = DEFAULT_PATHS,
  session,
  locale = 'en',
  timeZone = BUSINESS_TIME_ZONE,
  children,
}: PortalProviderProps) {
  const value = useMemo(() => ({ client, navigation, paths, locale, timeZone }), [client, navigation, paths, locale, timeZone]);
  const content = session ? <PortalSessionScope session={session}>{children}</PortalSessionScope> : children;
  const portal = (
    <PortalContext.Provider value={value}>
      <PortalRoot>{content}</PortalRoot>
    </PortalContext.Provider>
  );
  return queryClient ? <QueryClientProvider client={queryClient}>{portal}</QueryClientProvider> : portal;
}

/** The host's context; throws when a screen is rendered outside {@link PortalProvider}. */
export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('Portal screens must be rendered inside <PortalProvider>.');
  return value;
}

const SIGNED_OUT: PortalSession = {
  user: null,
  permissions: NO_PERMISSIONS,
  signOut: async () => {},
};

/** The current session; signed out when no session is provided. */
export function usePortalSession(): PortalSession {
  return useContext(PortalSessionContext) ?? SIGNED_OUT;
}
