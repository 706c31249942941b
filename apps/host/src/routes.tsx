import type { RouteDefinition, RouteId } from '@lego-portal/rules';
import { ROUTES } from '@lego-portal/rules';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { RouteGate, UnknownPath } from './route-gate';

/**
 * The whole route table of spec section 2, from the rules' `ROUTES` (the same table the menu
 * and the sandbox use), under `shell`, the layout route that renders the provider, the session,
 * the sign-in gate and the frame around an `<Outlet>`.
 *
 * React Router ranks static segments above dynamic ones and matches case-insensitively, so
 * /user/create beats /user/:action-like paths, /notFound opens /notfound, and whatever no route
 * matches (/user/bogus, /merchant/edit, /customer/create) falls to `*` and goes to /notfound.
 * Routes the spec names but does not register (customer create) are left out.
 */
export function createRoutes(shell: ReactElement): RouteObject[] {
  const table = (Object.entries(ROUTES) as [RouteId, RouteDefinition][])
    .filter(([, route]) => route.registered !== false)
    .map(([routeId, route]): RouteObject => ({ path: route.path, element: <RouteGate routeId={routeId} /> }));
  return [{ element: shell, children: [...table, { path: '*', element: <UnknownPath /> }] }];
}
