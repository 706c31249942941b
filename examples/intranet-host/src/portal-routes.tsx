/**
 * Where the merchant portal's features live in the intranet: each under its own prefix of the
 * intranet's router, one element per feature; the rest of the portal's paths (not found,
 * unauthorized) at the root. The paths are spread over the provider's, so links between features
 * and the intranet's own menu agree.
 *
 * Bank staff have no merchant of their own. The merchant profile, the merchant's users and its
 * customers work on one merchant: each of those features opens with portal-ui's merchant picker
 * for staff, and one MerchantScopeProvider around them shares the choice, so the merchant chosen
 * in one is the merchant of the others until the staff member changes it (or signs out). The
 * reports do not depend on it: staff read them across every merchant, with the merchant ID and
 * name filters live.
 *
 * Each feature is loaded when its route first opens, from its own entry point
 * (`@lego-portal/portal-ui/user-manager`, ...): the intranet's first page carries none of them,
 * and opening one feature loads that feature's code only. The paths builders come from the main
 * entry point; each is a small module of its own in the published package.
 */
import type { PortalPaths } from '@lego-portal/portal-ui';
import {
  MerchantScopeProvider,
  NotFoundScreen,
  QuickFind,
  Spinner,
  UnauthorizedScreen,
  createPortalPaths,
  customerApprovalPaths,
  merchantProfilePaths,
  registrationReportsPaths,
  transactionReportPaths,
  useStaffAccess,
  userManagerPaths,
} from '@lego-portal/portal-ui';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';

const UserManager = lazy(() => import('@lego-portal/portal-ui/user-manager').then((m) => ({ default: m.UserManager })));
const CustomerApproval = lazy(() => import('@lego-portal/portal-ui/customer-approval').then((m) => ({ default: m.CustomerApproval })));
const MerchantProfile = lazy(() => import('@lego-portal/portal-ui/merchant-profile').then((m) => ({ default: m.MerchantProfile })));
const TransactionReport = lazy(() => import('@lego-portal/portal-ui/transaction-report').then((m) => ({ default: m.TransactionReport })));
const RegistrationReports = lazy(() => import('@lego-portal/portal-ui/registration-reports').then((m) => ({ default: m.RegistrationReports })));

export const intranetPaths: PortalPaths = {
  ...createPortalPaths(''),
  ...userManagerPaths('/users'),
  ...customerApprovalPaths('/customers'),
  ...transactionReportPaths('/transactions'),
  ...registrationReportsPaths('/reports'),
  ...merchantProfilePaths('/merchant'),
};

/** The intranet's routes: the portal's features, and its own landing page. */
export function PortalRoutes() {
  // Customer makers create and change customers; checkers (any other staff) view and decide.
  const { customerMaker } = useStaffAccess();
  return (
    <MerchantScopeProvider>
      {/* Quick find (issue 32) in the intranet's own bar: transactions across every merchant; customers
          and users of the merchant chosen in the features (the scope above is shared). */}
      <div className="intranet-find">
        <QuickFind />
      </div>
      {/* The portal's own Spinner: role="status", named "Loading" in the portal's language. */}
      <Suspense fallback={<Spinner />}>
        <Switch>
          <Route path="/users/*?">
            <UserManager prefix="/users" />
          </Route>
          <Route path="/customers/*?">
            <CustomerApproval prefix="/customers" allowCreate={customerMaker} allowUpdate={customerMaker} />
          </Route>
          <Route path="/merchant/*?">
            <MerchantProfile prefix="/merchant" />
          </Route>
          <Route path="/transactions/*?">
            <TransactionReport prefix="/transactions" />
          </Route>
          <Route path="/reports/*?">
            <RegistrationReports prefix="/reports" />
          </Route>
          <Route path="/unauthorized">
            <UnauthorizedScreen />
          </Route>
          <Route path="/">
            <h1>Merchant administration</h1>
            <p>Choose a part of the merchant portal in the menu above. Merchant, users and customers ask which merchant to work on; the reports cover every merchant.</p>
          </Route>
          <Route>
            <NotFoundScreen />
          </Route>
        </Switch>
      </Suspense>
    </MerchantScopeProvider>
  );
}
