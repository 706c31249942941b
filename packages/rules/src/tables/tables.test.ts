import { describe, expect, it } from 'vitest';
import { EN_AREAS, MESSAGES_EN } from '../messages/catalogue';
import type { MessageKey } from '../messages/message-types';
import {
  CUSTOMER_STATUSES,
  PENDING_ACTIONS,
  PENDING_APPROVAL_STATUS,
  approvalStatusOf,
  customerFormKind,
  customerStatusOf,
  statusChangeLabel,
  statusChangeOf,
} from './customer-status';
import { stmtDisplayOptionsFor } from './merchant-enums';
import { REGISTRATION_STATUSES } from './registration-status';
import { statusOf } from './tone';
import { TRANSACTION_STATUSES } from './transaction-status';
import { USER_ACTION_REQUESTS, USER_STATUSES, USER_STATUS_FILTER_OPTIONS, userActionsFor } from './user-status';

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

  it('offers All and every user status in the status filter', () => {
    expect(USER_STATUS_FILTER_OPTIONS).toEqual([
      { value: '', label: 'All' },
      { value: 'A', label: 'Active' },
      { value: 'I', label: 'Inactive' },
      { value: 'L', label: 'Locked' },
    ]);
  });
});

/** Codes and English labels as a catalogue area holds them, sorted (codes such as '1000' are array indices, which objects list first). */
const areaOf = (area: keyof typeof EN_AREAS) => Object.entries(EN_AREAS[area]).map(([code, label]) => `${code} ${label}`).sort();

describe('status labels in the catalogue', () => {
  it.each([
    ['userStatus', USER_STATUSES],
    ['transactionStatus', TRANSACTION_STATUSES],
    ['registrationStatus', REGISTRATION_STATUSES],
    ['customerStatus', [...CUSTOMER_STATUSES, PENDING_APPROVAL_STATUS]],
  ] as const)('%s has one text per code, equal to the table label', (area, table) => {
    expect(areaOf(area)).toEqual(codesAndLabels(table).sort());
  });

  it('has the pending actions by action, and the status changes of an update', () => {
    for (const [action, { label }] of Object.entries(PENDING_ACTIONS)) expect(MESSAGES_EN[`pendingAction.${action}` as MessageKey]).toBe(label);
    for (const [from, to] of [['A', 'L'], ['L', 'A']]) {
      const change = statusChangeOf(from, to)!;
      expect(MESSAGES_EN[change.code]).toBe(change.label);
    }
    expect(statusChangeOf('A', 'I')).toBeNull();
  });

  it("keys each user action's {Action} word", () => {
    for (const request of Object.values(USER_ACTION_REQUESTS)) expect(MESSAGES_EN[request.code]).toBe(request.label);
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
    expect(USER_ACTION_REQUESTS.lock).toEqual({ action: 'UPDATE', status: 'L', label: 'Lock', code: 'user.actionLock' });
    expect(USER_ACTION_REQUESTS.unlock).toEqual({ action: 'UPDATE', status: 'A', label: 'Unlock', code: 'user.actionUnlock' });
    expect(Object.values(USER_ACTION_REQUESTS).map((request) => request.label)).toEqual(['Create', 'Update', 'Lock', 'Unlock', 'Delete']);
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
