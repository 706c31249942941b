/**
 * Where the merchant portal's features live in the intranet: each under its own prefix of the
 * intranet's router, one element per feature; the rest of the portal's paths (not found,
 * unauthorized) at the root. The paths are spread over the provider's, so links between features
 * and the intranet's own menu agree.
 */
import type { PortalPaths } from '@lego-portal/portal-ui';
import {
  CustomerApproval,
  MerchantProfile,
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
  return (
    <Switch>
      <Route path="/users/*?">
        <UserManager prefix="/users" />
      </Route>
      {/* The staff portal creates and changes customers; merchants' checkers approve them. */}
      <Route path="/customers/*?">
        <CustomerApproval prefix="/customers" allowCreate allowUpdate />
      </Route>
      <Route path="/transactions/*?">
        <TransactionReport prefix="/transactions" />
      </Route>
      <Route path="/reports/*?">
        <RegistrationReports prefix="/reports" />
      </Route>
      <Route path="/merchant/*?">
        <MerchantProfile prefix="/merchant" />
      </Route>
      <Route path="/unauthorized">
        <UnauthorizedScreen />
      </Route>
      <Route path="/">
        <h1>Merchant administration</h1>
        <p>Choose a part of the merchant portal in the menu above.</p>
      </Route>
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}
