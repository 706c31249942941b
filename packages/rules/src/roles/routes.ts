/**
 * The route table of spec section 2 with the permission each route needs, so the host guards
 * routes and the menu links them from one source. Paths use `:param` placeholders.
 */
import type { Permission, Permissions } from './roles';

/** Identifier of a route. */
export type RouteId =
  | 'home'
  | 'changePassword'
  | 'merchant.view'
  | 'merchant.update'
  | 'user.list'
  | 'user.create'
  | 'user.view'
  | 'user.update'
  | 'customer.list'
  | 'customer.view'
  | 'customer.create'
  | 'reports.transactions'
  | 'reports.transactionDetail'
  | 'reports.registration'
  | 'reports.monitoring'
  | 'reports.summaryByStatus'
  | 'reports.sso250'
  | 'manual'
  | 'contact'
  | 'unauthorized'
  | 'notFound';

/** One route. */
export interface RouteDefinition {
  path: string;
  /** Permissions of which at least one is needed; empty for open routes. */
  anyOf: readonly Permission[];
  /** Allowed values of an `:action` or `:mode` segment; anything else goes to /notfound. */
  allowed?: readonly string[];
  /** False for a route the spec names but does not register (customer create). */
  registered?: boolean;
}

const TRANSACTION_REPORTS: readonly Permission[] = ['onlineTransactionReport', 'scheduledTransactionReport'];

/** Merchant profile actions. */
export const MERCHANT_ACTIONS = ['view', 'update'] as const;
/** Transaction report modes. */
export const TRANSACTION_MODES = ['online', 'scheduled'] as const;
/** A transaction report mode. */
export type TransactionMode = (typeof TRANSACTION_MODES)[number];

/** Every route of the spec. */
export const ROUTES: Readonly<Record<RouteId, RouteDefinition>> = {
  home: { path: '/', anyOf: [] },
  changePassword: { path: '/change-password', anyOf: [] },
  'merchant.view': { path: '/merchant/view', anyOf: ['merchantProfile'] },
  'merchant.update': { path: '/merchant/update', anyOf: ['merchantProfile'] },
  'user.list': { path: '/user', anyOf: ['userManagement'] },
  'user.create': { path: '/user/create', anyOf: ['userManagement'] },
  'user.view': { path: '/user/view/:merchantId/:userId', anyOf: ['userManagement'] },
  'user.update': { path: '/user/update/:merchantId/:userId', anyOf: ['userManagement'] },
  'customer.list': { path: '/customer', anyOf: ['customerProfile'] },
  'customer.view': { path: '/customer/:action/:custProfileId', anyOf: ['customerProfile'], allowed: ['view'] },
  'customer.create': { path: '/customer/create', anyOf: ['customerProfile'], registered: false },
  'reports.transactions': { path: '/reports/transactions/:mode', anyOf: TRANSACTION_REPORTS, allowed: TRANSACTION_MODES },
  'reports.transactionDetail': { path: '/reports/transactions/view/:txnNumber', anyOf: TRANSACTION_REPORTS },
  'reports.registration': { path: '/reports/registration', anyOf: ['registrationReport'] },
  'reports.monitoring': { path: '/reports/online-registration-monitoring', anyOf: ['onlineRegistrationReport'] },
  /** Inferred (issue 17): the spec names the grant but shows no screen for it. */
  'reports.summaryByStatus': { path: '/reports/summary-by-status', anyOf: ['summaryPaymentTransactionByStatus'] },
  'reports.sso250': { path: '/reports/sso-250-bytes', anyOf: ['sso250Report'] },
  manual: { path: '/manual', anyOf: [] },
  contact: { path: '/contact', anyOf: [] },
  unauthorized: { path: '/unauthorized', anyOf: [] },
  notFound: { path: '/notfound', anyOf: [] },
};

/** Parameters of a route path. */
export type RouteParams = Readonly<Record<string, string | number>>;

/**
 * Permissions of which one is needed to open `routeId`; for the transaction report a `mode`
 * narrows it to that mode's permission. Empty when the route is open to every signed-in user.
 */
export function requiredPermissionFor(routeId: RouteId, params?: RouteParams): readonly Permission[] {
  if (routeId === 'reports.transactions' && params?.mode === 'online') return ['onlineTransactionReport'];
  if (routeId === 'reports.transactions' && params?.mode === 'scheduled') return ['scheduledTransactionReport'];
  return ROUTES[routeId].anyOf;
}

/** True when `permissions` open `routeId` (with `params` for the transaction mode). */
export function canAccessRoute(permissions: Permissions, routeId: RouteId, params?: RouteParams): boolean {
  const needed = requiredPermissionFor(routeId, params);
  return needed.length === 0 || needed.some((permission) => permissions[permission]);
}

/**
 * What a signed-in user meets at a route: the route's page (`open`), the not-found page, or the
 * unauthorized page.
 */
export type RouteVerdict = 'open' | 'notFound' | 'unauthorized';

/**
 * The one guard of every route, in the spec's order: an `:action` or `:mode` the route does not
 * allow (`params.action`, `params.mode`) is not found, whatever the user may open; then a user
 * without one of the route's permissions is unauthorized; otherwise the route opens. The
 * reference host and every feature of portal-ui ask this, so the order lives here only.
 */
export function routeVerdict(permissions: Permissions, routeId: RouteId, params: RouteParams = {}): RouteVerdict {
  const { allowed } = ROUTES[routeId];
  const selector = params.action ?? params.mode;
  if (allowed && selector !== undefined && !allowed.includes(String(selector))) return 'notFound';
  return canAccessRoute(permissions, routeId, params) ? 'open' : 'unauthorized';
}

/** The path of `routeId` with its `:params` filled (URI-encoded). */
export function pathOf(routeId: RouteId, params: RouteParams = {}): string {
  return ROUTES[routeId].path.replace(/:(\w+)/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? encodeURIComponent(String(params[name])) : whole,
  );
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The parameters of `segments` (a path split at `/`, already decoded) when they fit `pattern`
 * (`user/:action`: fixed segments, whatever their letters' case as the host's router ignores it,
 * and `:name` taking one segment each), or `null`. The one matcher of the portal's paths: the
 * rules' route table here, and each feature's screens under its prefix in portal-ui.
 */
export function matchPathPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter((part) => part !== '');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] as string;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}

/** Result of matching a path against the table. */
export interface RouteMatch {
  routeId: RouteId;
  params: Record<string, string>;
}

/**
 * Matches a pathname to a route, applying the spec's redirects: an unknown action or mode, or
 * any unknown path, matches `notFound`. Routes not registered (customer create) never match.
 * Fixed segments match whatever their letters' case (`/User/Create`), as the host's router does.
 */
export function matchRoute(pathname: string): RouteMatch {
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(safeDecode);
  for (const [routeId, route] of Object.entries(ROUTES) as [RouteId, RouteDefinition][]) {
    if (route.registered === false) continue;
    const params = matchPathPattern(route.path, segments);
    if (!params) continue;
    const selector = params.action ?? params.mode;
    if (selector === undefined || !route.allowed || route.allowed.includes(selector)) return { routeId, params };
  }
  return { routeId: 'notFound', params: {} };
}
