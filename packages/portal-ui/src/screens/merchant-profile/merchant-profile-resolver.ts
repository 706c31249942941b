import { yupResolver } from '@hookform/resolvers/yup';
import { merchantProfileSchema } from '@lego-portal/rules';
import type { Resolver } from 'react-hook-form';
import type { MerchantProfileFormValues } from './merchant-profile-values';

/** Options of {@link merchantProfileResolver}. */
export interface MerchantProfileResolverOptions {
  /**
   * The user sets the bank's terms (fee profile and waiver): their rules apply. Without it the
   * fees are read-only and saved as loaded, so their rules are not the user's to meet: a stored
   * fee the rules would refuse today (a waiver that ended) must not block saving the contact.
   */
  bankTerms: boolean;
}

/**
 * react-hook-form resolver of the merchant profile: the rules' schema, so each field shows
 * exactly the message the server would answer with. The duplicate sub-accounts message lands at
 * `merchantDDProfile.merchantSubAcctProfiles.root` (react-hook-form's place for a field array's
 * own error) and the "one payment option" message at `redirectPaymentOption`.
 */
export function merchantProfileResolver({ bankTerms }: MerchantProfileResolverOptions): Resolver<MerchantProfileFormValues> {
  const resolve = yupResolver(merchantProfileSchema()) as unknown as Resolver<MerchantProfileFormValues>;
  if (bankTerms) return resolve;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const { feeProfile: _feeErrors, ...errors } = result.errors;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return Object.keys(result.errors).length > 0 ? { values, errors: {} } : result;
  };
}
