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
 */
import type { PortalPaths } from '@lego-portal/portal-ui';
import {
  CustomerApproval,
  MerchantProfile,
  MerchantScopeProvider,
  NotFoundScreen,
  RegistrationReports,
  TransactionReport,
  UnauthorizedScreen,
  UserManager,
  createPortalPaths,
  customerApprovalPaths,
  merchantProfilePaths,
  registrationReportsPaths,
  transactionReportPaths,
  useStaffAccess,
  userManagerPaths,
} from '@lego-portal/portal-ui';
import { Route, Switch } from 'wouter';

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
    </MerchantScopeProvider>
  );
}
