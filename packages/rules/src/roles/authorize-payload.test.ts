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
  summaryPaymentTransactionByStatus: true,
};

describe('buildUserAuthorizePayload', () => {
  it('sends user management and the scheduled report as N for a created user, the summary as ticked', () => {
    expect(buildUserAuthorizePayload(ALL)).toEqual({
      account: { profile: 'Y', user: 'N', customerProfile: 'Y' },
      report: {
        transactionReport: 'Y',
        transactionRecurringReport: 'N',
        registrationReport: 'Y',
        onlineRegistrationReport: 'Y',
        summaryPaymentTransactionByStatus: 'Y',
      },
    });
    expect(buildUserAuthorizePayload({ ...ALL, summaryPaymentTransactionByStatus: false }).report.summaryPaymentTransactionByStatus).toBe('N');
  });

  it('sends a child as N while its group is unticked', () => {
    const payload = buildUserAuthorizePayload({ ...ALL, account: false, report: false });
    expect(payload.account).toEqual({ profile: 'N', user: 'N', customerProfile: 'N' });
    expect(Object.values(payload.report).every((flag) => flag === 'N')).toBe(true);
  });

  it('keeps the stored flags the checkboxes do not show (an update), whatever the boxes say', () => {
    // The summary box is shown (issue 17): unticking the report group takes it away like the others.
    const stored = {
      account: { profile: 'N', user: 'Y', customerProfile: 'N' },
      report: {
        transactionReport: 'N',
        transactionRecurringReport: 'Y',
        registrationReport: 'N',
        onlineRegistrationReport: 'N',
        summaryPaymentTransactionByStatus: 'Y',
      },
    };
    expect(buildUserAuthorizePayload({ ...ALL, report: false }, stored)).toEqual({
      account: { profile: 'Y', user: 'Y', customerProfile: 'Y' },
      report: {
        transactionReport: 'N',
        transactionRecurringReport: 'Y',
        registrationReport: 'N',
        onlineRegistrationReport: 'N',
        summaryPaymentTransactionByStatus: 'N',
      },
    });
    // The round trip a lock or unlock makes: everything stored comes back as it was.
    expect(buildUserAuthorizePayload(authorizeToChecked(stored), stored)).toEqual(stored);
  });

  it('sends a hidden flag as N when the stored value is N, missing or not Y/N', () => {
    const payload = buildUserAuthorizePayload(ALL, { account: { user: 'yes' }, report: { transactionRecurringReport: 'N' } });
    expect(payload.account.user).toBe('N');
    expect(payload.report.transactionRecurringReport).toBe('N');
    expect(payload.report.summaryPaymentTransactionByStatus).toBe('Y');
  });

  it('round-trips through authorizeToChecked', () => {
    const checked = { ...EMPTY_AUTHORIZATION, account: true, customerProfile: true };
    expect(authorizeToChecked(buildUserAuthorizePayload(checked))).toEqual(checked);
    expect(authorizeToChecked(buildUserAuthorizePayload(ALL))).toEqual(ALL);
    expect(authorizeToChecked(undefined)).toEqual(EMPTY_AUTHORIZATION);
    // A user holding only the summary grant shows the report group ticked with that one box.
    expect(authorizeToChecked({ report: { summaryPaymentTransactionByStatus: 'Y' } })).toEqual({
      ...EMPTY_AUTHORIZATION,
      report: true,
      summaryPaymentTransactionByStatus: true,
    });
  });

  it('ticks nothing for a granted user management flag (not editable here)', () => {
    expect(authorizeToChecked({ account: { user: 'Y' } })).toEqual(EMPTY_AUTHORIZATION);
  });
});
