import { lazy, useMemo } from 'react';
import { usePortal } from '../../provider/portal-provider';
import type { ManualUrls } from '../../screens/info/manual-screen';
import type { FeatureRoute } from '../feature-outlet';
import { FeatureOutlet } from '../feature-outlet';
import { portalPagesPaths } from './portal-pages-paths';

/** Props of {@link PortalPages}. */
export interface PortalPagesProps {
  /**
   * Where the portal's own pages live in the host's paths: the announcement there, the others
   * under it. Default: the host's `paths.home()` (`/`).
   */
  prefix?: string;
  /** The user manuals' download links (default: `DEFAULT_MANUALS`, under `/manuals/`). */
  manuals?: ManualUrls;
  /** The head office's address lines on the contact page (default: `DEFAULT_HEAD_OFFICE_ADDRESS`). */
  headOfficeAddress?: readonly string[];
}

// Each page is its own chunk, loaded when its path opens.
const HomeScreen = lazy(() => import('../../screens/info/home-screen/home-screen').then((m) => ({ default: m.HomeScreen })));
const ChangePasswordScreen = lazy(() =>
  import('../../screens/auth/change-password-screen/change-password-screen').then((m) => ({ default: m.ChangePasswordScreen })),
);
const ManualScreen = lazy(() => import('../../screens/info/manual-screen/manual-screen').then((m) => ({ default: m.ManualScreen })));
const ContactScreen = lazy(() => import('../../screens/info/contact-screen/contact-screen').then((m) => ({ default: m.ContactScreen })));
const UnauthorizedScreen = lazy(() =>
  import('../../screens/info/unauthorized-screen/unauthorized-screen').then((m) => ({ default: m.UnauthorizedScreen })),
);
const NotFoundScreen = lazy(() => import('../../screens/info/not-found-screen/not-found-screen').then((m) => ({ default: m.NotFoundScreen })));

/**
 * The portal's own pages (spec section 2), open to every signed-in user: the announcement at
 * `prefix`, and under it Change Password, the user manuals, Contact Us, the unauthorized page and
 * the not-found page ({@link portalPagesPaths}). It reads the host's current path through the
 * navigation adapter, so it works with any router. Mounted last, on the host's catch-all route
 * (React Router: `path="*"`), it is also the catch-all of the spec: any path under the prefix
 * that none of its pages (nor another feature mounted before it) serves goes to
 * `paths.notFound()`. Letters' case is ignored (`/NotFound` shows the not-found page). Outside
 * the prefix it renders nothing. The single screens stay exported for a host that routes them
 * itself.
 *
 * @example
 * <Route path="*" element={<PortalPages />} />
 */
export function PortalPages({ prefix, manuals, headOfficeAddress }: PortalPagesProps) {
  const host = usePortal().paths;
  const root = prefix ?? host.home();
  const paths = useMemo(() => ({ ...host, ...portalPagesPaths(root) }), [host, root]);
  const routes = useMemo<readonly FeatureRoute[]>(
    () => [
      { path: '', routeId: 'home', render: () => <HomeScreen /> },
      { path: 'change-password', routeId: 'changePassword', render: () => <ChangePasswordScreen /> },
      { path: 'manual', routeId: 'manual', render: () => <ManualScreen manuals={manuals} /> },
      { path: 'contact', routeId: 'contact', render: () => <ContactScreen headOfficeAddress={headOfficeAddress} /> },
      { path: 'unauthorized', routeId: 'unauthorized', render: () => <UnauthorizedScreen /> },
      { path: 'notfound', routeId: 'notFound', render: () => <NotFoundScreen /> },
    ],
    [manuals, headOfficeAddress],
  );
  return <FeatureOutlet prefix={root} paths={paths} routes={routes} />;
}
