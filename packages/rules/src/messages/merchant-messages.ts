/**
 * Merchant profile messages, one object per section of the form, so a section's validator
 * carries only its own texts. The waiver, fee, duplicate, logo and modal texts are the spec's
 * (sections 5 and 8, verbatim); the other field texts are ours. All share the message area
 * `merchantProfile` (keys `merchantProfile.<name>`); `MERCHANT_PROFILE_MESSAGES` (merchant-profile-messages.ts) joins them.
 */

/** General profile, contact and integration options (the `merchantInfo` section). */
export const MERCHANT_INFO_MESSAGES = {
  taxIdRequired: 'Please enter tax ID',
  taxIdFormat: 'Tax ID must be up to 13 digits.',
  merchantNameRequired: 'Please enter merchant name',
  merchantNameLength: 'Merchant name must not exceed 128 characters.',
  tradingNameLength: 'Trading name must not exceed 255 characters.',
  nameCharacters:
    "Only letters, digits, hyphen (-), underscore (_), dot (.), comma (,), space, parentheses and apostrophe (') are allowed.",
  contactFirstNameRequired: 'Please enter contact first name',
  contactLastNameRequired: 'Please enter contact last name',
  contactNameFormat: 'Contact name must be up to 128 letters or digits.',
  contactEmailRequired: 'Please enter contact email',
  emailFormat: 'Email format is invalid.',
  contactPhoneFormat: 'Contact phone must be up to 10 digits.',
  paymentOptionRequired: 'Please select at least one payment option.',
  statementOptionNotForRedirect: 'Summary statement display options are not available for redirect integration.',
} as const;

/** Sub-accounts and their shadow accounts. */
export const SUB_ACCOUNT_MESSAGES = {
  subAccountDuplicated: 'Sub-account profile is duplicated, please check',
  accountNumberRequired: 'Please enter account number',
  accountNumberFormat: 'Account number must be up to 10 digits.',
  callbackUrlFormat: 'Callback URL must be a valid http:// or https:// URL.',
  callbackUrlInternal:
    'Callback URL must point to a public server, not to a loopback, link-local or private network address or to this service itself.',
} as const;

/** Fee profile and waiver. */
export const FEE_MESSAGES = {
  waiveDateOrder: 'Waive date from should be earlier than waive date to',
  feeMinMax: 'Maximum fee should be more than or equal to minimum fee',
  amountFormat: 'Amount must be a number with up to 2 decimal places.',
  percentFormat: 'Percentage must be a number from 0 to 100 with up to 2 decimal places.',
  waiveFromRequired: 'Please enter waive date from',
  waiveToRequired: 'Please enter waive date to',
  waiveDateInvalid: 'Waive date is invalid.',
  waiveTypeRequired: 'Please select waive type',
  waiveByRequired: 'Please select waive by',
  waiveAmountRequired: 'Please enter waive amount',
  waivePercentageRequired: 'Please enter waive percentage',
  waiveValueLength: 'Waive amount and percentage must not exceed 10 characters.',
} as const;
