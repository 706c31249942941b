import { describe, expect, it } from 'vitest';
import { pairs, yupErrors } from '../../../test/helpers';
import { waiverFieldState } from '../waiver/waiver-state';
import type { MerchantProfileInput } from './merchant-profile';
import { validateFeeProfile, validateMerchantInfo, validateMerchantProfile, validateSubAccounts } from './merchant-profile';
import { hasRedirectPaymentOption } from './merchant-info-rules';
import { hasDuplicateSubAccounts } from './sub-account-rules';
import { maskUrl } from '../../format/mask-url';
import { merchantProfileSchema } from './merchant-profile-schema';

const base: MerchantProfileInput = {
  merchantInfo: {
    merchantIntegrationType: 'API',
    merchantTaxId: '0105551234567',
    merchantName: "Shop (Thailand) Co., Ltd. - O'Neil_1",
    merchantNameTrade: 'ร้านค้า ดี',
    contactFirstName: 'Somchai',
    contactLastName: 'Jaidee 2',
    merchantContactMail: 'contact@shop.co.th',
    contactPhone: '021234567',
  },
  merchantDDProfile: {
    stmtDisplayOpt: 'summary',
    merchantSubAcctProfiles: [
      {
        accountNumber: '1234567890',
        paymentCallbackUrl: 'https://shop.co.th/pay',
        registerCallbackUrl: 'http://shop.co.th/reg',
        shadowAccounts: [{ accountNumber: '0987654321', isShadowAccount: 'Y' }],
      },
    ],
  },
  feeProfile: { chargeFrequency: 'T', minCharge: '1.50', maxCharge: '10', isWaived: 'N' },
};

type Patch = { [K in keyof MerchantProfileInput]?: Partial<NonNullable<MerchantProfileInput[K]>> };
const withPatch = (patch: Patch) => ({
  ...base,
  merchantInfo: { ...base.merchantInfo, ...patch.merchantInfo },
  merchantDDProfile: { ...base.merchantDDProfile, ...patch.merchantDDProfile },
  feeProfile: { ...base.feeProfile, ...patch.feeProfile },
  ...(patch.redirectPaymentOption ? { redirectPaymentOption: patch.redirectPaymentOption } : {}),
});
const errorsOf = (patch: Patch) => {
  const input = withPatch(patch);
  const plain = pairs(validateMerchantProfile(input));
  expect(yupErrors(merchantProfileSchema(), input)).toEqual(plain);
  return plain;
};

describe('validateMerchantProfile: general profile and contact', () => {
  it('accepts a complete API merchant', () => {
    expect(errorsOf({})).toEqual([]);
  });

  it.each([
    ['', 'Please enter tax ID'],
    ['01055512345678', 'Tax ID must be up to 13 digits.'],
    ['01055A', 'Tax ID must be up to 13 digits.'],
  ])('tax ID %s', (merchantTaxId, message) => {
    expect(errorsOf({ merchantInfo: { merchantTaxId } })).toEqual([{ field: 'merchantInfo.merchantTaxId', message }]);
  });

  it('limits names and their characters', () => {
    const chars = "Only letters, digits, hyphen (-), underscore (_), dot (.), comma (,), space, parentheses and apostrophe (') are allowed.";
    expect(errorsOf({ merchantInfo: { merchantName: 'a'.repeat(128), merchantNameTrade: 'b'.repeat(255) } })).toEqual([]);
    expect(errorsOf({ merchantInfo: { merchantName: 'a'.repeat(129), merchantNameTrade: 'b'.repeat(256) } })).toEqual([
      { field: 'merchantInfo.merchantName', message: 'Merchant name must not exceed 128 characters.' },
      { field: 'merchantInfo.merchantNameTrade', message: 'Trading name must not exceed 255 characters.' },
    ]);
    expect(errorsOf({ merchantInfo: { merchantName: 'Shop & Co', merchantNameTrade: 'Shop!' } })).toEqual([
      { field: 'merchantInfo.merchantName', message: chars },
      { field: 'merchantInfo.merchantNameTrade', message: chars },
    ]);
    expect(errorsOf({ merchantInfo: { merchantName: ' ' } })).toEqual([
      { field: 'merchantInfo.merchantName', message: 'Please enter merchant name' },
    ]);
  });

  it('requires contact names (alphanumeric, up to 128) and email; phone is up to 10 digits', () => {
    expect(errorsOf({ merchantInfo: { contactFirstName: '', contactLastName: '', merchantContactMail: '' } })).toEqual([
      { field: 'merchantInfo.contactFirstName', message: 'Please enter contact first name' },
      { field: 'merchantInfo.contactLastName', message: 'Please enter contact last name' },
      { field: 'merchantInfo.merchantContactMail', message: 'Please enter contact email' },
    ]);
    expect(errorsOf({ merchantInfo: { contactFirstName: 'a'.repeat(129), contactLastName: 'O-Neil', merchantContactMail: 'x@' } })).toEqual([
      { field: 'merchantInfo.contactFirstName', message: 'Contact name must be up to 128 letters or digits.' },
      { field: 'merchantInfo.contactLastName', message: 'Contact name must be up to 128 letters or digits.' },
      { field: 'merchantInfo.merchantContactMail', message: 'Email format is invalid.' },
    ]);
    expect(errorsOf({ merchantInfo: { contactPhone: '0212345678' } })).toEqual([]);
    expect(errorsOf({ merchantInfo: { contactPhone: '02123456789' } })).toEqual([
      { field: 'merchantInfo.contactPhone', message: 'Contact phone must be up to 10 digits.' },
    ]);
    expect(errorsOf({ merchantInfo: { contactPhone: '02-1234567' } })).toHaveLength(1);
  });
});

describe('validateMerchantProfile: redirect integration', () => {
  it('needs a payment option and no summary-style statement option', () => {
    expect(errorsOf({ merchantInfo: { merchantIntegrationType: 'REDIRECT' } })).toEqual([
      { field: 'redirectPaymentOption', message: 'Please select at least one payment option.' },
      { field: 'merchantDDProfile.stmtDisplayOpt', message: 'Summary statement display options are not available for redirect integration.' },
    ]);
    expect(
      errorsOf({
        merchantInfo: { merchantIntegrationType: 'REDIRECT' },
        merchantDDProfile: { stmtDisplayOpt: 'mAcctByDet' },
        redirectPaymentOption: { corporateCustomer: { businessNet: 'Y' } },
      }),
    ).toEqual([]);
  });

  it('reads every payment option, including the epayment spelling', () => {
    expect(hasRedirectPaymentOption({ paymentGateway: { epayment: 'Y' } })).toBe(true);
    expect(hasRedirectPaymentOption({ paymentGateway: { ePayment: 'Y' } })).toBe(true);
    expect(hasRedirectPaymentOption({ retailCustomer: { easyApp: 'Y' } })).toBe(true);
    expect(hasRedirectPaymentOption({ retailCustomer: { easyApp: 'N' } })).toBe(false);
    expect(hasRedirectPaymentOption(undefined)).toBe(false);
  });
});

describe('validateMerchantProfile: sub-accounts', () => {
  const sub = { accountNumber: '1234567890', paymentCallbackUrl: 'https://a.co/p', registerCallbackUrl: 'https://a.co/r' };

  it('reports duplicated sub-accounts (same account number and both callback URLs)', () => {
    expect(errorsOf({ merchantDDProfile: { merchantSubAcctProfiles: [sub, { ...sub }] } })).toEqual([
      { field: 'merchantDDProfile.merchantSubAcctProfiles', message: 'Sub-account profile is duplicated, please check' },
    ]);
    expect(errorsOf({ merchantDDProfile: { merchantSubAcctProfiles: [sub, { ...sub, registerCallbackUrl: 'https://a.co/other' }] } })).toEqual([]);
  });

  it('never calls masked callback URLs duplicates: they stand for stored URLs only the server can compare', () => {
    // Two stored sub-accounts with the same account number and callback hosts but other paths
    // load with the same masks; comparing the masks called them duplicates and blocked every save.
    const stored = (id: string) => ({ subAccountId: id, accountNumber: '1234567890', paymentCallbackUrl: maskUrl('https://a.co/p/' + id), registerCallbackUrl: maskUrl('https://a.co/r/' + id) });
    expect(stored('1').paymentCallbackUrl).toBe(stored('2').paymentCallbackUrl);
    expect(errorsOf({ merchantDDProfile: { merchantSubAcctProfiles: [stored('1'), stored('2')] } })).toEqual([]);
    expect(hasDuplicateSubAccounts([stored('1'), { ...sub, paymentCallbackUrl: stored('1').paymentCallbackUrl }])).toBe(false);
    // What the person typed in full is compared as it is.
    expect(hasDuplicateSubAccounts([stored('1'), sub, { ...sub, subAccountId: undefined }])).toBe(true);
  });

  it('limits account numbers to 10 digits and needs http/https callback URLs', () => {
    const subs = [
      { accountNumber: '12345678901', paymentCallbackUrl: 'ftp://a.co', registerCallbackUrl: 'https://', shadowAccounts: [{ accountNumber: 'abc' }, { accountNumber: '' }] },
    ];
    expect(errorsOf({ merchantDDProfile: { merchantSubAcctProfiles: subs } })).toEqual([
      { field: 'merchantDDProfile.merchantSubAcctProfiles[0].accountNumber', message: 'Account number must be up to 10 digits.' },
      { field: 'merchantDDProfile.merchantSubAcctProfiles[0].paymentCallbackUrl', message: 'Callback URL must be a valid http:// or https:// URL.' },
      { field: 'merchantDDProfile.merchantSubAcctProfiles[0].registerCallbackUrl', message: 'Callback URL must be a valid http:// or https:// URL.' },
      { field: 'merchantDDProfile.merchantSubAcctProfiles[0].shadowAccounts[0].accountNumber', message: 'Account number must be up to 10 digits.' },
      { field: 'merchantDDProfile.merchantSubAcctProfiles[0].shadowAccounts[1].accountNumber', message: 'Please enter account number' },
    ]);
  });
});

describe('validateMerchantProfile: fee and waiver', () => {
  it.each([
    ['T', '10', '9.99', ['Maximum fee should be more than or equal to minimum fee']],
    ['T', '10', '10.00', []],
    ['M', '10', '9.99', []],
    ['T', '10.123', '20', ['Amount must be a number with up to 2 decimal places.']],
    // Only values that are there are compared: an empty maximum is no maximum, not 0.
    ['T', '10', '', []],
    ['T', '10', undefined, []],
    ['T', '', '5', []],
    ['T', '10', '  ', []],
  ])('frequency %s, min %s, max %s', (chargeFrequency, minCharge, maxCharge, messages) => {
    expect(errorsOf({ feeProfile: { chargeFrequency, minCharge, maxCharge } }).map((e) => e.message)).toEqual(messages);
  });

  it('checks amounts and the percentage', () => {
    expect(errorsOf({ feeProfile: { maxCharge: '1.', interBranchFee: { flatAmount: 'x', capAmount: '5.5', percentage: '100.01' } } })).toEqual([
      { field: 'feeProfile.maxCharge', message: 'Amount must be a number with up to 2 decimal places.' },
      { field: 'feeProfile.interBranchFee.flatAmount', message: 'Amount must be a number with up to 2 decimal places.' },
      { field: 'feeProfile.interBranchFee.percentage', message: 'Percentage must be a number from 0 to 100 with up to 2 decimal places.' },
    ]);
    expect(errorsOf({ feeProfile: { interRegionFee: { percentage: '100', capAmount: '1.234' } } })).toEqual([
      { field: 'feeProfile.interRegionFee.capAmount', message: 'Amount must be a number with up to 2 decimal places.' },
    ]);
  });

  const waived = { isWaived: 'Y', isValidTillCancel: 'N', waiveType: 'F', waiveFrom: '20240110', waiveTo: '20240110' } as const;

  it('needs waive date from not after waive date to for frequency T', () => {
    expect(errorsOf({ feeProfile: { ...waived } })).toEqual([]);
    expect(errorsOf({ feeProfile: { ...waived, waiveTo: '20240109' } })).toEqual([
      { field: 'feeProfile.waiveTo', message: 'Waive date from should be earlier than waive date to' },
    ]);
    expect(errorsOf({ feeProfile: { ...waived, waiveTo: '20240109', isValidTillCancel: 'Y' } })).toEqual([]);
    expect(errorsOf({ feeProfile: { ...waived, waiveTo: '20240109', isWaived: 'N' } })).toEqual([]);
  });

  it('requires the enabled waiver fields', () => {
    expect(errorsOf({ feeProfile: { isWaived: 'Y' } })).toEqual([
      { field: 'feeProfile.waiveFrom', message: 'Please enter waive date from' },
      { field: 'feeProfile.waiveTo', message: 'Please enter waive date to' },
      { field: 'feeProfile.waiveType', message: 'Please select waive type' },
    ]);
    expect(errorsOf({ feeProfile: { ...waived, waiveFrom: '2024-13-01', waiveTo: 'soon' } })).toEqual([
      { field: 'feeProfile.waiveFrom', message: 'Waive date is invalid.' },
      { field: 'feeProfile.waiveTo', message: 'Waive date is invalid.' },
    ]);
    expect(errorsOf({ feeProfile: { ...waived, waiveType: 'P' } })).toEqual([
      { field: 'feeProfile.waiveBy', message: 'Please select waive by' },
    ]);
  });

  it('full waiver ignores waive by, amount and percentage; partial checks the chosen one', () => {
    expect(errorsOf({ feeProfile: { ...waived, waiveBy: 'A', waiveAmt: 'junk' } })).toEqual([]);
    expect(errorsOf({ feeProfile: { ...waived, waiveType: 'P', waiveBy: 'A', waiveAmt: '' } })).toEqual([
      { field: 'feeProfile.waiveAmt', message: 'Please enter waive amount' },
    ]);
    expect(errorsOf({ feeProfile: { ...waived, waiveType: 'P', waiveBy: 'A', waiveAmt: '12345678.90' } })).toEqual([
      { field: 'feeProfile.waiveAmt', message: 'Waive amount and percentage must not exceed 10 characters.' },
    ]);
    expect(errorsOf({ feeProfile: { ...waived, waiveType: 'P', waiveBy: 'A', waiveAmt: '1.234' } })).toEqual([
      { field: 'feeProfile.waiveAmt', message: 'Amount must be a number with up to 2 decimal places.' },
    ]);
    expect(errorsOf({ feeProfile: { ...waived, waiveType: 'P', waiveBy: 'P', waivePercentage: '' } })).toEqual([
      { field: 'feeProfile.waivePercentage', message: 'Please enter waive percentage' },
    ]);
    expect(errorsOf({ feeProfile: { ...waived, waiveType: 'P', waiveBy: 'P', waivePercentage: '12345678901' } })).toEqual([
      { field: 'feeProfile.waivePercentage', message: 'Waive amount and percentage must not exceed 10 characters.' },
    ]);
    expect(errorsOf({ feeProfile: { ...waived, waiveType: 'P', waiveBy: 'P', waivePercentage: '150' } })).toEqual([
      { field: 'feeProfile.waivePercentage', message: 'Percentage must be a number from 0 to 100 with up to 2 decimal places.' },
    ]);
    expect(errorsOf({ feeProfile: { ...waived, waiveType: 'P', waiveBy: 'P', waivePercentage: '12.5' } })).toEqual([]);
  });

  it('tells the form which waiver fields are enabled', () => {
    expect(waiverFieldState({ isWaived: 'N' })).toEqual({
      waiveFrom: false,
      waiveTo: false,
      waiveType: false,
      waiveBy: false,
      waiveAmt: false,
      waivePercentage: false,
    });
    expect(waiverFieldState({ isWaived: 'Y', isValidTillCancel: 'Y', waiveType: 'P', waiveBy: 'P' })).toEqual({
      waiveFrom: true,
      waiveTo: false,
      waiveType: true,
      waiveBy: true,
      waiveAmt: false,
      waivePercentage: true,
    });
  });
});

describe('section validators', () => {
  const broken = withPatch({
    merchantInfo: { merchantTaxId: 'x' },
    merchantDDProfile: { merchantSubAcctProfiles: [{ accountNumber: 'abc' }] },
    feeProfile: { minCharge: '5', maxCharge: '1' },
  });

  it('each reports only its own section, and together they are validateMerchantProfile', () => {
    const info = pairs(validateMerchantInfo(broken));
    const subAccounts = pairs(validateSubAccounts(broken));
    const fee = pairs(validateFeeProfile(broken));
    expect(info).toEqual([{ field: 'merchantInfo.merchantTaxId', message: 'Tax ID must be up to 13 digits.' }]);
    expect(subAccounts).toEqual([
      { field: 'merchantDDProfile.merchantSubAcctProfiles[0].accountNumber', message: 'Account number must be up to 10 digits.' },
    ]);
    expect(fee).toEqual([{ field: 'feeProfile.maxCharge', message: 'Maximum fee should be more than or equal to minimum fee' }]);
    expect(pairs(validateMerchantProfile(broken))).toEqual([...info, ...subAccounts, ...fee]);
  });

  it('a REDIRECT merchant without a payment option fails the merchant info section', () => {
    const redirect = withPatch({ merchantInfo: { merchantIntegrationType: 'REDIRECT' }, merchantDDProfile: { stmtDisplayOpt: 'detail' } });
    expect(pairs(validateMerchantInfo(redirect))).toEqual([
      { field: 'redirectPaymentOption', message: 'Please select at least one payment option.' },
    ]);
    expect(validateSubAccounts(redirect).ok && validateFeeProfile(redirect).ok).toBe(true);
  });
});
