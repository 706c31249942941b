import { validateMerchantProfile } from '@lego-portal/rules';
import { describe, expect, it } from 'vitest';
import { merchantProfileValuesOf, statusRequestOf, updateRequestOf } from './merchant-profile-values';
import { apiMerchant, redirectMerchant } from './test-kit/merchant-fixtures';

describe('merchant profile values', () => {
  it('reads a loaded profile into strings and Y/N flags that pass the rules', () => {
    const values = merchantProfileValuesOf(apiMerchant());
    expect(values.merchantInfo).toMatchObject({ merchantIntegrationType: 'API', merchantTaxId: '0107536000315', merchantLogo: '' });
    expect(values.merchantDDProfile.merchantSubAcctProfiles[0]).toEqual({
      subAccountId: 'CPINS-01',
      accountNumber: '1234500001',
      paymentCallbackUrl: 'https://api.cp******/payment',
      registerCallbackUrl: 'https://api.cp******/register',
      shadowAccounts: [{ accountNumber: '1234590001' }],
    });
    expect(values.feeProfile).toMatchObject({ isWaived: 'Y', waiveFrom: '20240101', waiveType: 'P', waiveBy: 'P', waivePercentage: '50' });
    expect(validateMerchantProfile(values).ok).toBe(true);
    expect(validateMerchantProfile(merchantProfileValuesOf(redirectMerchant())).ok).toBe(true);
  });

  it('reads the other spelling of e-payment and a missing fee profile', () => {
    const loaded = redirectMerchant();
    const info = loaded.merchantProfileResponse.merchantProfileResource.merchantInfo as Record<string, unknown>;
    info.redirectPaymentOption = { paymentGateway: { epayment: 'Y' } };
    loaded.feeProfileResponse = {};
    const values = merchantProfileValuesOf(loaded);
    expect(values.redirectPaymentOption.paymentGateway.ePayment).toBe('Y');
    expect(values.redirectPaymentOption.retailCustomer.easyNet).toBe('N');
    expect(values.feeProfile.currencyCode).toBe('764');
  });

  it('sends back what the form does not show, and drops the waiver fields its switches turned off', () => {
    const loaded = apiMerchant();
    const values = merchantProfileValuesOf(loaded);
    values.merchantInfo.merchantNameTrade = 'CP Online';
    values.feeProfile.waiveType = 'F';
    values.merchantDDProfile.merchantSubAcctProfiles.push({ subAccountId: '', accountNumber: '99', paymentCallbackUrl: '', registerCallbackUrl: '', shadowAccounts: [] });
    const request = updateRequestOf(loaded, values, { bankTerms: true });
    expect(request.isAction).toBe('UPDATE');
    expect(request.merchantProfile.merchantInfo).toMatchObject({ merchantCode: 'CPINS', merchantCorpId: 'CORP0001', merchantNameTrade: 'CP Online', merchantLogo: null });
    expect(request.merchantProfile.merchantDDProfile).toMatchObject({ certificate: null, currencyInfoList: [{ currencyName: 'THB' }, { currencyName: 'FCD' }], authenOpt: 'ALL' });
    const added = request.merchantProfile.merchantDDProfile.merchantSubAcctProfiles?.[1];
    expect(added).not.toHaveProperty('subAccountId');
    expect(request.feeProfile).toMatchObject({ waiveType: 'F', waiveBy: '', waivePercentage: '', waiveFrom: '20240101' });
    values.feeProfile.isWaived = 'N';
    expect(updateRequestOf(loaded, values, { bankTerms: true }).feeProfile).toMatchObject({ waiveFrom: '', waiveTo: '', waiveType: '' });
  });

  it('sends the fee profile back exactly as loaded when the user does not set the bank terms', () => {
    const loaded = apiMerchant();
    const values = merchantProfileValuesOf(loaded);
    // Whatever the form holds (the fields are read-only, but a value could still differ, e.g.
    // a waiver field its switch turned off, which an editable form would send as '').
    values.feeProfile.minCharge = '0.00';
    values.feeProfile.isWaived = 'N';
    values.merchantInfo.merchantNameTrade = 'CP Online';
    const request = updateRequestOf(loaded, values, { bankTerms: false });
    expect(request.feeProfile).toEqual(loaded.feeProfileResponse?.feeProfileResponse);
    expect(request.merchantProfile.merchantInfo).toMatchObject({ merchantNameTrade: 'CP Online' });
  });

  it('builds the status requests', () => {
    expect(statusRequestOf(apiMerchant(), 'INACTIVATE')).toEqual({ isAction: 'INACTIVATE', merchantId: '1000000001' });
  });
});
