import { describe, expect, it } from 'vitest';
import { bankAccountChanges, pendingListItems, pendingValueKind, statusChangeMeaning } from './pending-change';

describe('bankAccountChanges', () => {
  it('lists added, changed and removed accounts by account number, leaving unchanged ones out', () => {
    const before = [
      { accountNumber: '1111111111', currencyName: 'THB' },
      { accountNumber: '2222222222', currencyName: 'THB' },
      { accountNumber: '3333333333', currencyName: 'THB' },
    ];
    const after = [
      { accountNumber: '4444444444', currencyName: 'FCD' },
      { accountNumber: '2222222222', currencyName: 'FCD' },
      { accountNumber: '1111111111', currencyName: 'THB' },
    ];
    expect(bankAccountChanges(before, after)).toEqual([
      { accountNumber: '4444444444', kind: 'added', oldCurrency: null, newCurrency: 'FCD' },
      { accountNumber: '2222222222', kind: 'changed', oldCurrency: 'THB', newCurrency: 'FCD' },
      { accountNumber: '3333333333', kind: 'removed', oldCurrency: 'THB', newCurrency: null },
    ]);
  });

  it('finds nothing when the lists hold the same accounts in another order, or both are absent', () => {
    expect(bankAccountChanges([{ accountNumber: '1' }, { accountNumber: '2' }], [{ accountNumber: '2' }, { accountNumber: '1' }])).toEqual([]);
    expect(bankAccountChanges(undefined, undefined)).toEqual([]);
  });
});

describe('pendingValueKind and statusChangeMeaning', () => {
  it('reads the kind from the last part of the key', () => {
    expect(pendingValueKind('waiveInfo.waiveFrom')).toBe('date');
    expect(pendingValueKind('waiveInfo.waiveFlag')).toBe('flag');
    expect(pendingValueKind('customerPaymentInfo.channels')).toBe('list');
    expect(pendingValueKind('customerInfo.email')).toBe('text');
  });

  it('says lock for A to L and unlock for L to A, nothing else', () => {
    expect(statusChangeMeaning('status', 'A', 'L')?.code).toBe('pendingAction.lockUser');
    expect(statusChangeMeaning('status', 'L', 'A')?.code).toBe('pendingAction.unlockUser');
    expect(statusChangeMeaning('status', 'A', 'I')).toBeNull();
    expect(statusChangeMeaning('customerInfo.email', 'A', 'L')).toBeNull();
  });
});

describe('pendingListItems', () => {
  it('reads a JSON array, a plain value or nothing', () => {
    expect(pendingListItems('["PGW","SSO"]')).toEqual(['PGW', 'SSO']);
    expect(pendingListItems('PGW')).toEqual(['PGW']);
    expect(pendingListItems(null)).toEqual([]);
  });
});
