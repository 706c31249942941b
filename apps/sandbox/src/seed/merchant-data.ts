/**
 * The seeded merchants: an API merchant with an SSO special merchant code (the primary demo
 * merchant), a REDIRECT merchant, and a second API merchant.
 */

/** One seeded merchant. */
export interface SeedMerchant {
  merchantId: string;
  merchantCode: string;
  merchantName: string;
  integrationType: 'REDIRECT' | 'API';
  specialMerchantCode: string | null;
  /** Main sub-account number (receives the payments). */
  account: string;
  /** A shadow account of the main sub-account. */
  shadowAccount: string;
  /** Share of the seeded transactions, in tenths. */
  weight: number;
  customers: number;
  info: Record<string, unknown>;
  address: Record<string, string>;
  category: string;
  businessType: string;
}

export const SEED_MERCHANTS: readonly SeedMerchant[] = [
  {
    merchantId: '1000000001',
    merchantCode: 'CPINS',
    merchantName: 'Chao Phraya Insurance PCL',
    integrationType: 'API',
    specialMerchantCode: 'SSO_CPINS',
    account: '1234500001',
    shadowAccount: '1234590001',
    weight: 5,
    customers: 40,
    info: { merchantNameTrade: 'CP Insurance', merchantTaxId: '0107536000315', contactFirstName: 'Somchai', contactLastName: 'Jaidee', contactPhone: '022225555', merchantContactMail: 'payments@cpins.example', merchantCorpId: 'CORP0001', isMultiAcct: 'Y', emailNotification: 'Y', categoryId: '11', addressSeqId: '1', businessTypeId: '3', merchantLogo: null, merchantLogoFileName: null },
    address: { addressNumber: '99/1', buildingVillage: 'Riverside Tower', soi: 'Charoen Krung 24', street: 'Charoen Krung', subDistrict: 'Bang Rak', district: 'Bang Rak', city: 'Bangkok', zipCode: '10500' },
    category: 'Insurance',
    businessType: 'Public company',
  },
  {
    merchantId: '1000000002',
    merchantCode: 'SIAMMART',
    merchantName: 'Siam Online Mart Co., Ltd.',
    integrationType: 'REDIRECT',
    specialMerchantCode: null,
    account: '2234500002',
    shadowAccount: '2234590002',
    weight: 3,
    customers: 30,
    info: { merchantNameTrade: 'Siam Mart', merchantTaxId: '0105561000123', contactFirstName: 'Malee', contactLastName: 'Sukjai', contactPhone: '027221111', merchantContactMail: 'finance@siammart.example', merchantCorpId: 'CORP0002', isMultiAcct: 'N', emailNotification: 'Y', categoryId: '4', addressSeqId: '2', businessTypeId: '2', merchantLogo: null, merchantLogoFileName: null, redirectPaymentOption: { retailCustomer: { easyNet: 'Y', easyApp: 'Y' }, corporateCustomer: { businessNet: 'N', businessAnywhere: 'N', corporatePortal: 'N' }, paymentGateway: { ePayment: 'Y' } } },
    address: { addressNumber: '1', buildingVillage: 'Siam Square One', soi: 'Siam Square 1', street: 'Rama I', subDistrict: 'Pathum Wan', district: 'Pathum Wan', city: 'Bangkok', zipCode: '10330' },
    category: 'Online retail',
    businessType: 'Limited company',
  },
  {
    merchantId: '1000000003',
    merchantCode: 'LANNAUTIL',
    merchantName: 'Lanna Utilities Co., Ltd.',
    integrationType: 'API',
    specialMerchantCode: null,
    account: '3234500003',
    shadowAccount: '3234590003',
    weight: 2,
    customers: 20,
    info: { merchantNameTrade: 'Lanna Power and Water', merchantTaxId: '0505559000456', contactFirstName: 'Anan', contactLastName: 'Wongsa', contactPhone: '053221234', merchantContactMail: 'billing@lanna.example', merchantCorpId: 'CORP0003', isMultiAcct: 'N', emailNotification: 'N', categoryId: '7', addressSeqId: '3', businessTypeId: '2', merchantLogo: null, merchantLogoFileName: null },
    address: { addressNumber: '25', buildingVillage: 'Nimman Centre', soi: 'Nimmanhaemin 9', street: 'Nimmanhaemin', subDistrict: 'Suthep', district: 'Mueang Chiang Mai', city: 'Chiang Mai', zipCode: '50200' },
    category: 'Utilities',
    businessType: 'Limited company',
  },
];

/** The direct debit profile of a seeded merchant. */
export function ddProfileOf(m: SeedMerchant) {
  return {
    isCheckCustRef: 'Y',
    stmtDisplayOpt: 'detail',
    isEncryptResp: m.integrationType === 'API' ? 'Y' : 'N',
    isAllowSchedulePmt: 'Y',
    merchantSubAcctProfiles: [
      {
        subAccountId: `${m.merchantCode}-01`,
        accountNumber: m.account,
        paymentCallbackUrl: `https://api.${m.merchantCode.toLowerCase()}.example/callbacks/payment`,
        registerCallbackUrl: `https://api.${m.merchantCode.toLowerCase()}.example/callbacks/register`,
        shadowAccounts: [{ accountNumber: m.shadowAccount, isShadowAccount: 'Y' }],
      },
    ],
    certificate: null,
    certificateFileName: null,
    ...(m.integrationType === 'API' ? { authenOpt: 'ALL' } : {}),
    accountCurrOpt: 'THB',
    currencyInfoList: [{ currencyName: 'THB' }, { currencyName: 'FCD' }],
  };
}

/** The fee profile of a seeded merchant (per-transaction fee, waived for the first months). */
export function feeProfileOf(m: SeedMerchant) {
  return {
    chargeFrequency: 'T',
    chargeTo: 'M',
    currencyCode: '764',
    minCharge: '5.00',
    maxCharge: '25.00',
    isFlatFee: 'Y',
    feeChargeAccount: m.account,
    isRcvDebitAdvMail: 'Y',
    debitAdvRcvMail: String(m.info.merchantContactMail),
    isIB: 'Y',
    interBranchFee: { calculationType: 'F', flatAmount: '10.00', percentage: '', isCap: 'N', capType: '', capAmount: '' },
    isIR: 'N',
    interRegionFee: { calculationType: '', flatAmount: '', percentage: '', isCap: '', capType: '', capAmount: '' },
    isWaived: m.merchantId === '1000000001' ? 'Y' : 'N',
    waiveFrom: m.merchantId === '1000000001' ? '20240101' : '',
    waiveTo: m.merchantId === '1000000001' ? '20241231' : '',
    isValidTillCancel: 'N',
    waiveType: m.merchantId === '1000000001' ? 'P' : '',
    waiveBy: m.merchantId === '1000000001' ? 'P' : '',
    waiveAmt: '',
    waivePercentage: m.merchantId === '1000000001' ? '50' : '',
  };
}
