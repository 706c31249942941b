import { describe, expect, it } from 'vitest';
import { pairs, yupErrors } from '../../../test/helpers';
import { maskUrl } from '../../format/mask-url';
import { SUB_ACCOUNT_MESSAGES } from '../../messages/merchant-messages';
import { MESSAGES_TH } from '../../messages/th';
import { isInternalCallbackUrl } from './callback-host';
import { validateMerchantProfile } from './merchant-profile';
import { merchantProfileSchema } from './merchant-profile-schema';

const INTERNAL = SUB_ACCOUNT_MESSAGES.callbackUrlInternal;
const PAYMENT = 'merchantDDProfile.merchantSubAcctProfiles[0].paymentCallbackUrl';
const REGISTER = 'merchantDDProfile.merchantSubAcctProfiles[0].registerCallbackUrl';

/** The callback errors of a profile whose one sub-account calls back `payment` and `register`. */
function callbackErrors(payment: string, register = 'https://shop.co.th/reg') {
  const input = {
    merchantInfo: {
      merchantIntegrationType: 'API',
      merchantTaxId: '0105551234567',
      merchantName: 'Shop',
      contactFirstName: 'Somchai',
      contactLastName: 'Jaidee',
      merchantContactMail: 'contact@shop.co.th',
    },
    merchantDDProfile: { merchantSubAcctProfiles: [{ accountNumber: '1234567890', paymentCallbackUrl: payment, registerCallbackUrl: register }] },
    feeProfile: { chargeFrequency: 'T', minCharge: '1', maxCharge: '10', isWaived: 'N' },
  };
  const plain = pairs(validateMerchantProfile(input));
  // The form (yup) and the server (plain) refuse alike.
  expect(yupErrors(merchantProfileSchema(), input)).toEqual(plain);
  return plain;
}

describe('callback URLs cannot point inside the bank', () => {
  it.each([
    ['loopback', 'http://127.0.0.1/cb'],
    ['loopback, not the first address', 'https://127.10.20.30:8443/cb'],
    ['cloud metadata (link-local)', 'http://169.254.169.254/latest/meta-data/'],
    ['private 10/8', 'http://10.1.2.3/cb'],
    ['private 172.16/12', 'http://172.16.0.1/cb'],
    ['private 172.16/12, its last block', 'http://172.31.255.254/cb'],
    ['private 192.168/16', 'http://192.168.1.1/cb'],
    ['IPv6 loopback', 'http://[::1]/cb'],
    ['IPv6 unspecified', 'http://[::]/cb'],
    ['IPv6 link-local', 'http://[fe80::1]/cb'],
    ['IPv6 unique local (private)', 'http://[fd12:3456::1]/cb'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/cb'],
    ['IPv4-mapped IPv6 metadata', 'http://[::ffff:a9fe:a9fe]/cb'],
    ['localhost', 'http://localhost:8080/cb'],
    ['localhost in capitals with the root dot', 'http://LOCALHOST./cb'],
    ['a subdomain of localhost', 'http://api.localhost/cb'],
    ['0.0.0.0', 'http://0.0.0.0/cb'],
    ['loopback as a decimal number', 'http://2130706433/'],
    ['loopback in hex', 'http://0x7f.0.0.1/'],
    ['loopback in octal', 'http://0177.0.0.1/'],
    ['metadata as one hex number', 'http://0xa9fea9fe/'],
    ['loopback behind credentials', 'https://shop.co.th@127.0.0.1/cb'],
  ])('refuses %s (%s) in either callback field', (_, url) => {
    expect(callbackErrors(url)).toEqual([{ field: PAYMENT, message: INTERNAL }]);
    expect(callbackErrors('https://shop.co.th/pay', url)).toEqual([{ field: REGISTER, message: INTERNAL }]);
  });

  it.each([
    'https://shop.co.th/pay',
    'http://api.shop.example:8080/callbacks/payment',
    'https://203.0.113.10/cb',
    'https://172.32.0.1/cb',
    'https://[2001:db8::1]/cb',
    'https://localhost.shop.co.th/cb',
  ])('accepts the public URL %s', (url) => {
    expect(callbackErrors(url)).toEqual([]);
  });

  it('judges a masked URL by the host the mask keeps', () => {
    expect(callbackErrors(maskUrl('https://shop.co.th/pay?key=1'))).toEqual([]);
    expect(callbackErrors(maskUrl('http://10.0.0.5/pay?key=1'))).toEqual([{ field: PAYMENT, message: INTERNAL }]);
  });

  it('leaves what is no http/https URL to the format message', () => {
    expect(callbackErrors('ftp://127.0.0.1/cb')).toEqual([{ field: PAYMENT, message: SUB_ACCOUNT_MESSAGES.callbackUrlFormat }]);
    expect(isInternalCallbackUrl('not a url')).toBe(false);
    expect(callbackErrors('')).toEqual([]);
  });

  it('has the message in Thai too', () => {
    const input = { merchantDDProfile: { merchantSubAcctProfiles: [{ accountNumber: '1', paymentCallbackUrl: 'http://127.0.0.1/' }] } };
    const error = validateMerchantProfile(input, { messages: MESSAGES_TH }).errors.find((e) => e.field === PAYMENT);
    expect(error?.code).toBe('merchantProfile.callbackUrlInternal');
    expect(error?.message).toBe(MESSAGES_TH['merchantProfile.callbackUrlInternal']);
    expect(error?.message).toMatch(/[\u0E00-\u0E7F]/);
  });
});
