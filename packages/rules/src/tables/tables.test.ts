import { describe, expect, it } from 'vitest';
import {
  PENDING_ACTIONS,
  approvalStatusOf,
  customerFormKind,
  customerStatusOf,
  statusChangeLabel,
} from './customer-status';
import { stmtDisplayOptionsFor } from './merchant-enums';
import { REGISTRATION_STATUSES } from './registration-status';
import { statusOf } from './tone';
import { TRANSACTION_STATUSES } from './transaction-status';
import { USER_ACTION_REQUESTS, USER_STATUSES, userActionsFor } from './user-status';

const codesAndLabels = (table: readonly { code: string; label: string }[]) => table.map(({ code, label }) => `${code} ${label}`);

describe('status tables', () => {
  it('lists transaction statuses of spec section 4', () => {
    expect(codesAndLabels(TRANSACTION_STATUSES)).toEqual([
      '0000 Created',
      '1000 Payment Success',
      '1001 Validation Failed',
      '1002 Payment Failed',
      '1003 Processing',
      '1004 Pending Approval',
      '1005 Cancelled',
      '9999 Error',
    ]);
    expect(statusOf(TRANSACTION_STATUSES, '1000').tone).toBe('success');
    expect(statusOf(TRANSACTION_STATUSES, '1002').tone).toBe('danger');
  });

  it('lists online registration statuses of spec section 4', () => {
    expect(codesAndLabels(REGISTRATION_STATUSES)).toEqual([
      '0000 Success',
      '0001 Initiated',
      '0002 Verified Passed',
      '0003 Verified Failed',
      '0004 Term and Conditions',
      '0005 Request OTP',
      '0006 OTP Failed',
      '0007 Canceled',
      '9999 Error',
    ]);
  });

  it('labels user statuses and shows an unknown code as itself', () => {
    expect(codesAndLabels(USER_STATUSES)).toEqual(['A Active', 'I Inactive', 'L Locked']);
    expect(statusOf(USER_STATUSES, 'X')).toEqual({ code: 'X', label: 'X', tone: 'neutral' });
    expect(statusOf(USER_STATUSES, undefined)).toEqual({ code: '', label: '', tone: 'neutral' });
  });
});

describe('user actions', () => {
  it.each([
    ['A', ['edit', 'lock', 'delete']],
    ['L', ['unlock', 'delete']],
    ['I', ['delete']],
  ])('status %s offers %j', (status, actions) => {
    expect(userActionsFor(status)).toEqual(actions);
  });

  it.each([
    ['A', ['edit']],
    ['L', []],
    ['I', []],
  ])("the signed-in user's own record with status %s offers %j", (status, actions) => {
    expect(userActionsFor(status, { own: true })).toEqual(actions);
  });

  it('locks and unlocks through updates with status L and A', () => {
    expect(USER_ACTION_REQUESTS.lock).toEqual({ action: 'UPDATE', status: 'L', label: 'Lock' });
    expect(USER_ACTION_REQUESTS.unlock).toEqual({ action: 'UPDATE', status: 'A', label: 'Unlock' });
    expect(USER_ACTION_REQUESTS.create.status).toBe('A');
  });
});

describe('customers', () => {
  it('maps flags to badges', () => {
    expect(customerStatusOf('Y')).toMatchObject({ label: 'ACTIVE', tone: 'success' });
    expect(customerStatusOf('N')).toMatchObject({ label: 'INACTIVE' });
    expect(approvalStatusOf('Y')).toMatchObject({ label: 'PENDING APPROVAL', tone: 'warning' });
    expect(approvalStatusOf('N')).toBeNull();
  });

  it('explains pending actions and status changes', () => {
    expect(PENDING_ACTIONS.CREATE.label).toBe('Activate customer');
    expect(PENDING_ACTIONS.DELETE.label).toBe('Delete customer');
    expect(PENDING_ACTIONS.UPDATE.showsDiff).toBe(true);
    expect(statusChangeLabel('A', 'L')).toBe('Lock user');
    expect(statusChangeLabel('L', 'A')).toBe('Unlock user');
    expect(statusChangeLabel('A', 'I')).toBeNull();
    expect(customerFormKind('I')).toBe('individual');
    expect(customerFormKind('C')).toBe('corporate');
  });
});

describe('statement options', () => {
  it('disables summary-style options for redirect integration only', () => {
    const disabled = (type: string) => stmtDisplayOptionsFor(type).filter((o) => o.disabled).map((o) => o.code);
    expect(disabled('REDIRECT')).toEqual(['summary', 'sumByDet']);
    expect(disabled('API')).toEqual([]);
  });
});
