import { describe, expect, it } from 'vitest';
import { pairs, yupErrors } from '../../../test/helpers';
import {
  EMPTY_AUTHORIZATION,
  isAuthorizationChildDisabled,
  toggleAuthorizationGroup,
  validateAuthorization,
} from './authorization';
import { authorizationSchema } from './authorization-schema';

describe('validateAuthorization', () => {
  it('accepts nothing ticked', () => {
    expect(validateAuthorization(EMPTY_AUTHORIZATION).ok).toBe(true);
  });

  it('needs Profile or Customer when Account is ticked', () => {
    const account = { ...EMPTY_AUTHORIZATION, account: true };
    expect(pairs(validateAuthorization(account))).toEqual([
      { field: 'account', message: 'Please select at least one of Profile or Customer.' },
    ]);
    expect(validateAuthorization({ ...account, customerProfile: true }).ok).toBe(true);
    expect(yupErrors(authorizationSchema(), account)).toEqual(pairs(validateAuthorization(account)));
  });

  it('needs a report when Report is ticked', () => {
    const report = { ...EMPTY_AUTHORIZATION, report: true };
    expect(pairs(validateAuthorization(report))).toEqual([
      { field: 'report', message: 'Please select at least one of Transaction, Registration or Online Registration Monitoring.' },
    ]);
    expect(validateAuthorization({ ...report, onlineRegistrationReport: true }).ok).toBe(true);
  });

  it('does not count the summary box for "at least one" (the spec names the three reports)', () => {
    const summaryOnly = { ...EMPTY_AUTHORIZATION, report: true, summaryPaymentTransactionByStatus: true };
    expect(pairs(validateAuthorization(summaryOnly))).toEqual([
      { field: 'report', message: 'Please select at least one of Transaction, Registration or Online Registration Monitoring.' },
    ]);
    expect(validateAuthorization({ ...summaryOnly, transactionReport: true }).ok).toBe(true);
  });
});

describe('toggleAuthorizationGroup', () => {
  it('ticks and unticks all children of a group and nothing else', () => {
    const on = toggleAuthorizationGroup(EMPTY_AUTHORIZATION, 'report', true);
    expect(on).toEqual({
      ...EMPTY_AUTHORIZATION,
      report: true,
      transactionReport: true,
      registrationReport: true,
      onlineRegistrationReport: true,
      summaryPaymentTransactionByStatus: true,
    });
    expect(toggleAuthorizationGroup(on, 'report', false)).toEqual(EMPTY_AUTHORIZATION);
  });

  it('disables children while their group is unticked', () => {
    expect(isAuthorizationChildDisabled(EMPTY_AUTHORIZATION, 'account')).toBe(true);
    expect(isAuthorizationChildDisabled({ ...EMPTY_AUTHORIZATION, account: true }, 'account')).toBe(false);
  });
});
