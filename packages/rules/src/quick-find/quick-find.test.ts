import { describe, expect, it } from 'vitest';
import { parseRoles, permissionsOf } from '../roles/roles';
import { STAFF_ROLES } from '../roles/staff';
import { isQuickFindMatch, quickFindCalls, quickFindFields, quickFindValue } from './quick-find';

const access = (roles: string[], merchantId: string | null = '1000000001') => ({ permissions: permissionsOf(parseRoles(roles.join(','))), merchantId });
const EVERY_ROLE = ['DD_ACCOUNT_USER', 'DD_ACCOUNT_CUSTOMER_PROFILE', 'DD_REPORT_TRANSACTION', 'DD_REPORT_TRANSACTION_RECURRING'];

describe('quickFindFields', () => {
  it.each([
    ['TX0000000123', ['txnNumber', 'refNumber', 'username']],
    ['1234567890', ['txnNumber', 'refNumber', 'accountNumber', 'username']],
    ['123456789', ['txnNumber', 'refNumber', 'username']],
    ['12345678901', ['txnNumber', 'refNumber', 'username']],
    ['demo_full', ['txnNumber', 'refNumber', 'username']],
    ['demo', ['txnNumber', 'refNumber']],
    ['a-very-long-username', ['txnNumber', 'refNumber']],
    ['INV 0001', ['refNumber']],
    ['user.name', ['txnNumber', 'refNumber']],
  ])('%s could be %j', (value, fields) => {
    expect(quickFindFields(value)).toEqual(fields);
  });

  it('reads the value without the spaces around it', () => {
    expect(quickFindValue('  1234567890 ')).toBe('1234567890');
    expect(quickFindFields('  1234567890 ')).toContain('accountNumber');
  });

  it('finds nothing for an empty value or one longer than the contract takes (50)', () => {
    expect(quickFindFields('   ')).toEqual([]);
    expect(quickFindFields('x'.repeat(50))).toEqual(['txnNumber', 'refNumber']);
    expect(quickFindFields('x'.repeat(51))).toEqual([]);
  });
});

describe('quickFindCalls', () => {
  it('asks every list that can filter by the value when the roles allow them all', () => {
    expect(quickFindCalls('1234567890', access(EVERY_ROLE))).toEqual([
      { kind: 'transaction', mode: 'online', field: 'txnNumber' },
      { kind: 'transaction', mode: 'online', field: 'refNumber' },
      { kind: 'transaction', mode: 'scheduled', field: 'txnNumber' },
      { kind: 'transaction', mode: 'scheduled', field: 'refNumber' },
      { kind: 'customer', field: 'accountNumber' },
      { kind: 'user', field: 'username' },
    ]);
  });

  it('never asks the customer list without the customer profile role, nor the user list without the user role', () => {
    const calls = quickFindCalls('1234567890', access(['DD_REPORT_TRANSACTION']));
    expect(calls.map((call) => call.kind)).toEqual(['transaction', 'transaction']);
    expect(calls.every((call) => call.kind !== 'transaction' || call.mode === 'online')).toBe(true);
  });

  it('asks the scheduled report only with the recurring role', () => {
    const calls = quickFindCalls('TX0000000001', access(['DD_REPORT_TRANSACTION_RECURRING']));
    expect(calls).toEqual([
      { kind: 'transaction', mode: 'scheduled', field: 'txnNumber' },
      { kind: 'transaction', mode: 'scheduled', field: 'refNumber' },
    ]);
  });

  it('does not ask a list that cannot filter by the value', () => {
    // Not ten digits: no account number; a space: no transaction number nor username.
    expect(quickFindCalls('INV 0001', access(EVERY_ROLE)).map((call) => call.field)).toEqual(['refNumber', 'refNumber']);
    expect(quickFindCalls('demo_full', access(['DD_ACCOUNT_CUSTOMER_PROFILE']))).toEqual([]);
  });

  it('asks nothing without a role that finds anything', () => {
    expect(quickFindCalls('1234567890', access(['DD_REPORT_REGISTRATION']))).toEqual([]);
  });

  it('staff without a merchant in scope search the transactions across merchants, and no customer or user list', () => {
    const staff = access([STAFF_ROLES.merchantAdmin, STAFF_ROLES.customerMaker, STAFF_ROLES.report], null);
    expect(quickFindCalls('1234567890', staff).map((call) => call.kind)).toEqual(['transaction', 'transaction', 'transaction', 'transaction']);
    const inScope = access([STAFF_ROLES.merchantAdmin, STAFF_ROLES.customerMaker], '1000000002');
    expect(quickFindCalls('1234567890', inScope)).toEqual([
      { kind: 'customer', field: 'accountNumber' },
      { kind: 'user', field: 'username' },
    ]);
  });
});

describe('isQuickFindMatch', () => {
  it('matches transaction and account numbers exactly, never by a part', () => {
    expect(isQuickFindMatch('txnNumber', 'TX0000000001', 'TX0000000001')).toBe(true);
    expect(isQuickFindMatch('txnNumber', 'TX000000000', 'TX0000000001')).toBe(false);
    expect(isQuickFindMatch('txnNumber', 'tx0000000001', 'TX0000000001')).toBe(false);
    expect(isQuickFindMatch('accountNumber', ' 1234567890', '1234567890')).toBe(true);
    expect(isQuickFindMatch('accountNumber', '1234567890', '1234567899')).toBe(false);
  });

  it('matches merchant references and usernames in any case', () => {
    expect(isQuickFindMatch('refNumber', 'inv0001234', 'INV0001234')).toBe(true);
    expect(isQuickFindMatch('refNumber', 'INV000123', 'INV0001234')).toBe(false);
    expect(isQuickFindMatch('username', 'Demo_Full', 'demo_full')).toBe(true);
    expect(isQuickFindMatch('username', 'demo_ful', 'demo_full')).toBe(false);
    expect(isQuickFindMatch('refNumber', 'INV0001234', null)).toBe(false);
  });
});
