/**
 * Which screen each route of the rules' route table shows. Every screen is its own chunk
 * (`React.lazy` over a module of `./screens/`), so the sign-in page's first load carries none of
 * them. Routes whose screens come in a later release share one chunk that says so plainly.
 */
import { useTexts } from '@lego-portal/portal-ui';
import type { RouteId } from '@lego-portal/rules';
import { PAGE_TEXTS } from '@lego-portal/rules';
import type { ReactElement } from 'react';
import { lazy } from 'react';

const Home = lazy(() => import('./screens/home'));
const ChangePassword = lazy(() => import('./screens/change-password'));
const UserList = lazy(() => import('./screens/user-list'));
const UserDetail = lazy(() => import('./screens/user-detail'));
const RegistrationReport = lazy(() => import('./screens/registration-report'));
const OnlineRegistrationMonitoring = lazy(() => import('./screens/online-registration-monitoring'));
const Manual = lazy(() => import('./screens/manual'));
const Contact = lazy(() => import('./screens/contact'));
const Unauthorized = lazy(() => import('./screens/unauthorized'));
const NotFound = lazy(() => import('./screens/not-found'));
const Sso250Report = lazy(() => import('./screens/sso250-report'));
const TransactionReport = lazy(() => import('./screens/transaction-report'));
const TransactionDetail = lazy(() => import('./screens/transaction-detail'));
const SummaryByStatus = lazy(() => import('./screens/summary-by-status'));
const MerchantProfile = lazy(() => import('./screens/merchant-profile'));
const CustomerList = lazy(() => import('./screens/customer-list'));
const CustomerDetail = lazy(() => import('./screens/customer-detail'));
const ComingSoon = lazy(() => import('./screens/coming-soon'));

/** The routes whose screens come in a later release: each shows its name (the page's h1). */
const LATER_RELEASE = [
  // Not registered as a route (spec section 2): the merchant portal creates no customers.
  'customer.create',
] as const satisfies readonly RouteId[];

type LaterReleaseRoute = (typeof LATER_RELEASE)[number];

const SCREENS: Record<Exclude<RouteId, LaterReleaseRoute>, () => ReactElement> = {
  home: () => <Home />,
  changePassword: () => <ChangePassword />,
  'user.list': () => <UserList />,
  'user.create': () => <UserDetail mode="create" />,
  'user.view': () => <UserDetail mode="view" />,
  'user.update': () => <UserDetail mode="update" />,
  'merchant.view': () => <MerchantProfile action="view" />,
  'merchant.update': () => <MerchantProfile action="update" />,
  'customer.list': () => <CustomerList />,
  'customer.view': () => <CustomerDetail />,
  'reports.registration': () => <RegistrationReport />,
  'reports.monitoring': () => <OnlineRegistrationMonitoring />,
  manual: () => <Manual />,
  contact: () => <Contact />,
  unauthorized: () => <Unauthorized />,
  notFound: () => <NotFound />,
  'reports.sso250': () => <Sso250Report />,
  'reports.transactions': () => <TransactionReport />,
  'reports.transactionDetail': () => <TransactionDetail />,
  'reports.summaryByStatus': () => <SummaryByStatus />,
};

const isLaterRelease = (routeId: RouteId): routeId is LaterReleaseRoute => (LATER_RELEASE as readonly RouteId[]).includes(routeId);

/** A later release's page, titled with its route's name in the portal's language. */
function LaterRelease({ routeId }: { routeId: LaterReleaseRoute }) {
  const texts = useTexts('page', PAGE_TEXTS);
  return <ComingSoon title={texts[routeId]} />;
}

/** The element of `routeId`'s screen (rendered inside the route's Suspense). */
export function screenFor(routeId: RouteId): ReactElement {
  if (isLaterRelease(routeId)) return <LaterRelease routeId={routeId} />;
  return SCREENS[routeId]();
}
