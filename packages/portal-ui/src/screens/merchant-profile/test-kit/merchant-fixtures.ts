/**
 * Merchant profile load responses for stories and tests, shaped like the sandbox's seeded
 * merchants (apps/sandbox/src/seed/merchant-data.ts): an API merchant with a waiver and a
 * REDIRECT merchant with payment options.
 */
import type { MerchantProfileLoaded } from '../merchant-profile-values';

/** The API merchant of `demo_full` (1000000001), with a partial waiver by percentage. */
export function apiMerchant(): MerchantProfileLoaded {
  return {
    merchantProfileResponse: {
      merchantProfileResource: {
        merchantInfo: {
          merchantCode: 'CPINS',
          merchantId: '1000000001',
          merchantName: 'Chao Phraya Insurance PCL',
          merchantIntegrationType: 'API',
          specialMerchantCode: 'SSO_CPINS',
          isActive: 'Y',
          merchantNameTrade: 'CP Insurance',
          merchantTaxId: '0107536000315',
          contactFirstName: 'Somchai',
          contactLastName: 'Jaidee',
          contactPhone: '022225555',
          merchantContactMail: 'payments@cpins.example',
          merchantCorpId: 'CORP0001',
          isMultiAcct: 'Y',
          emailNotification: 'Y',
          categoryId: '11',
          addressSeqId: '1',
          businessTypeId: '3',
          merchantLogo: null,
          merchantLogoFileName: null,
        },
        merchantDDProfile: {
          isCheckCustRef: 'Y',
          stmtDisplayOpt: 'detail',
          isEncryptResp: 'Y',
          isAllowSchedulePmt: 'Y',
          merchantSubAcctProfiles: [
            {
              subAccountId: 'CPINS-01',
              accountNumber: '1234500001',
              paymentCallbackUrl: 'https://api.cp******/payment',
              registerCallbackUrl: 'https://api.cp******/register',
              shadowAccounts: [{ accountNumber: '1234590001', isShadowAccount: 'Y' }],
            },
          ],
          certificate: null,
          certificateFileName: null,
          authenOpt: 'ALL',
          accountCurrOpt: 'THB',
          currencyInfoList: [{ currencyName: 'THB' }, { currencyName: 'FCD' }],
        },
      },
    },
    feeProfileResponse: {
      feeProfileResponse: {
        chargeFrequency: 'T',
        chargeTo: 'M',
        currencyCode: '764',
        minCharge: '5.00',
        maxCharge: '25.00',
        isFlatFee: 'Y',
        feeChargeAccount: '1234500001',
        isRcvDebitAdvMail: 'Y',
        debitAdvRcvMail: 'payments@cpins.example',
        isIB: 'Y',
        interBranchFee: { calculationType: 'F', flatAmount: '10.00', percentage: '', isCap: 'N', capType: '', capAmount: '' },
        isIR: 'N',
        interRegionFee: { calculationType: '', flatAmount: '', percentage: '', isCap: '', capType: '', capAmount: '' },
        isWaived: 'Y',
        waiveFrom: '20240101',
        waiveTo: '20241231',
        isValidTillCancel: 'N',
        waiveType: 'P',
        waiveBy: 'P',
        waiveAmt: '',
        waivePercentage: '50',
      },
    },
    keyPairResponse: { generatedBy: 'demo_full', generatedTime: '20240315093000' },
    merchantCategory: { categoryName: 'Insurance' },
    businessType: { businessTypeDesc: 'Public company' },
    merchantAddress: {
      addressNumber: '99/1',
      buildingVillage: 'Riverside Tower',
      soi: 'Charoen Krung 24',
      street: 'Charoen Krung',
      subDistrict: 'Bang Rak',
      district: 'Bang Rak',
      city: 'Bangkok',
      zipCode: '10500',
    },
    accountCurrencyList: { accountCurrencies: ['THB', 'FCD'] },
  };
}

/** The REDIRECT merchant (1000000002): payment options ticked, no waiver, no key pair. */
export function redirectMerchant(): MerchantProfileLoaded {
  const loaded = apiMerchant();
  const resource = loaded.merchantProfileResponse.merchantProfileResource;
  resource.merchantInfo = {
    ...resource.merchantInfo,
    merchantCode: 'SIAMMART',
    merchantId: '1000000002',
    merchantName: 'Siam Online Mart Co., Ltd.',
    merchantIntegrationType: 'REDIRECT',
    specialMerchantCode: null,
    merchantNameTrade: 'Siam Mart',
    merchantTaxId: '0105561000123',
    redirectPaymentOption: {
      retailCustomer: { easyNet: 'Y', easyApp: 'Y' },
      corporateCustomer: { businessNet: 'N', businessAnywhere: 'N', corporatePortal: 'N' },
      paymentGateway: { ePayment: 'Y' },
    },
  };
  const { authenOpt: _authenOpt, ...dd } = resource.merchantDDProfile;
  resource.merchantDDProfile = { ...dd, isEncryptResp: 'N' };
  loaded.feeProfileResponse = {
    feeProfileResponse: {
      ...loaded.feeProfileResponse.feeProfileResponse,
      isWaived: 'N',
      waiveFrom: '',
      waiveTo: '',
      waiveType: '',
      waiveBy: '',
      waivePercentage: '',
    },
  };
  loaded.keyPairResponse = null;
  return loaded;
}

/** `count` sub-accounts with one shadow account each (the speed target's 20). */
export function withSubAccounts(loaded: MerchantProfileLoaded, count: number): MerchantProfileLoaded {
  const dd = loaded.merchantProfileResponse.merchantProfileResource.merchantDDProfile;
  dd.merchantSubAcctProfiles = Array.from({ length: count }, (_, i) => ({
    subAccountId: `SUB-${String(i + 1).padStart(2, '0')}`,
    accountNumber: String(1234500001 + i),
    paymentCallbackUrl: `https://shop${i + 1}.example/callbacks/payment`,
    registerCallbackUrl: `https://shop${i + 1}.example/callbacks/register`,
    shadowAccounts: [{ accountNumber: String(1234590001 + i), isShadowAccount: 'Y' as const }],
  }));
  return loaded;
}
