import type { ReactNode } from 'react';
import { MerchantScopeBoundary, MerchantScopeGate } from '../../merchant-scope';

/**
 * A merchant-scoped feature's screen for bank staff (issue 29): the merchant picker first, then
 * the screen on the merchant chosen. Its own chunk, loaded for staff sessions only, so a merchant
 * user's portal carries no picker. The boundary stays mounted while `children` is null (between
 * the feature's redirects), so the staff's choice outlives them; the gate stands only before a
 * screen the session may open.
 */
export default function StaffMerchantScope({ home, children }: { home: string; children: ReactNode }) {
  return <MerchantScopeBoundary>{children ? <MerchantScopeGate home={home}>{children}</MerchantScopeGate> : null}</MerchantScopeBoundary>;
}
