import type { PortalPaths } from '../../provider/paths';
import { featurePath } from '../feature-outlet';

/** The route builders of the user manager's screens. */
export type UserManagerPaths = Pick<PortalPaths, 'userList' | 'userCreate' | 'userView' | 'userUpdate'>;

/**
 * The user manager's paths under `prefix`, shaped as the spec's `/user` routes: the list at the
 * prefix, then `/create`, `/view/{merchantId}/{userId}` and `/update/{merchantId}/{userId}`. A host
 * spreads them over its `PortalProvider` paths, so its menu and `<UserManager />` agree:
 * `{ ...createPortalPaths(), ...userManagerPaths('/staff/merchant-users') }`.
 */
export function userManagerPaths(prefix: string): UserManagerPaths {
  return {
    userList: () => featurePath(prefix),
    userCreate: () => featurePath(prefix, 'create'),
    userView: (merchantId, userId) => featurePath(prefix, 'view', merchantId, userId),
    userUpdate: (merchantId, userId) => featurePath(prefix, 'update', merchantId, userId),
  };
}
