/**
 * Every merchant profile text in one object, for screens and the catalogue. It lives apart from
 * the section objects because an object built with spreads is kept whole by bundlers: a
 * validator importing a section must not pull this in.
 */
import { FEE_MESSAGES, MERCHANT_INFO_MESSAGES, SUB_ACCOUNT_MESSAGES } from './merchant-messages';

/** Every merchant profile text, with the result modals' (spec section 8). */
export const MERCHANT_PROFILE_MESSAGES = {
  ...MERCHANT_INFO_MESSAGES,
  ...SUB_ACCOUNT_MESSAGES,
  ...FEE_MESSAGES,
  updateErrorTitle: 'Update merchant profile error',
  updateSuccessTitle: 'Update merchant profile success',
  updateSuccessBody: 'Your merchant profile has been updated.',
  /** Header of the modal for client-side validation errors (lower case in the spec). */
  clientErrorTitle: 'update merchant profile error',
} as const;
