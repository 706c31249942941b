/**
 * Customers of the customer form's stories and tests, in the contract's shapes: an individual
 * and a corporate as the detail call returns them, the merchant lookup's answers (a merchant
 * without and one with e-payments), and the bank's records the customer lookup finds (the same
 * people and companies as the sandbox's directory, apps/sandbox/src/seed/bank-directory.ts).
 * Not part of the published package.
 */
import type { Schemas } from '@lego-portal/api-client';

type CustomerProfile = Schemas['CustomerProfile'];

/** An individual of merchant 1000000001 (citizen ID, a partial waiver by amount, two accounts). */
export function individualCustomer(): CustomerProfile {
  return {
    custProfileId: '100004',
    merchantId: '1000000001',
    merchantName: 'Chao Phraya Insurance PCL',
    customerType: 'I',
    fullName: 'Somchai Jaidee',
    userId: 'SSO12345678',
    isActive: 'Y',
    isPendingApproval: 'N',
    updateDatetime: '20250301093000',
    customerRegisterChannel: 'PGW',
    customerPaymentChannel: 'PGW',
    idType: 'P1',
    customerId: '1101700123456',
    customerInfo: { fullName: 'Somchai Jaidee', email: 'somchai.jaidee@mail.example', phoneNumber: '0812345678' },
    customerPaymentInfo: {
      prefix: 'SSO',
      userId: 'SSO12345678',
      customerId: 'MC000123',
      channels: ['PGW'],
      bankAccts: [
        { accountNumber: '1234567890', currencyName: 'THB' },
        { accountNumber: '9876543210', currencyName: 'FCD' },
      ],
    },
    bankAccts: [
      { accountNumber: '1234567890', currencyName: 'THB' },
      { accountNumber: '9876543210', currencyName: 'FCD' },
    ],
    waiveInfo: { waiveFlag: 'Y', isAlwaysValid: 'N', waiveFrom: '20250101', waiveTo: '20251231', waiveType: 'P', waiveBy: 'A', waiveAmt: '10.00', waivePercentage: '' },
  };
}

/** A corporate of merchant 1000000001 (13-digit tax ID, no waiver, one account, no phone). */
export function corporateCustomer(): CustomerProfile {
  return {
    custProfileId: '100003',
    merchantId: '1000000001',
    merchantName: 'Chao Phraya Insurance PCL',
    customerType: 'C',
    fullName: 'Golden Lotus Trading Co., Ltd.',
    userId: 'RD87654321',
    isActive: 'Y',
    isPendingApproval: 'N',
    updateDatetime: '20250302101500',
    customerRegisterChannel: 'PGW',
    customerPaymentChannel: 'PGW',
    customerInfo: { fullName: 'Golden Lotus Trading Co., Ltd.', corpName: 'Golden Lotus Trading Co., Ltd.', corpId: '0105551234567', email: 'finance@goldenlotus.example', phoneNumber: '' },
    customerPaymentInfo: { prefix: 'RD', userId: 'RD87654321', customerId: 'CORP-0042', channels: ['PGW'], bankAccts: [{ accountNumber: '5550001112', currencyName: 'THB' }] },
    bankAccts: [{ accountNumber: '5550001112', currencyName: 'THB' }],
    waiveInfo: { waiveFlag: 'N', isAlwaysValid: 'N', waiveFrom: '', waiveTo: '', waiveType: 'F', waiveBy: 'A', waiveAmt: '', waivePercentage: '' },
  };
}

/** The merchant lookup's answer for the first sandbox merchant (no e-payments). */
export const MERCHANT_ONE: Schemas['CustomerMerchantLookupResponse'] = { merchantId: '1000000001', merchantName: 'Chao Phraya Insurance PCL', isEPaymentMerchant: 'N' };

/** The merchant lookup's answer for the e-payment merchant (an individual's email is required). */
export const E_PAYMENT_MERCHANT: Schemas['CustomerMerchantLookupResponse'] = { merchantId: '1000000002', merchantName: 'Siam Online Mart Co., Ltd.', isEPaymentMerchant: 'Y' };

/** People and companies the bank knows and no merchant registered (the sandbox's directory). */
export const BANK_PEOPLE = {
  kanya: { customerType: 'I', idType: 'P1', customerId: '3100500123451', fullName: 'Kanya Srisuk', email: 'kanya.srisuk@mail.example', phoneNumber: '0811112222' },
  prasert: { customerType: 'I', idType: 'P1', customerId: '1101800456782', fullName: 'Prasert Boonmee', phoneNumber: '0899990001' },
  emily: { customerType: 'I', idType: 'P8', customerId: 'AB1234567', fullName: 'Emily Carter', email: 'emily.carter@mail.example', phoneNumber: '0955556666' },
  riverside: { customerType: 'C', corpId: '0105560111222', fullName: 'Riverside Foods Co., Ltd.', corpName: 'Riverside Foods Co., Ltd.', email: 'accounts@riversidefoods.example', phoneNumber: '0226661234' },
  nakhon: { customerType: 'C', corpId: '1234567890', fullName: 'Nakhon Logistics Partnership', corpName: 'Nakhon Logistics Partnership', phoneNumber: '0448881234' },
} as const satisfies Record<string, Schemas['BankCustomer']>;

/** A citizen ID the bank does not know (the lookup answers 404). */
export const UNKNOWN_CITIZEN_ID = '9999999999999';
