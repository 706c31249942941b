import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS, parseRoles, permissionsOf } from './roles';

describe('parseRoles', () => {
  it('splits the claim on commas, trims, drops blanks and repeats, and adds the special merchant code', () => {
    expect(parseRoles(' DD_ACCOUNT_USER, DD_REPORT_TRANSACTION,,DD_ACCOUNT_USER ', 'SSO_MERCHANT')).toEqual([
      'DD_ACCOUNT_USER',
      'DD_REPORT_TRANSACTION',
      'SSO_MERCHANT',
    ]);
  });

  it.each([[undefined], [null], [42], ['']])('reads %j as no role', (claim) => {
    expect(parseRoles(claim)).toEqual([]);
  });

  it('ignores a blank special merchant code', () => {
    expect(parseRoles('DD_ACCOUNT_PROFILE', '  ')).toEqual(['DD_ACCOUNT_PROFILE']);
  });
});

describe('permissionsOf', () => {
  it.each([
    ['DD_ACCOUNT_PROFILE', 'merchantProfile'],
    ['DD_ACCOUNT_USER', 'userManagement'],
    ['DD_ACCOUNT_CUSTOMER_PROFILE', 'customerProfile'],
    ['DD_REPORT_TRANSACTION', 'onlineTransactionReport'],
    ['DD_REPORT_TRANSACTION_RECURRING', 'scheduledTransactionReport'],
    ['DD_REPORT_REGISTRATION', 'registrationReport'],
    ['DD_REPORT_ONLINE_REGISTRATION', 'onlineRegistrationReport'],
    ['DD_REPORT_SUMMARY_PAYMENT_STATUS', 'summaryPaymentTransactionByStatus'],
    ['SSO', 'sso250Report'],
    ['MERCHANT_SSO_250', 'sso250Report'],
  ])('%s grants only %s', (role, permission) => {
    const granted = Object.entries(permissionsOf([role])).filter(([, on]) => on).map(([name]) => name);
    expect(granted).toEqual([permission]);
  });

  it('grants nothing without roles', () => {
    expect(Object.values(NO_PERMISSIONS).some(Boolean)).toBe(false);
  });
});
