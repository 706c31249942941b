import { describe, expect, it } from 'vitest';
import { pairs, yupErrors } from '../../../test/helpers';
import { canSubmitCustomer, validateCorporateCustomer, validateIndividualCustomer } from './customer-form';
import { corporateCustomerSchema, individualCustomerSchema } from './customer-form-schema';

const individual = {
  merchantId: '1234567890',
  idType: 'P1',
  customerId: '1101700123456',
  fullName: 'สมชาย ใจดี',
  email: '',
  phoneNumber: '0812345678',
  merchantCustomerId: 'C-0001',
  bankAccts: ['1234567890'],
};
const corporate = { merchantId: '1234567890', corpName: 'Shop Co., Ltd.', corpId: '0105551234', bankAccts: ['1234567890'] };

const ind = (patch: Record<string, unknown>) => {
  const input = { ...individual, ...patch };
  const plain = pairs(validateIndividualCustomer(input));
  expect(yupErrors(individualCustomerSchema(), input)).toEqual(plain);
  return plain;
};
const corp = (patch: Record<string, unknown>) => {
  const input = { ...corporate, ...patch };
  const plain = pairs(validateCorporateCustomer(input));
  expect(yupErrors(corporateCustomerSchema(), input)).toEqual(plain);
  return plain;
};

describe('validateIndividualCustomer', () => {
  it('accepts a complete individual', () => {
    expect(ind({})).toEqual([]);
  });

  it.each([
    ['110170012345', false],
    ['1101700123456', true],
    ['11017001234567', false],
  ])('citizen ID %s is valid: %s', (customerId, ok) => {
    expect(ind({ customerId })).toEqual(ok ? [] : [{ field: 'customerId', message: 'Citizen ID must be 13 digits.' }]);
  });

  it('accepts passport and alien ID numbers of letters and digits', () => {
    expect(ind({ idType: 'P8', customerId: 'AA1234567' })).toEqual([]);
    expect(ind({ idType: 'P7', customerId: 'x'.repeat(21) })).toEqual([{ field: 'customerId', message: 'ID number must be 1-20 letters or digits.' }]);
    expect(ind({ idType: 'X' })).toEqual([{ field: 'idType', message: 'Please select ID type' }]);
    expect(ind({ idType: 'P8', customerId: 'AA-123' })).toEqual([{ field: 'customerId', message: 'ID number must be 1-20 letters or digits.' }]);
  });

  it('requires the email only for an e-payment merchant, and checks its format', () => {
    expect(ind({ isEPaymentMerchant: true })).toEqual([{ field: 'email', message: 'Please enter email' }]);
    expect(ind({ isEPaymentMerchant: true, email: 'a@b.co' })).toEqual([]);
    expect(ind({ email: 'a@b' })).toEqual([{ field: 'email', message: 'Email format is invalid.' }]);
  });

  it.each([
    ['081234567', false],
    ['0812345678', true],
    ['08123456789', false],
    ['', true],
  ])('phone %s is valid: %s', (phoneNumber, ok) => {
    expect(ind({ phoneNumber })).toEqual(ok ? [] : [{ field: 'phoneNumber', message: 'Phone number must be 10 digits.' }]);
  });

  it("limits the merchant's customer ID to 25 characters", () => {
    expect(ind({ merchantCustomerId: 'x'.repeat(25) })).toEqual([]);
    expect(ind({ merchantCustomerId: 'x'.repeat(26) })).toEqual([
      { field: 'merchantCustomerId', message: "Merchant's customer ID must not exceed 25 characters." },
    ]);
  });

  it('needs accounts of 10 digits', () => {
    expect(ind({ bankAccts: [] })).toEqual([{ field: 'bankAccts', message: 'Please enter account number' }]);
    expect(ind({ bankAccts: ['123456789', '1234567890', '12345678901'] })).toEqual([
      { field: 'bankAccts[0]', message: 'Account number must be 10 digits.' },
      { field: 'bankAccts[2]', message: 'Account number must be 10 digits.' },
    ]);
  });

  it('requires merchant ID, ID type, name', () => {
    expect(ind({ merchantId: '', fullName: '' })).toEqual([
      { field: 'merchantId', message: 'Please enter merchant ID' },
      { field: 'fullName', message: 'Please enter customer name' },
    ]);
    expect(ind({ merchantId: '12345' })).toEqual([{ field: 'merchantId', message: 'Merchant ID must be 10 digits.' }]);
  });
});

describe('customer waiver', () => {
  const waive = { waiveFlag: 'Y', waiveType: 'P', waiveFrom: '20240110', waiveTo: '20240120' };

  it('limits waive amount and percentage to 10 characters and checks the chosen one', () => {
    expect(ind({ ...waive, waiveBy: 'A', waiveAmt: '1234567.89' })).toEqual([]);
    expect(ind({ ...waive, waiveBy: 'A', waiveAmt: '12345678.90' })).toEqual([
      { field: 'waiveAmt', message: 'Waive amount and percentage must not exceed 10 characters.' },
    ]);
    expect(ind({ ...waive, waiveBy: 'A', waiveAmt: '1.999' })).toEqual([
      { field: 'waiveAmt', message: 'Amount must be a number with up to 2 decimal places.' },
    ]);
    expect(ind({ ...waive, waiveBy: 'P', waivePercentage: '101' })).toEqual([
      { field: 'waivePercentage', message: 'Percentage must be a number from 0 to 100 with up to 2 decimal places.' },
    ]);
  });

  it('needs valid dates in order unless always valid', () => {
    expect(ind({ ...waive, waiveBy: 'P', waivePercentage: '5', waiveTo: '20240109' })).toEqual([
      { field: 'waiveTo', message: 'Waive date from should be earlier than waive date to' },
    ]);
    expect(ind({ ...waive, waiveBy: 'P', waivePercentage: '5', waiveTo: '20240109', isAlwaysValid: 'Y' })).toEqual([]);
    expect(ind({ ...waive, waiveBy: 'P', waivePercentage: '5', waiveFrom: '', waiveTo: 'x' })).toEqual([
      { field: 'waiveFrom', message: 'Waive date is invalid.' },
      { field: 'waiveTo', message: 'Waive date is invalid.' },
    ]);
  });
});

describe('validateCorporateCustomer', () => {
  it.each([
    ['010555123', false],
    ['0105551234', true],
    ['0105551234567', true],
    ['01055512345678', false],
  ])('corporate tax ID %s is valid: %s', (corpId, ok) => {
    expect(corp({ corpId })).toEqual(ok ? [] : [{ field: 'corpId', message: 'Corporate tax ID must be 10-13 digits.' }]);
  });

  it('requires the corporate name and never the email', () => {
    expect(corp({ corpName: '', email: '' })).toEqual([{ field: 'corpName', message: 'Please enter corporate name' }]);
  });
});

describe('canSubmitCustomer', () => {
  it('needs both the merchant and the customer found', () => {
    expect(canSubmitCustomer({ merchantFound: true, customerFound: true })).toBe(true);
    expect(canSubmitCustomer({ merchantFound: true, customerFound: false })).toBe(false);
  });
});
