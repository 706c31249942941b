import { usePortal, usePortalSession, useTexts } from '@lego-portal/portal-ui';
import type { RouteId, RouteParams } from '@lego-portal/rules';
import { PAGE_TEXTS, ROUTES, canAccessRoute } from '@lego-portal/rules';
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageLoading } from './page-loading';
import { screenFor } from './screens';

/** Route parameters without the `undefined` React Router allows for optional ones. */
function definedParams(params: Readonly<Record<string, string | undefined>>): RouteParams {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * Guards one route of the rules' table, in the spec's order: an action or mode the route does
 * not know goes to /notfound; a user without one of the route's permissions goes to
 * /unauthorized; otherwise the route's screen loads (lazily, with a labelled loading status).
 */
export function RouteGate({ routeId }: { routeId: RouteId }) {
  const { paths } = usePortal();
  const { permissions } = usePortalSession();
  const params = definedParams(useParams());
  const { pathname } = useLocation();
  const route = ROUTES[routeId];
  const texts = useTexts('page', PAGE_TEXTS);
  // The document title of every page: the route's name, then the product's, in the page's language.
  const title = `${texts[routeId]} | ${texts.product}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  const selector = params.action ?? params.mode;
  if (route.allowed && selector !== undefined && !route.allowed.includes(String(selector))) {
    return <Navigate to={paths.notFound()} replace />;
  }
  if (!canAccessRoute(permissions, routeId, params)) return <Navigate to={paths.unauthorized()} replace />;
  // Keyed by path: a detail opened from another detail starts from a clean state.
  return (
    <Suspense key={pathname} fallback={<PageLoading />}>
      {screenFor(routeId)}
    </Suspense>
  );
}

/** Any path outside the route table goes to /notfound (replacing it in the history). */
export function UnknownPath() {
  const { paths } = usePortal();
  return <Navigate to={paths.notFound()} replace />;
}
