import type { LegoClient } from '@lego-portal/api-client';
import { LegoClientProvider } from '@lego-portal/api-client';
import type { CalendarEra, MessageOverrides, PortalLocale } from '@lego-portal/rules';
import { BUSINESS_TIME_ZONE, NO_PERMISSIONS } from '@lego-portal/rules';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';
import type { PortalSession } from '../session/session-types';
import { TextsProvider, useLocale } from '../texts/texts-context';
import { PortalRoot } from '../theme/portal-root';
import type { PortalNavigation } from './navigation';
import type { PortalPaths } from './paths';
import { DEFAULT_PATHS } from './paths';
import { PortalSessionContext, PortalSessionScope } from './session-scope';
import type { PortalStorage } from './portal-storage';
import { PortalStorageScope } from './portal-storage';

export { PortalSessionContext };

/** Everything a screen may ask of its host. */
export interface PortalContextValue {
  client: LegoClient;
  navigation: PortalNavigation;
  paths: PortalPaths;
  /** The language texts, dates and amounts are shown in (see `PortalProviderProps.locale`). */
  locale: PortalLocale;
  /** Business time zone for dates and default ranges (spec: Asia/Bangkok). */
  timeZone: string;
  /** The era dates are shown in until a person chooses (see `PortalProviderProps.calendar`). */
  calendar: CalendarEra;
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
  /**
   * The language of every text, date and amount: `en` (the spec's wording) or `th`. Changing it
   * re-renders in place, keeping what was typed. Left out, a nested `PortalProvider` keeps its
   * parent's, and an outermost one shows English. Thai is loaded on demand; a host that starts
   * in Thai can `await preloadLocale('th')` before its first render.
   */
  locale?: PortalLocale;
  /** Replacements of any text by key (`{ 'menu.contactUs': 'Help' }`), over the locale's. */
  messages?: MessageOverrides;
  /** Business time zone for dates and default ranges. Default Asia/Bangkok. */
  timeZone?: string;
  /**
   * The calendar era dates are shown and typed in until a person chooses their own in the user
   * menu (kept in `storage`): `'gregorian'` (A.D., the spec's years) or `'buddhist'` (B.E.,
   * พ.ศ., the year + 543). Display and entry only: the API, stored values and CSV exports stay
   * Gregorian. Left out, a nested `PortalProvider` keeps its parent's, and an outermost one
   * shows `'gregorian'`.
   */
  calendar?: CalendarEra;
  /**
   * Where a signed-in person's preferences are kept between visits (a table's chosen columns):
   * the host's adapter, e.g. over `localStorage`. portal-ui scopes every key by the signed-in
   * user. Left out, a nested `PortalProvider` uses its parent's, and an outermost one keeps them
   * in memory only (forgotten on reload).
   */
  storage?: PortalStorage;
  children: ReactNode;
}

/** The host's context; internal (screens use {@link usePortal}). */
export const PortalContext = createContext<PortalContextValue | null>(null);

/**
 * The embedding contract: the one component a host wraps portal screens in. It provides the
 * client (to the api-client's data hooks too: it renders a `LegoClientProvider`), query client,
 * navigation, paths, session, language, time zone and storage, and renders the portal root element the
 * styles are scoped to (with the portal's `lang`).
 *
 * @example
 * <PortalProvider client={client} queryClient={queryClient} navigation={createBrowserNavigation()}>
 *   <SessionProvider>
 *     <UserListScreen />
 *   </SessionProvider>
 * </PortalProvider>
 */
export function PortalProvider({ queryClient, locale, messages, ...props }: PortalProviderProps) {
  const inherited = useLocale();
  const portal = <PortalContextProvider {...props} />;
  const texts =
    locale !== undefined || messages !== undefined ? (
      <TextsProvider locale={locale ?? inherited} messages={messages}>
        {portal}
      </TextsProvider>
    ) : (
      portal
    );
  return queryClient ? <QueryClientProvider client={queryClient}>{texts}</QueryClientProvider> : texts;
}

/** The context value and the portal root, below the texts (whose shown language they carry). */
function PortalContextProvider({
  client,
  navigation,
  paths = DEFAULT_PATHS,
  session,
  timeZone = BUSINESS_TIME_ZONE,
  calendar,
  storage,
  children,
}: Omit<PortalProviderProps, 'queryClient' | 'locale' | 'messages'>) {
  const locale = useLocale();
  const parent = useContext(PortalContext);
  const era = calendar ?? parent?.calendar ?? 'gregorian';
  const value = useMemo(() => ({ client, navigation, paths, locale, timeZone, calendar: era }), [client, navigation, paths, locale, timeZone, era]);
  const content = session ? <PortalSessionScope session={session}>{children}</PortalSessionScope> : children;
  // The api-client's data hooks (useCustomerDetail, ...) read the client from their own context.
  return (
    <PortalContext.Provider value={value}>
      <LegoClientProvider client={client}>
        <PortalStorageScope storage={storage}>
          <PortalRoot lang={locale}>{content}</PortalRoot>
        </PortalStorageScope>
      </LegoClientProvider>
    </PortalContext.Provider>
  );
}

/**
 * The host's context with other route builders for the screens inside: how a feature
 * (`UserManager`, `CustomerApproval`, ...) points its screens' links and redirects at its own
 * prefix while the client, navigation, session and language stay the host's. Internal: a host
 * that wants other paths gives them to its `PortalProvider`.
 */
export function PortalPathsScope({ paths, children }: { paths: PortalPaths; children: ReactNode }) {
  const parent = usePortal();
  const value = useMemo(() => ({ ...parent, paths }), [parent, paths]);
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
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
