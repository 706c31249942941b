import { describe, expect, it } from 'vitest';
import { CREATE_CHANGE, DELETE_CHANGE, LOCK_CHANGE, UPDATE_CHANGE } from '../test-kit/pending-change-fixtures';
import { destructiveApprovalOf } from './destructive-approval';
import type { PendingChange } from './pending-change-summary';

const updating = (key: string, old: string | null, next: string | null): PendingChange => ({
  ...UPDATE_CHANGE,
  customerProfileHandlerViewList: [{ key, value: { old, new: next } }],
});

describe('destructiveApprovalOf', () => {
  it('names a deletion', () => {
    expect(destructiveApprovalOf(DELETE_CHANGE)).toBe('delete');
  });

  it('names an update that makes the customer inactive (flag to No, or status to Inactive)', () => {
    expect(destructiveApprovalOf(updating('isActive', 'Y', 'N'))).toBe('deactivate');
    expect(destructiveApprovalOf(updating('status', 'A', 'I'))).toBe('deactivate');
  });

  it('finds nothing destructive in a creation, an ordinary update, a lock or a reactivation', () => {
    expect(destructiveApprovalOf(CREATE_CHANGE)).toBeNull();
    expect(destructiveApprovalOf(UPDATE_CHANGE)).toBeNull();
    expect(destructiveApprovalOf(LOCK_CHANGE)).toBeNull();
    expect(destructiveApprovalOf(updating('isActive', 'N', 'Y'))).toBeNull();
  });
});
