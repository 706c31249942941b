import type { PortalPaths } from '../../provider/paths';
import { featurePath } from '../feature-outlet';

/** The route builders of the registration reports' screens. */
export type RegistrationReportsPaths = Pick<PortalPaths, 'registration' | 'monitoring' | 'sso250'>;

/**
 * The registration reports' paths under `prefix`, shaped as the spec's `/reports` routes:
 * `/registration`, `/online-registration-monitoring` and `/sso-250-bytes` under it. A host
 * spreads them over its `PortalProvider` paths and links its menu to them:
 * `{ ...createPortalPaths(), ...registrationReportsPaths('/staff/reports') }`.
 */
export function registrationReportsPaths(prefix: string): RegistrationReportsPaths {
  return {
    registration: () => featurePath(prefix, 'registration'),
    monitoring: () => featurePath(prefix, 'online-registration-monitoring'),
    sso250: () => featurePath(prefix, 'sso-250-bytes'),
  };
}
