/**
 * Renders screens for stories and component tests: a real lego-* client (against MSW in
 * Storybook, against a running sandbox in component tests), a fresh QueryClient, in-memory
 * navigation and a fixed session. Not part of the published package.
 */
import type { LegoClient, TokenSet } from '@lego-portal/api-client';
import { createLegoClient } from '@lego-portal/api-client';
import type { CalendarEra } from '@lego-portal/rules';
import { parseRoles, permissionsOf } from '@lego-portal/rules';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { MemoryNavigation } from '../provider/memory-navigation';
import type { PortalPaths } from '../provider/paths';
import type { PortalStorage } from '../provider/portal-storage';
import { createMemoryNavigation } from '../provider/memory-navigation';
import { PortalProvider } from '../provider/portal-provider';
import type { PortalSession, SessionUser } from '../session/session-types';

/** A user of the sandbox's first merchant with every role; override fields per story. */
export const FULL_ACCESS_USER = {
  userName: 'demo_full',
  name: 'Somchai Jaidee',
  userId: 'U000000001',
  lastLogin: '20261121093000',
  merchantProfile: { merchantId: '1000000001', merchantName: 'Chao Phraya Insurance Public Company Limited', merchantCode: 'CPINS' },
  roles: [
    'DD_ACCOUNT_PROFILE',
    'DD_ACCOUNT_USER',
    'DD_ACCOUNT_CUSTOMER_PROFILE',
    'DD_REPORT_TRANSACTION',
    'DD_REPORT_TRANSACTION_RECURRING',
    'DD_REPORT_REGISTRATION',
    'DD_REPORT_ONLINE_REGISTRATION',
    'DD_REPORT_SUMMARY_PAYMENT_STATUS',
    'SSO_CPINS',
  ],
} satisfies SessionUser;

/**
 * One of the bank's staff (the sandbox's `staff_maker`, design of issue 29): staff roles and no
 * merchant of their own. A component test that renders as this user against the sandbox signs
 * `staff_maker` in (`signInTokens(url, DEMO_STAFF.maker.username)` of @lego-portal/test-kit) and
 * passes those tokens: the sandbox answers staff by their token, not by this session object.
 */
export const STAFF_USER = {
  userName: 'staff_maker',
  name: 'Bank Staff Maker',
  lastLogin: '20261121093000',
  merchantProfile: null,
  roles: ['BANK_MERCHANT_ADMIN', 'BANK_CUSTOMER_MAKER', 'BANK_REPORT'],
} satisfies SessionUser;

/** A fixed session for `user` (null: signed out). `onSignOut` observes sign-outs. */
export function staticSession(user: SessionUser | null, onSignOut: () => void = () => {}): PortalSession {
  return {
    user,
    permissions: permissionsOf(user ? parseRoles(user.roles.join(',')) : []),
    signOut: async () => onSignOut(),
  };
}

/** Options of {@link PortalHarness}. */
export interface PortalHarnessProps {
  /** API origin: '' (same origin, MSW in Storybook) or a sandbox URL in component tests. */
  baseUrl?: string;
  /** Tokens the client sends; a fresh unexpiring set by default. */
  tokens?: TokenSet | null;
  /** The session screens see; omit to leave it to a SessionProvider among the children. */
  session?: PortalSession;
  /** Navigation to use; a memory navigation at `initialPath` by default. */
  navigation?: MemoryNavigation;
  initialPath?: string;
  /** A client to use instead of the one built from `baseUrl` and `tokens`. */
  client?: LegoClient;
  /** Route builders; the spec's route table by default (e.g. add `customerCreate` for a host that has it). */
  paths?: PortalPaths;
  /** The host's storage adapter; memory only by default. */
  storage?: PortalStorage;
  /** The host's calendar era (`PortalProvider`'s `calendar`); Gregorian by default. */
  calendar?: CalendarEra;
  children: ReactNode;
}

/** Fake tokens for stories: MSW does not verify them. `iat` far in the future: never stale. */
export function storyTokens(): TokenSet {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const idToken = `${encode({ alg: 'none' })}.${encode({ iat: 4102444800, 'custom:auth': FULL_ACCESS_USER.roles.join(',') })}.x`;
  return { idToken, accessToken: 'story-access-token', refreshToken: 'story-refresh-token' };
}

/** The providers a screen needs, with test-friendly defaults (no retries, no caching between tests). */
export function PortalHarness({ baseUrl = '', tokens, session, navigation, initialPath = '/', client, paths, storage, calendar, children }: PortalHarnessProps) {
  const [state] = useState(() => {
    let current = tokens === undefined ? storyTokens() : tokens;
    return {
      navigation: navigation ?? createMemoryNavigation(initialPath),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } } }),
      client:
        client ??
        createLegoClient({
          baseUrl,
          session: { getTokens: () => current, setTokens: (next) => (current = next) },
        }),
    };
  });
  return (
    <PortalProvider client={state.client} queryClient={state.queryClient} navigation={state.navigation} paths={paths} session={session} storage={storage} calendar={calendar}>
      {children}
    </PortalProvider>
  );
}
