/** Load responses with the fee profile changed, for the fee profile card's stories and tests. */
import type { MerchantProfileLoaded } from '../../merchant-profile-values';
import { apiMerchant } from '../../test-kit/merchant-fixtures';

/** The fee profile of a load response, as the API sends it. */
export type LoadedFee = MerchantProfileLoaded['feeProfileResponse']['feeProfileResponse'];

/** `loaded` (the API merchant by default) with `patch` over its fee profile. */
export function withFee(patch: Partial<LoadedFee>, loaded: MerchantProfileLoaded = apiMerchant()): MerchantProfileLoaded {
  loaded.feeProfileResponse = { feeProfileResponse: { ...loaded.feeProfileResponse.feeProfileResponse, ...patch } };
  return loaded;
}

/** A full waiver valid from 1 March 2024 to 31 March 2024. */
export const fullWaiver = (): MerchantProfileLoaded =>
  withFee({ isWaived: 'Y', waiveFrom: '20240301', waiveTo: '20240331', isValidTillCancel: 'N', waiveType: 'F', waiveBy: '', waiveAmt: '', waivePercentage: '' });

/** A partial waiver of 15.50 THB a transaction. */
export const partialWaiverByAmount = (): MerchantProfileLoaded => withFee({ waiveType: 'P', waiveBy: 'A', waiveAmt: '15.50', waivePercentage: '' });

/** A partial waiver valid till cancelled: no Waive To. */
export const waiverTillCancelled = (): MerchantProfileLoaded => withFee({ isValidTillCancel: 'Y', waiveTo: '' });
