/**
 * Merchant profile submit (spec section 5): general profile, contact, integration options,
 * sub-accounts, fee and waiver. The logo is checked on upload by `validateLogoFile`.
 */
import { MERCHANT_PROFILE_MESSAGES as M } from '../../messages/merchant-messages';
import type { Issue, ValidateOptions, ValidationResult } from '../../core/validation';
import { runChecks, toResult } from '../../core/validation';
import { asRecord, isYes } from '../../core/values';
import { REDIRECT_PAYMENT_OPTIONS, SUMMARY_STYLE_STMT_DISPLAY_OPTS } from '../../tables/merchant-enums';
import type { StmtDisplayOpt } from '../../tables/merchant-enums';
import { FEE_CHECKS } from './fee-rules';
import { MERCHANT_INFO_CHECKS } from './merchant-info-rules';
import { subAccountIssues } from './sub-account-rules';

type YN = 'Y' | 'N';

/** One sub-account of the direct debit profile. */
export interface SubAccountInput {
  subAccountId?: string;
  accountNumber: string;
  paymentCallbackUrl?: string;
  registerCallbackUrl?: string;
  shadowAccounts?: { accountNumber: string; isShadowAccount?: YN }[];
}

/** The editable part of a merchant profile, named as the API names it. */
export interface MerchantProfileInput {
  merchantInfo: {
    merchantIntegrationType: 'REDIRECT' | 'API';
    merchantTaxId: string;
    merchantName: string;
    merchantNameTrade?: string;
    contactFirstName: string;
    contactLastName: string;
    merchantContactMail: string;
    contactPhone?: string;
  };
  redirectPaymentOption?: {
    retailCustomer?: { easyNet?: YN; easyApp?: YN };
    corporateCustomer?: { businessNet?: YN; businessAnywhere?: YN; corporatePortal?: YN };
    paymentGateway?: { ePayment?: YN; epayment?: YN };
  };
  merchantDDProfile: {
    stmtDisplayOpt?: StmtDisplayOpt;
    merchantSubAcctProfiles?: SubAccountInput[];
  };
  feeProfile?: {
    chargeFrequency?: string;
    minCharge?: string;
    maxCharge?: string;
    flatAmount?: string;
    percentage?: string;
    capAmount?: string;
    isWaived?: YN;
    waiveFrom?: string;
    waiveTo?: string;
    isValidTillCancel?: YN;
    waiveType?: 'F' | 'P';
    waiveBy?: 'P' | 'A';
    waiveAmt?: string;
    waivePercentage?: string;
  };
}

/** Top-level fields of the form. */
export const MERCHANT_PROFILE_FIELDS = ['merchantInfo', 'redirectPaymentOption', 'merchantDDProfile', 'feeProfile'] as const;

/** True when at least one redirect payment option is Y (`epayment` is the other spelling seen). */
export function hasRedirectPaymentOption(options: unknown): boolean {
  const groups = asRecord(options);
  const ticked = (group: string, name: string) => isYes(asRecord(groups[group])[name]);
  return (
    Object.entries(REDIRECT_PAYMENT_OPTIONS).some(([group, names]) => names.some((name) => ticked(group, name))) ||
    ticked('paymentGateway', 'epayment')
  );
}

function integrationIssues(info: Record<string, unknown>, input: Record<string, unknown>): Issue[] {
  if (info.merchantIntegrationType !== 'REDIRECT') return [];
  const issues: Issue[] = [];
  if (!hasRedirectPaymentOption(input.redirectPaymentOption))
    issues.push({ field: 'redirectPaymentOption', code: 'merchantProfile.paymentOptionRequired', text: M.paymentOptionRequired });
  const stmt = asRecord(input.merchantDDProfile).stmtDisplayOpt;
  if ((SUMMARY_STYLE_STMT_DISPLAY_OPTS as readonly unknown[]).includes(stmt))
    issues.push({
      field: 'merchantDDProfile.stmtDisplayOpt',
      code: 'merchantProfile.statementOptionNotForRedirect',
      text: M.statementOptionNotForRedirect,
    });
  return issues;
}

/** Issues of a merchant profile (any input; never throws). */
export function merchantProfileIssues(input: unknown): Issue[] {
  const values = asRecord(input);
  const info = asRecord(values.merchantInfo);
  return [
    ...runChecks(MERCHANT_INFO_CHECKS, info),
    ...integrationIssues(info, values),
    ...subAccountIssues(asRecord(values.merchantDDProfile).merchantSubAcctProfiles),
    ...runChecks(FEE_CHECKS, asRecord(values.feeProfile)),
  ];
}

/** Validates a merchant profile before submit (and on the server, the update body). */
export function validateMerchantProfile(input: unknown, options?: ValidateOptions): ValidationResult {
  return toResult(merchantProfileIssues(input), options);
}
