import type { PortalPaths } from '../../provider/paths';
import { featurePath } from '../feature-outlet';

/** The route builders of the customer screens, create and update included. */
export type CustomerApprovalPaths = Required<Pick<PortalPaths, 'customerList' | 'customerView' | 'customerCreate' | 'customerUpdate'>>;

/** The create path's segment of each customer type: a person reads the URL. */
export const CUSTOMER_TYPE_SEGMENTS = { I: 'individual', C: 'corporate' } as const;

/**
 * The customer screens' paths under `prefix`, shaped as the spec's `/customer` routes: the list
 * at the prefix, `/view/{custProfileId}`, and for a host that creates and changes customers (the
 * bank's staff portal) `/create/individual`, `/create/corporate` and `/update/{custProfileId}`.
 * A host spreads them over its `PortalProvider` paths:
 * `{ ...createPortalPaths(), ...customerApprovalPaths('/staff/customers') }`.
 */
export function customerApprovalPaths(prefix: string): CustomerApprovalPaths {
  return {
    customerList: () => featurePath(prefix),
    customerView: (custProfileId) => featurePath(prefix, 'view', custProfileId),
    customerCreate: (customerType) => featurePath(prefix, 'create', CUSTOMER_TYPE_SEGMENTS[customerType]),
    customerUpdate: (custProfileId) => featurePath(prefix, 'update', custProfileId),
  };
}
