import { Suspense, lazy, useEffect } from 'react';
import { useStaffAccess } from '../../hooks/use-staff-access';
import type { PortalPaths } from '../../provider/paths';
import { PortalPathsScope, usePortal, usePortalSession } from '../../provider/portal-provider';
import { FeatureLoading } from './feature-loading';
import type { FeatureRoute } from './feature-routes';
import { resolveFeature } from './feature-routes';

// Staff only: a merchant user's features never load the merchant picker.
const StaffMerchantScope = lazy(() => import('./staff-merchant-scope'));

/** Props of {@link FeatureOutlet}. */
export interface FeatureOutletProps {
  /** Where the feature lives in the host's paths. */
  prefix: string;
  /** The host's paths with the feature's own builders over them (memoised: screens depend on it). */
  paths: PortalPaths;
  routes: readonly FeatureRoute[];
  /** Prefixes under `prefix` that are other features': their paths are left to them. */
  others?: readonly string[];
  /**
   * The feature works on one merchant (issue 29): bank staff choose it first (portal-ui's
   * `MerchantScopeGate`, loaded for staff sessions only) and are taken to `home` once they did;
   * merchant users go straight to their own.
   */
  merchantScoped?: { home: string };
}

/**
 * Shows the feature's screen of the host's current path (read with the navigation adapter's
 * `usePathname()`, so any router works), inside the feature's paths, so every link, Back and
 * redirect of its screens stays under the prefix. A path under the prefix that is none of its
 * screens, or one the session may not open, is replaced by the host's not-found or unauthorized
 * page (the rules' `routeVerdict` decides, for the reference host too); a path outside the
 * prefix renders nothing. While a screen's chunk loads, a labelled loading status shows.
 */
export function FeatureOutlet({ prefix, paths, routes, others, merchantScoped }: FeatureOutletProps) {
  const { navigation } = usePortal();
  const { permissions } = usePortalSession();
  const { staff } = useStaffAccess();
  const pathname = navigation.usePathname();
  const outcome = resolveFeature({ prefix, pathname, routes, paths, permissions, others });
  const to = outcome.kind === 'redirect' ? outcome.to : null;
  useEffect(() => {
    // Replaced, so Back does not return to a path that only leads elsewhere.
    if (to !== null) navigation.navigate(to, { replace: true });
  }, [to, navigation]);
  const screen =
    outcome.kind === 'screen' ? (
      <PortalPathsScope paths={paths}>
        {/* Keyed by path: a detail opened from another detail starts from a clean state. Each
            screen is its own chunk (features render them through React.lazy), so the page's
            loading status shows until it has arrived. */}
        <Suspense key={pathname} fallback={<FeatureLoading />}>
          {outcome.route.render(outcome.params)}
        </Suspense>
      </PortalPathsScope>
    ) : null;
  // A merchant user works on their own merchant: the screen as it is.
  if (!merchantScoped || !staff) return screen;
  return (
    <Suspense fallback={<FeatureLoading />}>
      <StaffMerchantScope home={merchantScoped.home}>{screen}</StaffMerchantScope>
    </Suspense>
  );
}
