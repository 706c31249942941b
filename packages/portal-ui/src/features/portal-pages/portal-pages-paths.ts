import type { PortalPaths } from '../../provider/paths';
import { featurePath } from '../feature-outlet';

/** The route builders of the portal's own pages. */
export type PortalPagesPaths = Pick<PortalPaths, 'home' | 'changePassword' | 'manual' | 'contact' | 'unauthorized' | 'notFound'>;

/**
 * The portal's own pages under `prefix`, shaped as the spec's routes: the announcement at the
 * prefix, then `/change-password`, `/manual`, `/contact`, `/unauthorized` and `/notfound`. A host
 * spreads them over its `PortalProvider` paths:
 * `{ ...createPortalPaths(), ...portalPagesPaths('/merchant-portal') }`.
 */
export function portalPagesPaths(prefix: string): PortalPagesPaths {
  return {
    home: () => featurePath(prefix),
    changePassword: () => featurePath(prefix, 'change-password'),
    manual: () => featurePath(prefix, 'manual'),
    contact: () => featurePath(prefix, 'contact'),
    unauthorized: () => featurePath(prefix, 'unauthorized'),
    notFound: () => featurePath(prefix, 'notfound'),
  };
}
