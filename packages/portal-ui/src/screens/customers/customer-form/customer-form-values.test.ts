import { CUSTOMER_MESSAGES as M } from '@lego-portal/rules';
import { describe, expect, it } from 'vitest';
import { corporateCustomer, individualCustomer } from '../test-kit/customer-form-fixtures';
import { customerFormResolver } from './customer-form-resolver';
import { changeRequestOf, customerValuesOf, emptyCustomerValues, waiveInfoOf } from './customer-form-values';

const resolve = (type: 'I' | 'C', values: ReturnType<typeof emptyCustomerValues>, ePaymentMerchantId: string | null = null) =>
  customerFormResolver(type)(values, { ePaymentMerchantId }, { fields: {}, shouldUseNativeValidation: false });

describe('customer form values', () => {
  it('show the user ID after its prefix, and send it whole', () => {
    const values = customerValuesOf(individualCustomer());
    expect(values).toMatchObject({ prefix: 'SSO', userId: '12345678', merchantCustomerId: 'MC000123', waiveFrom: '20250101' });
    expect(changeRequestOf('I', values, individualCustomer()).customerProfile).toMatchObject({
      userId: 'SSO12345678',
      customerPaymentInfo: { prefix: 'SSO', userId: 'SSO12345678', customerId: 'MC000123' },
    });
  });

  it("send an untouched customer's own parts as they are stored, so an update proposes no change", () => {
    for (const stored of [individualCustomer(), corporateCustomer()]) {
      const request = changeRequestOf(stored.customerType, customerValuesOf(stored), stored);
      expect(request).toMatchObject({ action: 'UPDATE', custProfileId: stored.custProfileId });
      const { bankAccts, ...payment } = request.customerProfile.customerPaymentInfo as Record<string, unknown>;
      const { bankAccts: storedAccounts, ...storedPayment } = stored.customerPaymentInfo!;
      expect(payment).toEqual(storedPayment);
      expect(bankAccts).toEqual(storedAccounts);
      expect(request.customerProfile.waiveInfo).toEqual(stored.waiveInfo);
      expect(request.customerProfile.isActive).toBe('Y');
    }
    expect(changeRequestOf('C', customerValuesOf(corporateCustomer())).customerProfile).not.toHaveProperty('idType');
  });

  it('leave the values of switched-off waiver fields blank, and keep the choices', () => {
    const values = { ...emptyCustomerValues('1000000001'), waiveFlag: 'Y' as const, isAlwaysValid: 'Y' as const, waiveFrom: '20250101', waiveTo: '20251231', waiveType: 'P' as const, waiveBy: 'P' as const, waiveAmt: '5.00', waivePercentage: '2.5' };
    expect(waiveInfoOf(values)).toEqual({ waiveFlag: 'Y', isAlwaysValid: 'Y', waiveFrom: '20250101', waiveTo: '', waiveType: 'P', waiveBy: 'P', waiveAmt: '', waivePercentage: '2.5' });
    expect(waiveInfoOf({ ...values, waiveFlag: 'N' })).toMatchObject({ waiveFrom: '', waiveType: 'P', waiveBy: 'P', waivePercentage: '' });
  });
});

describe('customerFormResolver', () => {
  const person = { ...emptyCustomerValues('1000000001'), customerId: '3100500123451', fullName: 'Kanya Srisuk', bankAccts: [{ accountNumber: '1234567890', currencyName: 'THB' as const }] };

  it('accepts a complete individual, and needs the email only for the e-payment merchant found', async () => {
    expect((await resolve('I', person)).errors).toEqual({});
    expect((await resolve('I', person, '1000000002')).errors).toEqual({});
    expect((await resolve('I', person, '1000000001')).errors).toMatchObject({ email: { message: M.emailRequired, type: 'customer.emailRequired' } });
  });

  it("puts an account's message on its row's number, and the empty list's on the list", async () => {
    const accounts = await resolve('I', { ...person, bankAccts: [{ accountNumber: '1234567890', currencyName: 'THB' }, { accountNumber: '12', currencyName: 'FCD' }] });
    expect(accounts.errors.bankAccts).toEqual([undefined, { accountNumber: expect.objectContaining({ message: M.accountNumberFormat }) }]);
    const none = await resolve('C', { ...person, corpName: 'Riverside Foods Co., Ltd.', corpId: '0105560111222', bankAccts: [] });
    expect(none.errors).toEqual({ bankAccts: { root: expect.objectContaining({ message: M.accountNumberRequired }) } });
  });
});
