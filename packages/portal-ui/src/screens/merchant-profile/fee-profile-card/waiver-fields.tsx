import { WaiverSection, type WaiverNames } from '../../../fields/waiver-section/waiver-section';
import type { MerchantProfileFormValues } from '../merchant-profile-values';

const NAMES: WaiverNames<MerchantProfileFormValues> = {
  flag: 'feeProfile.isWaived',
  alwaysValid: 'feeProfile.isValidTillCancel',
  waiveFrom: 'feeProfile.waiveFrom',
  waiveTo: 'feeProfile.waiveTo',
  waiveType: 'feeProfile.waiveType',
  waiveBy: 'feeProfile.waiveBy',
  waiveAmt: 'feeProfile.waiveAmt',
  waivePercentage: 'feeProfile.waivePercentage',
};

/** The merchant's fee waiver (spec sections 3 to 5): the shared waiver section over the fee profile's fields. */
export function WaiverFields() {
  return <WaiverSection names={NAMES} />;
}
