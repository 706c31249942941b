/**
 * The merchant profile form's values and the two conversions around them: from the load
 * response (`merchantProfileValuesOf`) and to the update request (`updateRequestOf`). Values are
 * named as the API names them, so the rules' issue paths (`merchantInfo.merchantName`,
 * `merchantDDProfile.merchantSubAcctProfiles[0].accountNumber`, `feeProfile.waiveTo`) are the
 * form's field names. Every value is a string, as inputs hold them; flags are 'Y' or 'N'.
 */
import type { Schemas } from '@lego-portal/api-client';
import { DEFAULT_STMT_DISPLAY_OPT, FEE_CURRENCY_CODE } from '@lego-portal/rules';

/** A Y/N flag as the form holds it ('' when the API left it unset). */
export type Flag = 'Y' | 'N' | '';

/** A shadow account of a sub-account. */
export interface ShadowAccountValues {
  accountNumber: string;
}

/** A sub-account row; `subAccountId` is '' for a row added in this form. */
export interface SubAccountValues {
  subAccountId: string;
  accountNumber: string;
  paymentCallbackUrl: string;
  registerCallbackUrl: string;
  shadowAccounts: ShadowAccountValues[];
}

/** Inter-branch or inter-region fee. */
export interface InterFeeValues {
  calculationType: string;
  flatAmount: string;
  percentage: string;
  isCap: Flag;
  capType: string;
  capAmount: string;
}

/** Fee profile and waiver. Waive dates are `YYYYMMDD` (as the API keeps them) or ''. */
export interface FeeValues {
  chargeFrequency: string;
  chargeTo: string;
  currencyCode: string;
  minCharge: string;
  maxCharge: string;
  isFlatFee: Flag;
  feeChargeAccount: string;
  isRcvDebitAdvMail: Flag;
  debitAdvRcvMail: string;
  isIB: Flag;
  interBranchFee: InterFeeValues;
  isIR: Flag;
  interRegionFee: InterFeeValues;
  isWaived: Flag;
  waiveFrom: string;
  waiveTo: string;
  isValidTillCancel: Flag;
  waiveType: string;
  waiveBy: string;
  waiveAmt: string;
  waivePercentage: string;
}

/** Every editable value of the merchant profile screen. */
export interface MerchantProfileFormValues {
  merchantInfo: {
    /** Read-only (the bank decides it); kept here because the rules depend on it. */
    merchantIntegrationType: 'REDIRECT' | 'API';
    merchantTaxId: string;
    merchantName: string;
    merchantNameTrade: string;
    contactFirstName: string;
    contactLastName: string;
    merchantContactMail: string;
    contactPhone: string;
    /** Base64 of the logo image (no `data:` prefix), or ''. */
    merchantLogo: string;
    merchantLogoFileName: string;
  };
  redirectPaymentOption: {
    retailCustomer: { easyNet: Flag; easyApp: Flag };
    corporateCustomer: { businessNet: Flag; businessAnywhere: Flag; corporatePortal: Flag };
    paymentGateway: { ePayment: Flag };
  };
  merchantDDProfile: {
    stmtDisplayOpt: string;
    authenOpt: string;
    accountCurrOpt: string;
    isCheckCustRef: Flag;
    isEncryptResp: Flag;
    isAllowSchedulePmt: Flag;
    merchantSubAcctProfiles: SubAccountValues[];
  };
  feeProfile: FeeValues;
}

/** The load response of `useMerchantProfile` (`legoQueries.merchantProfile`). */
export type MerchantProfileLoaded = Schemas['MerchantProfileLoadResponse'];

const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const flag = (value: unknown): Flag => (value === 'Y' || value === 'N' ? value : '');
const yn = (value: unknown): Flag => (value === 'Y' ? 'Y' : 'N');
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
/** `YYYYMMDD` of a stored `YYYYMMDD` or `YYYYMMDDHHmmss` date. */
const day = (value: unknown): string => (/^\d{8}(\d{6})?$/.test(str(value)) ? str(value).slice(0, 8) : '');

/** A new, empty sub-account row. */
export const emptySubAccount = (): SubAccountValues => ({
  subAccountId: '',
  accountNumber: '',
  paymentCallbackUrl: '',
  registerCallbackUrl: '',
  shadowAccounts: [],
});

function interFeeOf(value: unknown): InterFeeValues {
  const fee = record(value);
  return {
    calculationType: str(fee.calculationType),
    flatAmount: str(fee.flatAmount),
    percentage: str(fee.percentage),
    isCap: flag(fee.isCap),
    capType: str(fee.capType),
    capAmount: str(fee.capAmount),
  };
}

/** The form's values of a loaded profile. */
export function merchantProfileValuesOf(loaded: MerchantProfileLoaded): MerchantProfileFormValues {
  const resource = loaded.merchantProfileResponse.merchantProfileResource;
  const info = record(resource.merchantInfo);
  const dd = record(resource.merchantDDProfile);
  const fee = record(loaded.feeProfileResponse?.feeProfileResponse);
  const options = record(info.redirectPaymentOption);
  const retail = record(options.retailCustomer);
  const corporate = record(options.corporateCustomer);
  const gateway = record(options.paymentGateway);
  const subAccounts = Array.isArray(dd.merchantSubAcctProfiles) ? dd.merchantSubAcctProfiles : [];
  return {
    merchantInfo: {
      merchantIntegrationType: info.merchantIntegrationType === 'REDIRECT' ? 'REDIRECT' : 'API',
      merchantTaxId: str(info.merchantTaxId),
      merchantName: str(info.merchantName),
      merchantNameTrade: str(info.merchantNameTrade),
      contactFirstName: str(info.contactFirstName),
      contactLastName: str(info.contactLastName),
      merchantContactMail: str(info.merchantContactMail),
      contactPhone: str(info.contactPhone),
      merchantLogo: str(info.merchantLogo),
      merchantLogoFileName: str(info.merchantLogoFileName),
    },
    redirectPaymentOption: {
      retailCustomer: { easyNet: yn(retail.easyNet), easyApp: yn(retail.easyApp) },
      corporateCustomer: {
        businessNet: yn(corporate.businessNet),
        businessAnywhere: yn(corporate.businessAnywhere),
        corporatePortal: yn(corporate.corporatePortal),
      },
      // `epayment` is the other spelling seen in the field (spec section 3).
      paymentGateway: { ePayment: yn(gateway.ePayment ?? gateway.epayment) },
    },
    merchantDDProfile: {
      stmtDisplayOpt: str(dd.stmtDisplayOpt) || DEFAULT_STMT_DISPLAY_OPT,
      authenOpt: str(dd.authenOpt),
      accountCurrOpt: str(dd.accountCurrOpt) || 'THB',
      isCheckCustRef: yn(dd.isCheckCustRef),
      isEncryptResp: yn(dd.isEncryptResp),
      isAllowSchedulePmt: yn(dd.isAllowSchedulePmt),
      merchantSubAcctProfiles: subAccounts.map((item) => {
        const sub = record(item);
        const shadows = Array.isArray(sub.shadowAccounts) ? sub.shadowAccounts : [];
        return {
          subAccountId: str(sub.subAccountId),
          accountNumber: str(sub.accountNumber),
          paymentCallbackUrl: str(sub.paymentCallbackUrl),
          registerCallbackUrl: str(sub.registerCallbackUrl),
          shadowAccounts: shadows.map((shadow) => ({ accountNumber: str(record(shadow).accountNumber) })),
        };
      }),
    },
    feeProfile: {
      chargeFrequency: str(fee.chargeFrequency),
      chargeTo: str(fee.chargeTo),
      currencyCode: str(fee.currencyCode) || FEE_CURRENCY_CODE,
      minCharge: str(fee.minCharge),
      maxCharge: str(fee.maxCharge),
      isFlatFee: flag(fee.isFlatFee),
      feeChargeAccount: str(fee.feeChargeAccount),
      isRcvDebitAdvMail: flag(fee.isRcvDebitAdvMail),
      debitAdvRcvMail: str(fee.debitAdvRcvMail),
      isIB: flag(fee.isIB),
      interBranchFee: interFeeOf(fee.interBranchFee),
      isIR: flag(fee.isIR),
      interRegionFee: interFeeOf(fee.interRegionFee),
      isWaived: flag(fee.isWaived),
      waiveFrom: day(fee.waiveFrom),
      waiveTo: day(fee.waiveTo),
      isValidTillCancel: flag(fee.isValidTillCancel),
      waiveType: str(fee.waiveType),
      waiveBy: str(fee.waiveBy),
      waiveAmt: str(fee.waiveAmt),
      waivePercentage: str(fee.waivePercentage),
    },
  };
}

/** Drops the fields a switch turned off, so the server keeps no stale value (spec section 4). */
function feeRequestOf(fee: FeeValues): Schemas['FeeProfile'] {
  const waived = fee.isWaived === 'Y';
  const tillCancel = waived && fee.isValidTillCancel === 'Y';
  const partial = waived && fee.waiveType === 'P';
  return {
    ...fee,
    waiveFrom: waived ? fee.waiveFrom : '',
    waiveTo: waived && !tillCancel ? fee.waiveTo : '',
    isValidTillCancel: waived ? fee.isValidTillCancel : '',
    waiveType: waived ? (fee.waiveType as 'F' | 'P' | '') : '',
    waiveBy: partial ? (fee.waiveBy as 'P' | 'A' | '') : '',
    waiveAmt: partial && fee.waiveBy === 'A' ? fee.waiveAmt : '',
    waivePercentage: partial && fee.waiveBy === 'P' ? fee.waivePercentage : '',
    interBranchFee: fee.interBranchFee as Schemas['InterFee'],
    interRegionFee: fee.interRegionFee as Schemas['InterFee'],
  } as Schemas['FeeProfile'];
}

/** Options of {@link updateRequestOf}. */
export interface UpdateRequestOptions {
  /**
   * The user sets the bank's terms: the fee profile is sent as the form holds it. Without it the
   * fee profile is sent exactly as it was loaded (the fields were read-only): the server refuses
   * an UPDATE from a merchant user whose fee values differ in anything from the stored ones.
   */
  bankTerms: boolean;
}

/**
 * The UPDATE request of `values` over the loaded profile: the loaded parts the form does not
 * show (merchant code, category, certificate, currencies, ...) are sent back as they came, and
 * so is the fee profile unless the user sets the bank's terms.
 */
export function updateRequestOf(
  loaded: MerchantProfileLoaded,
  values: MerchantProfileFormValues,
  { bankTerms }: UpdateRequestOptions,
): Schemas['MerchantProfileUpdateRequest'] {
  const loadedFee = loaded.feeProfileResponse?.feeProfileResponse;
  const resource = loaded.merchantProfileResponse.merchantProfileResource;
  const { merchantLogo, merchantLogoFileName, ...info } = values.merchantInfo;
  const dd = values.merchantDDProfile;
  const isApi = values.merchantInfo.merchantIntegrationType === 'API';
  return {
    isAction: 'UPDATE',
    merchantId: resource.merchantInfo.merchantId,
    merchantProfile: {
      merchantInfo: {
        ...resource.merchantInfo,
        ...info,
        merchantLogo: merchantLogo === '' ? null : merchantLogo,
        merchantLogoFileName: merchantLogoFileName === '' ? null : merchantLogoFileName,
        redirectPaymentOption: isApi ? resource.merchantInfo.redirectPaymentOption : values.redirectPaymentOption,
      } as Schemas['MerchantInfo'],
      merchantDDProfile: {
        ...resource.merchantDDProfile,
        stmtDisplayOpt: dd.stmtDisplayOpt,
        ...(isApi && dd.authenOpt !== '' ? { authenOpt: dd.authenOpt } : {}),
        accountCurrOpt: dd.accountCurrOpt,
        isCheckCustRef: dd.isCheckCustRef,
        isEncryptResp: dd.isEncryptResp,
        isAllowSchedulePmt: dd.isAllowSchedulePmt,
        merchantSubAcctProfiles: dd.merchantSubAcctProfiles.map((sub) => ({
          ...(sub.subAccountId === '' ? {} : { subAccountId: sub.subAccountId }),
          accountNumber: sub.accountNumber,
          paymentCallbackUrl: sub.paymentCallbackUrl,
          registerCallbackUrl: sub.registerCallbackUrl,
          shadowAccounts: sub.shadowAccounts.map((shadow) => ({ accountNumber: shadow.accountNumber, isShadowAccount: 'Y' as const })),
        })),
      } as Schemas['MerchantDDProfile'],
    },
    feeProfile: bankTerms || !loadedFee ? feeRequestOf(values.feeProfile) : loadedFee,
  };
}

/** The ACTIVATE or INACTIVATE request of the loaded merchant. */
export function statusRequestOf(loaded: MerchantProfileLoaded, action: 'ACTIVATE' | 'INACTIVATE'): Schemas['MerchantProfileStatusRequest'] {
  return { isAction: action, merchantId: loaded.merchantProfileResponse.merchantProfileResource.merchantInfo.merchantId };
}
