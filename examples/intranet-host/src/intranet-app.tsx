/**
 * The staff portal's shell: its own header, navigation, footer and sign-in around the merchant
 * portal's features. The portal gets the intranet's router (wouter), session and API client
 * through PortalProvider; nothing of the reference host is used.
 */
import type { PortalSession } from '@lego-portal/portal-ui';
import type { Permissions } from '@lego-portal/rules';
import { PortalProvider } from '@lego-portal/portal-ui';
import { QueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useMemo, useState, version as reactVersion } from 'react';
import { Link, Router } from 'wouter';
import { BASE_PATH } from './base-path';
import { PortalRoutes, intranetPaths } from './portal-routes';
import type { StaffUser } from './staff-auth';
import { createMemoryTokens, createStaffClient, portalSessionOf, signInStaff, signOutStaff } from './staff-auth';
import { StaffSignIn } from './staff-sign-in';
import { wouterNavigation } from './wouter-navigation';

/** The page's one token store and API client (tokens in memory only). */
const tokens = createMemoryTokens();
let onSessionExpired: () => void = () => {};
const client = createStaffClient(tokens, () => onSessionExpired());

/** The intranet's menu: the parts of the merchant portal this staff member's roles open. */
function IntranetMenu({ permissions }: { permissions: Permissions }) {
  const links = [
    permissions.merchantProfile && { href: '/merchant/view', label: 'Merchant' },
    permissions.userManagement && { href: '/users', label: 'Merchant users' },
    permissions.customerProfile && { href: '/customers', label: 'Customers' },
    permissions.onlineTransactionReport && { href: '/transactions/online', label: 'Transactions' },
    permissions.registrationReport && { href: '/reports/registration', label: 'Registration' },
  ].filter((link) => link !== false);
  return (
    <nav aria-label="Intranet">
      {links.map((link, index) => (
        <Fragment key={link.href}>
          {index > 0 && ' · '}
          <Link href={link.href}>{link.label}</Link>
        </Fragment>
      ))}
    </nav>
  );
}

export function IntranetApp() {
  const [user, setUser] = useState<StaffUser | null>(null);
  // One query cache per signed-in staff member: sign-out drops it whole.
  const [queryClient, setQueryClient] = useState(() => new QueryClient());

  const signOut = useCallback(async () => {
    if (user) await signOutStaff(client, user.userName);
    tokens.clear();
    queryClient.clear();
    setQueryClient(new QueryClient());
    setUser(null);
  }, [user, queryClient]);
  // A 401 from the gateway signs the staff member out.
  useEffect(() => {
    onSessionExpired = () => void signOut();
  }, [signOut]);

  const session: PortalSession = useMemo(() => portalSessionOf(user, signOut), [user, signOut]);

  return (
    <Router base={BASE_PATH}>
      <header className="intranet-header">
        <span className="intranet-brand">Staff Intranet</span>
        {user && (
          <IntranetMenu permissions={session.permissions} />
        )}
        {user && (
          <>
            <span data-testid="staff-name">{user.name}</span>
            <button type="button" onClick={() => void signOut()}>
              Staff sign-out
            </button>
          </>
        )}
      </header>
      <main className="intranet-main">
        {user ? (
          <PortalProvider client={client} queryClient={queryClient} navigation={wouterNavigation} paths={intranetPaths} session={session}>
            <PortalRoutes />
          </PortalProvider>
        ) : (
          <StaffSignIn onSignIn={async (username, password) => setUser(await signInStaff(client, tokens, username, password))} />
        )}
      </main>
      <footer className="intranet-footer">Bank staff intranet · internal use only · React {reactVersion}</footer>
    </Router>
  );
}
