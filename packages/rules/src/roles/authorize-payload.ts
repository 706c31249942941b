/**
 * The `authorize` flags of a user profile (spec sections 3 and 6) to and from the checkboxes.
 * The checkboxes show six of the eight flags: the spec's five and, since issue 17, the summary of
 * payments by status (inferred; the spec sends it as N). The other two (user management and the
 * scheduled report) are sent as N for a created user (spec section 6) and as stored for an
 * update, a lock or an unlock, which must not take away what the screen does not show.
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

/**
 * The payload from the checkboxes: a child counts only while its group is ticked. The flags the
 * checkboxes do not show come from `stored` (the user's stored `authorize`, for an update) and
 * are N without it (a created user) or where `stored` does not say Y.
 */
export function buildUserAuthorizePayload(checked: AuthorizationChecked, stored?: unknown): UserAuthorize {
  const account = (child: boolean) => yn(checked.account && child);
  const report = (child: boolean) => yn(checked.report && child);
  const storedAccount = asRecord(asRecord(stored).account);
  const storedReport = asRecord(asRecord(stored).report);
  return {
    account: { profile: account(checked.profile), user: yn(storedAccount.user === 'Y'), customerProfile: account(checked.customerProfile) },
    report: {
      transactionReport: report(checked.transactionReport),
      transactionRecurringReport: yn(storedReport.transactionRecurringReport === 'Y'),
      registrationReport: report(checked.registrationReport),
      onlineRegistrationReport: report(checked.onlineRegistrationReport),
      summaryPaymentTransactionByStatus: report(checked.summaryPaymentTransactionByStatus),
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
    summaryPaymentTransactionByStatus: report.summaryPaymentTransactionByStatus === 'Y',
  };
  return {
    ...checked,
    account: checked.profile || checked.customerProfile,
    report:
      checked.transactionReport || checked.registrationReport || checked.onlineRegistrationReport || checked.summaryPaymentTransactionByStatus,
  };
}
