/**
 * How a feature (`UserManager`, `CustomerApproval`, ...) reads the host's current path: which of
 * its screens lives there, under the prefix the host gave it, and where a path that is not one of
 * its screens, or a screen the session may not open, leads instead. Pure, so it is tested without
 * React; `FeatureOutlet` renders what it decides.
 */
import type { Permissions, RouteId, RouteParams } from '@lego-portal/rules';
import { matchPathPattern, routeVerdict } from '@lego-portal/rules';
import type { ReactElement } from 'react';
import type { PortalPaths } from '../../provider/paths';

/** One screen of a feature, at a path relative to the feature's prefix. */
export interface FeatureScreenRoute {
  /** Segments after the prefix, `/`-separated; `:name` takes one segment; `''` is the prefix itself. */
  path: string;
  /**
   * The rules' route of the screen: its `allowed` actions or modes and its permissions decide,
   * through `routeVerdict`, whether the screen opens, is not found or is unauthorized.
   */
  routeId: RouteId;
  /**
   * Parameters the rules judge besides the path's own `:name` segments (which they see too),
   * e.g. `{ mode: 'online' }` for a screen at a fixed path whose role depends on its mode.
   */
  params?: RouteParams;
  /** The screen, given the path's decoded `:name` segments. */
  render(params: Readonly<Record<string, string>>): ReactElement;
}

/** A path of a feature that only leads to another, e.g. the prefix itself to the first screen. */
export interface FeatureRedirect {
  path: string;
  redirect(context: { paths: PortalPaths; permissions: Permissions }): string;
}

/** A path a feature knows. */
export type FeatureRoute = FeatureScreenRoute | FeatureRedirect;

/** What a feature does at the current path. */
export type FeatureOutcome =
  /** The path is not under the feature's prefix (or is the host's own not-found or unauthorized page): nothing. */
  | { kind: 'outside' }
  /** Goes elsewhere, replacing the current entry. */
  | { kind: 'redirect'; to: string }
  | { kind: 'screen'; route: FeatureScreenRoute; params: Readonly<Record<string, string>> };

const split = (path: string) => path.split('/').filter((segment) => segment !== '');

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `segments` under `prefix`, each URI-encoded; the prefix itself (`/` for an empty one) without. */
export function featurePath(prefix: string, ...segments: string[]): string {
  const root = prefix.replace(/\/+$/, '');
  return segments.length === 0 ? root || '/' : `${root}/${segments.map(encodeURIComponent).join('/')}`;
}

/** The path one segment up (`/reports/transactions/online` gives `/reports/transactions`). */
export function parentPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.slice(0, trimmed.lastIndexOf('/')) || '/';
}

/**
 * The decoded segments of `pathname` after `prefix`, or `null` when it is not under it. Letters'
 * case is ignored, as React Router ignores it, so a typed `/User/Create` still opens its screen.
 */
export function segmentsUnder(prefix: string, pathname: string): string[] | null {
  const own = split(prefix);
  const path = split(pathname);
  if (own.some((segment, i) => segment.toLowerCase() !== path[i]?.toLowerCase())) return null;
  return path.slice(own.length).map(safeDecode);
}

/** True when `other` is a path below `prefix` (not `prefix` itself, nor above it). */
const isInside = (prefix: string, other: string) => (segmentsUnder(prefix, other)?.length ?? 0) > 0;

/** The route of `routes` whose path fits `segments` (the rules' one matcher), with its parameters. */
export function matchFeatureRoute(routes: readonly FeatureRoute[], segments: readonly string[]) {
  for (const route of routes) {
    const params = matchPathPattern(route.path, segments);
    if (params) return { route, params };
  }
  return null;
}

/** True when `pathname` is `page`, whatever its letters' case (the host's router ignores it). */
const isPage = (page: string, pathname: string) => segmentsUnder(page, pathname)?.length === 0;

/**
 * What a feature at `prefix` does at `pathname`: a path under the prefix that is none of its
 * routes goes to `paths.notFound()`; a screen is then judged by the rules' `routeVerdict` (an
 * action or mode its route does not allow is not found, a session without its permission is
 * unauthorized), the one guard the reference host mounts too.
 */
export function resolveFeature({
  prefix,
  pathname,
  routes,
  paths,
  permissions,
  others = [],
}: {
  prefix: string;
  pathname: string;
  routes: readonly FeatureRoute[];
  paths: PortalPaths;
  permissions: Permissions;
  /** Prefixes under `prefix` that are other features' (the transaction report under `/reports`). */
  others?: readonly string[];
}): FeatureOutcome {
  const segments = segmentsUnder(prefix, pathname);
  if (!segments || others.some((other) => isInside(prefix, other) && segmentsUnder(other, pathname))) return { kind: 'outside' };
  const match = matchFeatureRoute(routes, segments);
  if (!match) {
    // The host's own pages, unless the feature serves them (the portal's pages), are left alone,
    // even under a prefix of '/': no redirect loop.
    if (isPage(paths.notFound(), pathname) || isPage(paths.unauthorized(), pathname)) return { kind: 'outside' };
    return { kind: 'redirect', to: paths.notFound() };
  }
  const { route, params } = match;
  if ('redirect' in route) return { kind: 'redirect', to: route.redirect({ paths, permissions }) };
  const verdict = routeVerdict(permissions, route.routeId, { ...params, ...route.params });
  if (verdict !== 'open') return { kind: 'redirect', to: verdict === 'notFound' ? paths.notFound() : paths.unauthorized() };
  return { kind: 'screen', route, params };
}
