import { describe, expect, it } from 'vitest';
import { EMPTY_AUTHORIZATION } from '../forms/authorization/authorization';
import { authorizeToChecked, buildUserAuthorizePayload } from './authorize-payload';

const ALL = {
  account: true,
  profile: true,
  customerProfile: true,
  report: true,
  transactionReport: true,
  registrationReport: true,
  onlineRegistrationReport: true,
};

describe('buildUserAuthorizePayload', () => {
  it('always sends user management and scheduled/summary reports as N', () => {
    expect(buildUserAuthorizePayload(ALL)).toEqual({
      account: { profile: 'Y', user: 'N', customerProfile: 'Y' },
      report: {
        transactionReport: 'Y',
        transactionRecurringReport: 'N',
        registrationReport: 'Y',
        onlineRegistrationReport: 'Y',
        summaryPaymentTransactionByStatus: 'N',
      },
    });
  });

  it('sends a child as N while its group is unticked', () => {
    const payload = buildUserAuthorizePayload({ ...ALL, account: false, report: false });
    expect(payload.account).toEqual({ profile: 'N', user: 'N', customerProfile: 'N' });
    expect(Object.values(payload.report).every((flag) => flag === 'N')).toBe(true);
  });

  it('round-trips through authorizeToChecked', () => {
    const checked = { ...EMPTY_AUTHORIZATION, account: true, customerProfile: true };
    expect(authorizeToChecked(buildUserAuthorizePayload(checked))).toEqual(checked);
    expect(authorizeToChecked(buildUserAuthorizePayload(ALL))).toEqual(ALL);
    expect(authorizeToChecked(undefined)).toEqual(EMPTY_AUTHORIZATION);
  });

  it('ticks nothing for a granted user management flag (not editable here)', () => {
    expect(authorizeToChecked({ account: { user: 'Y' } })).toEqual(EMPTY_AUTHORIZATION);
  });
});
