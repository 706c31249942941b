/**
 * The merchant a call concerns (issue 29, x-inferred). A merchant user always gets their own
 * merchant, whatever the request names: naming another is refused the way each call refused it
 * before staff existed (`foreign`: 403 or 404). Bank staff have no merchant of their own and get
 * the merchant the request names; a call that needs one and names none is 400. Reports need none:
 * staff without a merchant read across all merchants (see {@link reportScope}).
 */
import { MERCHANT_SCOPE_TEXTS } from '@lego-portal/rules';
import { fail } from '../errors';
import type { ApiError } from '../errors';
import type { Principal } from './handler-types';

/** The 400 of a staff call that names no merchant. */
export const MERCHANT_REQUIRED = MERCHANT_SCOPE_TEXTS.merchantRequired;

/**
 * The merchant of a call: the caller's own for a merchant user (another `named` one: `foreign()`),
 * the `named` one for staff (none: 400 MERCHANT_REQUIRED).
 */
export function merchantOfCall(principal: Principal, named: string | null | undefined, foreign: () => ApiError): string {
  if (!principal.staff.staff) {
    if (named && named !== principal.merchantId) throw foreign();
    return principal.merchantId;
  }
  if (!named) throw fail.badRequest(MERCHANT_REQUIRED, 'merchantScope.merchantRequired');
  return named;
}

/** The merchant a merchant user's reports are limited to, or null: staff read every merchant's. */
export interface ReportScope {
  merchantId: string | null;
}

/** The reports' scope of the caller: their own merchant, or every merchant for staff. */
export function reportScope(principal: Principal): ReportScope {
  return { merchantId: principal.staff.staff ? null : principal.merchantId };
}
