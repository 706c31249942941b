import { yupResolver } from '@hookform/resolvers/yup';
import { merchantProfileSchema } from '@lego-portal/rules';
import type { Resolver } from 'react-hook-form';
import type { MerchantProfileFormValues } from './merchant-profile-values';

/**
 * react-hook-form resolver of the merchant profile: the rules' schema, so each field shows
 * exactly the message the server would answer with. The duplicate sub-accounts message lands at
 * `merchantDDProfile.merchantSubAcctProfiles.root` (react-hook-form's place for a field array's
 * own error) and the "one payment option" message at `redirectPaymentOption`.
 */
export function merchantProfileResolver(): Resolver<MerchantProfileFormValues> {
  return yupResolver(merchantProfileSchema()) as unknown as Resolver<MerchantProfileFormValues>;
}
