/**
 * The `authorize` flags of a user profile (spec sections 3 and 6) to and from the checkboxes.
 * A merchant user never grants user management nor the scheduled and summary reports: those are
 * always sent as N.
 */
import type { AuthorizationChecked } from '../forms/authorization/authorization';
import { asRecord } from '../core/values';

type YN = 'Y' | 'N';

/** The `authorize` object of a user profile. */
export interface UserAuthorize {
  account: { profile: YN; user: YN; customerProfile: YN };
  report: {
    transactionReport: YN;
    transactionRecurringReport: YN;
    registrationReport: YN;
    onlineRegistrationReport: YN;
    summaryPaymentTransactionByStatus: YN;
  };
}

const yn = (value: boolean): YN => (value ? 'Y' : 'N');

/** The payload from the checkboxes: a child counts only while its group is ticked. */
export function buildUserAuthorizePayload(checked: AuthorizationChecked): UserAuthorize {
  const account = (child: boolean) => yn(checked.account && child);
  const report = (child: boolean) => yn(checked.report && child);
  return {
    account: { profile: account(checked.profile), user: 'N', customerProfile: account(checked.customerProfile) },
    report: {
      transactionReport: report(checked.transactionReport),
      transactionRecurringReport: 'N',
      registrationReport: report(checked.registrationReport),
      onlineRegistrationReport: report(checked.onlineRegistrationReport),
      summaryPaymentTransactionByStatus: 'N',
    },
  };
}

/** The checkboxes from a stored `authorize` (a group is ticked when any of its children is). */
export function authorizeToChecked(authorize: unknown): AuthorizationChecked {
  const account = asRecord(asRecord(authorize).account);
  const report = asRecord(asRecord(authorize).report);
  const checked = {
    profile: account.profile === 'Y',
    customerProfile: account.customerProfile === 'Y',
    transactionReport: report.transactionReport === 'Y',
    registrationReport: report.registrationReport === 'Y',
    onlineRegistrationReport: report.onlineRegistrationReport === 'Y',
  };
  return {
    ...checked,
    account: checked.profile || checked.customerProfile,
    report: checked.transactionReport || checked.registrationReport || checked.onlineRegistrationReport,
  };
}
