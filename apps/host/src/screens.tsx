/**
 * Which screen each route of the rules' route table shows. Every screen is its own chunk
 * (`React.lazy` over a module of `./screens/`), so the sign-in page's first load carries none of
 * them. Routes whose screens come in a later release share one chunk that says so plainly.
 */
import type { RouteId } from '@lego-portal/rules';
import type { ReactElement } from 'react';
import { lazy } from 'react';

const Home = lazy(() => import('./screens/home'));
const ChangePassword = lazy(() => import('./screens/change-password'));
const UserList = lazy(() => import('./screens/user-list'));
const UserDetail = lazy(() => import('./screens/user-detail'));
const Manual = lazy(() => import('./screens/manual'));
const Contact = lazy(() => import('./screens/contact'));
const Unauthorized = lazy(() => import('./screens/unauthorized'));
const NotFound = lazy(() => import('./screens/not-found'));
const ComingSoon = lazy(() => import('./screens/coming-soon'));

/** Titles of the routes whose screens come in a later release (each page's h1). */
export const LATER_RELEASE_TITLES = {
  'merchant.view': 'Merchant Profile',
  'merchant.update': 'Merchant Profile',
  'customer.list': 'Customer Profile',
  'customer.view': 'Customer Profile',
  'customer.create': 'Customer Profile',
  'reports.transactions': 'Transaction Report',
  'reports.transactionDetail': 'Transaction Details',
  'reports.registration': 'Registration Report',
  'reports.monitoring': 'Online Registration Monitoring',
  'reports.sso250': 'SSO Text File Format 250 Bytes',
} as const satisfies Partial<Record<RouteId, string>>;

type LaterReleaseRoute = keyof typeof LATER_RELEASE_TITLES;

/** Each route's name, for the document title (what a tab, the history and screen readers show). */
export const ROUTE_TITLES: Readonly<Record<RouteId, string>> = {
  ...LATER_RELEASE_TITLES,
  home: 'Home',
  changePassword: 'Change Password',
  'user.list': 'User',
  'user.create': 'New User',
  'user.view': 'User Detail',
  'user.update': 'Edit User',
  manual: 'User Manual',
  contact: 'Contact Us',
  unauthorized: 'Access denied',
  notFound: 'Page not found',
};

const SCREENS: Record<Exclude<RouteId, LaterReleaseRoute>, () => ReactElement> = {
  home: () => <Home />,
  changePassword: () => <ChangePassword />,
  'user.list': () => <UserList />,
  'user.create': () => <UserDetail mode="create" />,
  'user.view': () => <UserDetail mode="view" />,
  'user.update': () => <UserDetail mode="update" />,
  manual: () => <Manual />,
  contact: () => <Contact />,
  unauthorized: () => <Unauthorized />,
  notFound: () => <NotFound />,
};

const isLaterRelease = (routeId: RouteId): routeId is LaterReleaseRoute => Object.hasOwn(LATER_RELEASE_TITLES, routeId);

/** The element of `routeId`'s screen (rendered inside the route's Suspense). */
export function screenFor(routeId: RouteId): ReactElement {
  if (isLaterRelease(routeId)) return <ComingSoon title={LATER_RELEASE_TITLES[routeId]} />;
  return SCREENS[routeId]();
}
