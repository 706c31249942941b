import { lazy, useMemo } from 'react';
import { usePortal } from '../../provider/portal-provider';
import type { FeatureRoute } from '../feature-outlet';
import { FeatureOutlet } from '../feature-outlet';
import { userManagerPaths } from './user-manager-paths';

/** Props of {@link UserManager}. */
export interface UserManagerProps {
  /**
   * Where the user manager lives in the host's paths (`/staff/merchant-users`): the list there,
   * the detail, create and update under it. Default: the host's `paths.userList()` (`/user`).
   */
  prefix?: string;
}

// Each screen is its own chunk, loaded when its path opens.
const UserListScreen = lazy(() => import('../../screens/users/user-list-screen/user-list-screen').then((m) => ({ default: m.UserListScreen })));
const UserDetailScreen = lazy(() => import('../../screens/users/user-detail-screen/user-detail-screen').then((m) => ({ default: m.UserDetailScreen })));

const USER_MANAGER_ROUTES: readonly FeatureRoute[] = [
  { path: '', routeId: 'user.list', render: () => <UserListScreen /> },
  { path: 'create', routeId: 'user.create', render: () => <UserDetailScreen mode="create" /> },
  {
    path: 'view/:merchantId/:userId',
    routeId: 'user.view',
    render: ({ merchantId, userId }) => <UserDetailScreen mode="view" merchantId={merchantId} userId={userId} />,
  },
  {
    path: 'update/:merchantId/:userId',
    routeId: 'user.update',
    render: ({ merchantId, userId }) => <UserDetailScreen mode="update" merchantId={merchantId} userId={userId} />,
  },
];

/**
 * The whole user manager (spec section 2, role DD_ACCOUNT_USER) as one element: the user list at
 * `prefix`, and under it `/create`, `/view/{merchantId}/{userId}` and
 * `/update/{merchantId}/{userId}` ({@link userManagerPaths}). It reads the host's current path
 * through the navigation adapter, so it works with any router: mount it on the host route that
 * covers the prefix and everything under it (React Router: `path="/staff/merchant-users/*"`).
 * Every link, Back to User List and redirect of its screens stays under the prefix, with the
 * list's filters. A path under the prefix that is none of these goes to the host's
 * `paths.notFound()`, and a session without the user management permission to
 * `paths.unauthorized()`, as the reference host's guard does, so a host that forgets its own guard
 * still shows no screen to the wrong role. Outside the prefix it renders nothing.
 * `UserListScreen` and `UserDetailScreen` stay exported for a host that routes them itself.
 * Bank staff (issue 29), who have no merchant of their own, first see the merchant picker; once
 * they chose, the feature works on that merchant under a bar naming it, with Change Merchant
 * (switching keeps nothing of the last merchant). A host's `MerchantScopeProvider` around several
 * features shares the choice among them. Merchant users go straight to their own merchant.
 *
 * @example
 * <PortalProvider client={client} queryClient={queryClient} navigation={navigation} session={session}>
 *   <UserManager prefix="/staff/merchant-users" />
 * </PortalProvider>
 */
export function UserManager({ prefix }: UserManagerProps) {
  const host = usePortal().paths;
  const root = prefix ?? host.userList();
  const paths = useMemo(() => ({ ...host, ...userManagerPaths(root) }), [host, root]);
  const merchantScoped = useMemo(() => ({ home: root }), [root]);
  return <FeatureOutlet prefix={root} paths={paths} routes={USER_MANAGER_ROUTES} merchantScoped={merchantScoped} />;
}
