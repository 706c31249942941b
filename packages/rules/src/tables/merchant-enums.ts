/** Enumerations of the merchant profile (spec section 3). Labels not in the spec are ours. */

/** Integration types. */
export const INTEGRATION_TYPES = ['REDIRECT', 'API'] as const;
/** An integration type. */
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

/** `isMultiAcct` values (the spec gives the codes only). */
export const IS_MULTI_ACCT_VALUES = ['Y', 'N', 'A', 'D'] as const;

/** Statement display options; `detail` is the default. */
export const STMT_DISPLAY_OPTIONS = [
  { code: 'detail', label: 'Detail' },
  { code: 'summary', label: 'Summary' },
  { code: 'sumByDet', label: 'Summary by detail' },
  { code: 'mAcctByDet', label: 'Multi-account by detail' },
] as const;
/** A statement display option. */
export type StmtDisplayOpt = (typeof STMT_DISPLAY_OPTIONS)[number]['code'];
/** Default statement display option. */
export const DEFAULT_STMT_DISPLAY_OPT: StmtDisplayOpt = 'detail';
/** Summary-style options, disabled for the REDIRECT integration type. */
export const SUMMARY_STYLE_STMT_DISPLAY_OPTS: readonly StmtDisplayOpt[] = ['summary', 'sumByDet'];

/** Statement options with whether each is disabled for an integration type. */
export function stmtDisplayOptionsFor(
  integrationType: unknown,
): { code: StmtDisplayOpt; label: string; disabled: boolean }[] {
  return STMT_DISPLAY_OPTIONS.map((option) => ({
    ...option,
    disabled: integrationType === 'REDIRECT' && SUMMARY_STYLE_STMT_DISPLAY_OPTS.includes(option.code),
  }));
}

/** Authentication options. */
export const AUTHEN_OPTIONS = ['ALL', 'EASY', 'ATM'] as const;

/** Fee currency code (THB). */
export const FEE_CURRENCY_CODE = '764';

/** Fee charge frequencies: T is per transaction (others are not specified). */
export const FEE_FREQUENCIES = [{ code: 'T', label: 'Per transaction' }] as const;

/** Waive types: full waiver disables waive by, amount and percentage. */
export const WAIVE_TYPES = [
  { code: 'F', label: 'Full' },
  { code: 'P', label: 'Partial' },
] as const;

/** Waive by: percentage or amount. */
export const WAIVE_BY = [
  { code: 'P', label: 'Percentage' },
  { code: 'A', label: 'Amount' },
] as const;

/** Merchant profile actions (sent upper case as `isAction`). */
export const MERCHANT_PROFILE_ACTIONS = ['UPDATE', 'ACTIVATE', 'INACTIVATE'] as const;

/** Redirect payment options, by group, as the profile nests them. */
export const REDIRECT_PAYMENT_OPTIONS = {
  retailCustomer: ['easyNet', 'easyApp'],
  corporateCustomer: ['businessNet', 'businessAnywhere', 'corporatePortal'],
  paymentGateway: ['ePayment'],
} as const;

/**
 * Product names of the redirect payment options: brand names, shown as they are in every
 * language (like the spec's codes, they are not catalogue texts).
 */
export const REDIRECT_PAYMENT_OPTION_NAMES = {
  easyNet: 'EasyNet',
  easyApp: 'EasyApp',
  businessNet: 'BusinessNet',
  businessAnywhere: 'Business Anywhere',
  corporatePortal: 'Corporate Portal',
  ePayment: 'e-Payment',
} as const;
