/**
 * Roles and permissions (spec section 6). Roles come from the id token's custom auth claim,
 * comma separated, plus the special merchant code when present; permissions drive menus,
 * route guards and the sandbox's authorization alike.
 */

import { staffAccessOf } from './staff';

/** Roles of the spec, by what they grant. */
export const ROLES = {
  profile: 'DD_ACCOUNT_PROFILE',
  user: 'DD_ACCOUNT_USER',
  customerProfile: 'DD_ACCOUNT_CUSTOMER_PROFILE',
  transactionReport: 'DD_REPORT_TRANSACTION',
  transactionRecurringReport: 'DD_REPORT_TRANSACTION_RECURRING',
  registrationReport: 'DD_REPORT_REGISTRATION',
  onlineRegistrationReport: 'DD_REPORT_ONLINE_REGISTRATION',
  /**
   * Inferred: the spec names the user profile's grant `summaryPaymentTransactionByStatus` but no
   * role for it. The summary of payments by status needs this role (the contract's
   * `summarizeTransactionsByStatus`, also marked inferred).
   */
  summaryPaymentTransactionByStatus: 'DD_REPORT_SUMMARY_PAYMENT_STATUS',
} as const;

/** Any role containing this grants the SSO 250-byte text file report. */
export const SSO_ROLE_MARKER = 'SSO';

/** A permission of spec section 6. */
export type Permission =
  | 'merchantProfile'
  | 'userManagement'
  | 'customerProfile'
  | 'onlineTransactionReport'
  | 'scheduledTransactionReport'
  | 'registrationReport'
  | 'onlineRegistrationReport'
  | 'summaryPaymentTransactionByStatus'
  | 'sso250Report';

/** Every permission, each true or false. */
export type Permissions = Readonly<Record<Permission, boolean>>;

/** Every permission, in menu order. */
export const PERMISSIONS: readonly Permission[] = [
  'merchantProfile',
  'userManagement',
  'customerProfile',
  'onlineTransactionReport',
  'scheduledTransactionReport',
  'registrationReport',
  'onlineRegistrationReport',
  'summaryPaymentTransactionByStatus',
  'sso250Report',
];

/**
 * Roles from the custom auth claim (comma separated; blanks and repeats dropped) plus the
 * special merchant code when present. Anything that is not a string reads as no role.
 */
export function parseRoles(customAuthClaim: unknown, specialMerchantCode?: unknown): string[] {
  const fromClaim = typeof customAuthClaim === 'string' ? customAuthClaim.split(',') : [];
  const special = typeof specialMerchantCode === 'string' ? [specialMerchantCode] : [];
  return [...new Set([...fromClaim, ...special].map((role) => role.trim()).filter((role) => role !== ''))];
}

/**
 * Permissions granted by `roles` (exact role names; SSO when any role contains it). The bank's
 * staff roles (`STAFF_ROLES` in staff.ts) grant the permissions of the screens they work in.
 */
export function permissionsOf(roles: readonly string[]): Permissions {
  const has = (role: string) => roles.includes(role);
  // Staff roles grant the screens their work needs, for whichever merchant they name.
  const staff = staffAccessOf(roles);
  const customers = staff.customerMaker || staff.customerChecker;
  return {
    merchantProfile: has(ROLES.profile) || staff.setsBankTerms,
    userManagement: has(ROLES.user) || staff.setsBankTerms,
    customerProfile: has(ROLES.customerProfile) || customers,
    onlineTransactionReport: has(ROLES.transactionReport) || staff.reports,
    scheduledTransactionReport: has(ROLES.transactionRecurringReport) || staff.reports,
    registrationReport: has(ROLES.registrationReport) || staff.reports,
    onlineRegistrationReport: has(ROLES.onlineRegistrationReport) || staff.reports,
    summaryPaymentTransactionByStatus: has(ROLES.summaryPaymentTransactionByStatus) || staff.reports,
    sso250Report: roles.some((role) => role.includes(SSO_ROLE_MARKER)) || staff.reports,
  };
}

/** No permission at all (signed out). */
export const NO_PERMISSIONS: Permissions = permissionsOf([]);
