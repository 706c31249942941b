import { useMemo } from 'react';
import { useStaffAccess } from '../../../hooks/use-staff-access';
import { usePortalSession } from '../../../provider/portal-provider';

/** The merchant a merchant user's reports are fixed to: its own. */
export interface OwnMerchant {
  merchantId: string;
  merchantName: string;
}

/**
 * The merchant user's own merchant, to which its reports' merchant ID and name filters are fixed
 * (shown filled, read-only); null for staff, who search across merchants with those filters
 * live, and when signed out. The server answers a merchant user about its own merchant whatever
 * the request names; the request names it all the same ({@link withOwnMerchant}).
 */
export function useOwnMerchant(): OwnMerchant | null {
  const { staff } = useStaffAccess();
  const merchant = usePortalSession().user?.merchantProfile;
  const merchantId = merchant?.merchantId ?? '';
  const merchantName = merchant?.merchantName ?? '';
  return useMemo(() => (staff || merchantId === '' ? null : { merchantId, merchantName }), [staff, merchantId, merchantName]);
}

/**
 * `criteria` of a report request naming `own` merchant by its ID (a merchant user's), or as they
 * are (staff: `own` null). The name filter is left empty: the ID names the merchant, and the
 * session's name may be worded otherwise than the rows' (a contains-match would drop them).
 */
export function withOwnMerchant<C extends { merchantId?: string; merchantName?: string }>(criteria: C, own: OwnMerchant | null): C {
  return own ? { ...criteria, merchantId: own.merchantId, merchantName: '' } : criteria;
}
