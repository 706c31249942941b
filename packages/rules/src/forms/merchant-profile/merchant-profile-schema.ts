import type { ObjectSchema } from 'yup';
import { buildYupSchema } from '../../core/yup-schema';
import type { ValidateOptions } from '../../core/validation';
import type { MerchantProfileInput } from './merchant-profile';
import { MERCHANT_PROFILE_FIELDS, merchantProfileIssues } from './merchant-profile';

/** yup schema of the merchant profile; reports exactly what `validateMerchantProfile` does. */
export function merchantProfileSchema(options?: ValidateOptions): ObjectSchema<MerchantProfileInput> {
  return buildYupSchema<MerchantProfileInput>('merchantProfile', MERCHANT_PROFILE_FIELDS, merchantProfileIssues, options);
}
