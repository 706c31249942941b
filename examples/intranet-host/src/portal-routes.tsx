/**
 * Where the merchant portal's features live in the intranet: each under its own prefix of the
 * intranet's router, the rest of the portal's paths (not found, unauthorized, home) at the root.
 */
import type { PortalPaths } from '@lego-portal/portal-ui';
import { NotFoundScreen, UnauthorizedScreen, UserDetailScreen, UserListScreen, createPortalPaths } from '@lego-portal/portal-ui';
import { Route, Switch } from 'wouter';

const base = createPortalPaths('');
const seg = encodeURIComponent;

export const intranetPaths: PortalPaths = {
  ...base,
  userList: () => '/users',
  userCreate: () => '/users/create',
  userView: (merchantId, userId) => `/users/view/${seg(merchantId)}/${seg(userId)}`,
  userUpdate: (merchantId, userId) => `/users/update/${seg(merchantId)}/${seg(userId)}`,
};

export function PortalRoutes() {
  return (
    <Switch>
      <Route path="/users">
        <UserListScreen />
      </Route>
      <Route path="/users/view/:merchantId/:userId">
        {(params) => <UserDetailScreen mode="view" merchantId={params.merchantId} userId={params.userId} />}
      </Route>
      <Route path="/unauthorized">
        <UnauthorizedScreen />
      </Route>
      <Route path="/">
        <h1>Merchant administration</h1>
      </Route>
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}
