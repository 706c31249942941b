/**
 * portal-ui's navigation contract over wouter, the intranet's router: a dozen lines, as the
 * embedding guide promises. Paths are relative to the router's base (/intranet/merchant-portal),
 * which wouter adds to every href and strips from every location.
 */
import type { PortalLinkProps, PortalNavigation, SearchValues } from '@lego-portal/portal-ui';
import { fromQueryString, toQueryString } from '@lego-portal/portal-ui';
import { useCallback, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { navigate as wouterNavigate } from 'wouter/use-browser-location';
import { BASE_PATH } from './base-path';

function WouterLink({ to, replace, ...rest }: PortalLinkProps) {
  return <Link href={to} replace={replace} {...rest} />;
}

/** `navigate` outside the router's hooks (event handlers) needs the base the hooks add. */
const navigateTo = (to: string, options?: { replace?: boolean }) => wouterNavigate(`${BASE_PATH}${to}`, { replace: options?.replace ?? false });

export const wouterNavigation: PortalNavigation = {
  navigate: navigateTo,
  Link: WouterLink,
  usePathname: () => useLocation()[0],
  useSearchState() {
    const [pathname] = useLocation();
    const search = useSearch();
    const values = useMemo(() => fromQueryString(search), [search]);
    const setValues = useCallback(
      (next: SearchValues, options?: { replace?: boolean }) => navigateTo(`${pathname}${toQueryString(next)}`, options),
      [pathname],
    );
    return [values, setValues];
  },
};
