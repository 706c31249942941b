import { lazy, useMemo } from 'react';
import { usePortal } from '../../provider/portal-provider';
import type { FeatureRoute } from '../feature-outlet';
import { FeatureOutlet, parentPath } from '../feature-outlet';
import { merchantProfilePaths } from './merchant-profile-paths';

/** Props of {@link MerchantProfile}. */
export interface MerchantProfileProps {
  /**
   * Where the merchant profile lives in the host's paths (`/staff/merchant`): `/view` and
   * `/update` under it. Default: the folder of the host's `paths.merchant('view')` (`/merchant`).
   */
  prefix?: string;
}

// Its own chunk, loaded when the profile opens.
const MerchantProfileScreen = lazy(() =>
  import('../../screens/merchant-profile/merchant-profile-screen/merchant-profile-screen').then((m) => ({ default: m.MerchantProfileScreen })),
);

const MERCHANT_PROFILE_ROUTES: readonly FeatureRoute[] = [
  // The prefix itself (a host menu's link) opens the view; the spec's table has no page there.
  { path: '', redirect: ({ paths }) => paths.merchant('view') },
  { path: 'view', routeId: 'merchant.view', render: () => <MerchantProfileScreen action="view" /> },
  { path: 'update', routeId: 'merchant.update', render: () => <MerchantProfileScreen action="update" /> },
];

/**
 * The merchant profile (spec section 2, role DD_ACCOUNT_PROFILE) as one element: the view at
 * `prefix/view`, with the Edit action leading to `prefix/update` and Discard Edit back
 * ({@link merchantProfilePaths}); the prefix itself opens the view. It reads the host's current
 * path through the navigation adapter, so it works with any router: mount it on the host route
 * that covers the prefix and everything under it. Another action goes to the host's
 * `paths.notFound()`, a session without the merchant profile permission to
 * `paths.unauthorized()`, as the reference host's guard does. Outside the prefix it renders
 * nothing. `MerchantProfileScreen` stays exported for a host that routes it itself.
 * Bank staff (issue 29), who have no merchant of their own, first see the merchant picker; once
 * they chose, the feature works on that merchant under a bar naming it, with Change Merchant
 * (switching keeps nothing of the last merchant). A host's `MerchantScopeProvider` around several
 * features shares the choice among them. Merchant users go straight to their own merchant.
 *
 * @example
 * <PortalProvider client={client} queryClient={queryClient} navigation={navigation} session={session}>
 *   <MerchantProfile prefix="/staff/merchant" />
 * </PortalProvider>
 */
export function MerchantProfile({ prefix }: MerchantProfileProps) {
  const host = usePortal().paths;
  const root = prefix ?? parentPath(host.merchant('view'));
  const paths = useMemo(() => ({ ...host, ...merchantProfilePaths(root) }), [host, root]);
  const merchantScoped = useMemo(() => ({ home: paths.merchant('view') }), [paths]);
  return <FeatureOutlet prefix={root} paths={paths} routes={MERCHANT_PROFILE_ROUTES} merchantScoped={merchantScoped} />;
}
