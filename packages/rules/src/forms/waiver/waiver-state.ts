/** Which waiver fields are enabled (spec section 4), shared by the merchant fee and the customer waive info. */
import type { Values } from '../../core/values';
import { isYes } from '../../core/values';

/** Which waiver fields are enabled, for a form to disable the rest (spec section 4). */
export interface WaiverFieldState {
  waiveFrom: boolean;
  waiveTo: boolean;
  waiveType: boolean;
  waiveBy: boolean;
  waiveAmt: boolean;
  waivePercentage: boolean;
}

/** Enabled waiver fields of a fee profile (or of a customer's waive info). */
export function waiverFieldState(fee: Values, flag = 'isWaived', tillCancel = 'isValidTillCancel'): WaiverFieldState {
  const on = isYes(fee[flag]);
  const partial = on && fee.waiveType === 'P';
  return {
    waiveFrom: on,
    waiveTo: on && !isYes(fee[tillCancel]),
    waiveType: on,
    waiveBy: partial,
    waiveAmt: partial && fee.waiveBy === 'A',
    waivePercentage: partial && fee.waiveBy === 'P',
  };
}

