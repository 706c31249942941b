import type { PortalPaths } from '../../provider/paths';
import { withMerchantParam } from '../../provider/paths';
import { featurePath } from '../feature-outlet';

/** The route builders of the transaction report's screens. */
export type TransactionReportPaths = Pick<PortalPaths, 'transactions' | 'transactionDetail'>;

/**
 * The transaction report's paths under `prefix`, shaped as the spec's `/reports/transactions`
 * routes: `/{mode}` (online, scheduled) and `/view/{txnNumber}` under it (with `?merchantId=` for
 * staff, as {@link createPortalPaths} does). A host spreads them
 * over its `PortalProvider` paths:
 * `{ ...createPortalPaths(), ...transactionReportPaths('/staff/transactions') }`.
 */
export function transactionReportPaths(prefix: string): TransactionReportPaths {
  return {
    transactions: (mode) => featurePath(prefix, mode),
    transactionDetail: (txnNumber, merchantId) => withMerchantParam(featurePath(prefix, 'view', txnNumber), merchantId),
  };
}
