import {
  CustomerApproval,
  MerchantProfile,
  PortalPages,
  RegistrationReports,
  TransactionReport,
  UserManager,
} from '@lego-portal/portal-ui';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The portal's features under `shell`, the layout route that renders the provider, the frame and
 * the page's title around an `<Outlet>`: the same features the bank's staff portal mounts, each
 * at its default prefix (the spec's paths of the provider's default `PortalPaths`). Each feature
 * routes its own screens, guards them with the rules' `routeVerdict` (unknown action or mode ->
 * /notfound, missing role -> /unauthorized) and lazy-loads each of them; the host has no
 * route-to-screen table of its own.
 *
 * React Router matches case-insensitively and ranks `/reports/transactions/*` above `/reports/*`.
 * `PortalPages` takes everything else: the home, change password, manual, contact, unauthorized
 * and not-found pages, and sends any other path (`/no/such/page`) to /notfound.
 */
export function createRoutes(shell: ReactElement): RouteObject[] {
  return [
    {
      element: shell,
      children: [
        { path: '/user/*', element: <UserManager /> },
        { path: '/merchant/*', element: <MerchantProfile /> },
        { path: '/customer/*', element: <CustomerApproval /> },
        { path: '/reports/transactions/*', element: <TransactionReport /> },
        { path: '/reports/*', element: <RegistrationReports /> },
        { path: '*', element: <PortalPages /> },
      ],
    },
  ];
}
