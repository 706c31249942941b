import { describe, expect, it } from 'vitest';
import { FULL_ACCESS_USER, STAFF_USER } from '../test-support/portal-harness';
import { isSessionUser } from './session-record';

// A stored session, or one another tab hands over, is read back only when it is a user this
// portal can show: a merchant user with their merchant, or bank staff with none of their own.
describe('isSessionUser', () => {
  it('takes back a merchant user with their merchant', () => {
    expect(isSessionUser(FULL_ACCESS_USER)).toBe(true);
  });

  it('takes back bank staff, who have no merchant of their own (null or absent)', () => {
    expect(isSessionUser(STAFF_USER)).toBe(true);
    const { merchantProfile: _none, ...withoutMerchant } = STAFF_USER;
    expect(isSessionUser(withoutMerchant)).toBe(true);
  });

  it('refuses a merchant without its id or name', () => {
    expect(isSessionUser({ ...FULL_ACCESS_USER, merchantProfile: { merchantName: 'Shop' } })).toBe(false);
    expect(isSessionUser({ ...FULL_ACCESS_USER, merchantProfile: 'Shop' })).toBe(false);
  });
});
