import type { PortalPaths } from '../../provider/paths';
import { featurePath } from '../feature-outlet';

/** The route builder of the merchant profile's screens. */
export type MerchantProfilePaths = Pick<PortalPaths, 'merchant'>;

/**
 * The merchant profile's paths under `prefix`, shaped as the spec's `/merchant/{action}`:
 * `/view` and `/update` under it. A host spreads them over its `PortalProvider` paths:
 * `{ ...createPortalPaths(), ...merchantProfilePaths('/staff/merchant') }`.
 */
export function merchantProfilePaths(prefix: string): MerchantProfilePaths {
  return { merchant: (action) => featurePath(prefix, action) };
}
