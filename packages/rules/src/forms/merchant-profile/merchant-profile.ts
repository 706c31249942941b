/**
 * Merchant profile submit (spec section 5): general profile, contact, integration options,
 * sub-accounts, fee and waiver. The logo is checked on upload by `validateLogoFile`.
 */
import type { Issue, ValidateOptions, ValidationResult } from '../../core/validation';
import { runChecks, toResult } from '../../core/validation';
import { asRecord } from '../../core/values';
import type { StmtDisplayOpt } from '../../tables/merchant-enums';
import { FEE_CHECKS } from './fee-rules';
import { MERCHANT_INFO_CHECKS, integrationIssues } from './merchant-info-rules';
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

/** Inter-branch or inter-region fee settings. */
export interface InterFeeInput {
  calculationType?: string;
  flatAmount?: string;
  percentage?: string;
  isCap?: string;
  capType?: string;
  capAmount?: string;
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
    interBranchFee?: InterFeeInput;
    interRegionFee?: InterFeeInput;
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

/** Issues of the general profile, contact and integration options (`merchantInfo` and what its type implies). */
export function merchantInfoIssues(input: unknown): Issue[] {
  const values = asRecord(input);
  const info = asRecord(values.merchantInfo);
  return [...runChecks(MERCHANT_INFO_CHECKS, info), ...integrationIssues(info, values)];
}

/** Issues of the sub-accounts and their shadow accounts. */
export function subAccountsIssues(input: unknown): Issue[] {
  return subAccountIssues(asRecord(asRecord(input).merchantDDProfile).merchantSubAcctProfiles);
}

/** Issues of the fee profile and waiver. */
export function feeProfileIssues(input: unknown): Issue[] {
  return runChecks(FEE_CHECKS, asRecord(asRecord(input).feeProfile));
}

/** Issues of a merchant profile (any input; never throws): its three sections in form order. */
export function merchantProfileIssues(input: unknown): Issue[] {
  return [...merchantInfoIssues(input), ...subAccountsIssues(input), ...feeProfileIssues(input)];
}

/**
 * Validates the general profile, contact and integration options of a merchant profile (the
 * whole profile is passed; only those fields are checked and reported).
 */
export function validateMerchantInfo(input: unknown, options?: ValidateOptions): ValidationResult {
  return toResult(merchantInfoIssues(input), options);
}

/** Validates the sub-accounts of a merchant profile (the whole profile is passed). */
export function validateSubAccounts(input: unknown, options?: ValidateOptions): ValidationResult {
  return toResult(subAccountsIssues(input), options);
}

/** Validates the fee profile and waiver of a merchant profile (the whole profile is passed). */
export function validateFeeProfile(input: unknown, options?: ValidateOptions): ValidationResult {
  return toResult(feeProfileIssues(input), options);
}

/**
 * Validates a merchant profile before submit (and on the server, the update body): the three
 * section validators above together, so it reports exactly what they report.
 */
export function validateMerchantProfile(input: unknown, options?: ValidateOptions): ValidationResult {
  return toResult(merchantProfileIssues(input), options);
}
