/**
 * Roles of spec section 6: a user's Y/N grants become the roles of the id token's
 * `custom:auth` claim, and the contract's `x-roles` are checked against them.
 */
import { ROLES, SSO_ROLE_MARKER } from '@lego-portal/rules';

/** The grant columns of a user row. */
export interface GrantColumns {
  auth_profile: string;
  auth_user: string;
  auth_customer_profile: string;
  auth_transaction_report: string;
  auth_transaction_recurring_report: string;
  auth_registration_report: string;
  auth_online_registration_report: string;
  auth_summary_payment_transaction: string;
}

const GRANT_ROLES: readonly [keyof GrantColumns, string][] = [
  ['auth_profile', ROLES.profile],
  ['auth_user', ROLES.user],
  ['auth_customer_profile', ROLES.customerProfile],
  ['auth_transaction_report', ROLES.transactionReport],
  ['auth_transaction_recurring_report', ROLES.transactionRecurringReport],
  ['auth_registration_report', ROLES.registrationReport],
  ['auth_online_registration_report', ROLES.onlineRegistrationReport],
  ['auth_summary_payment_transaction', ROLES.summaryPaymentTransactionByStatus],
];

/**
 * Roles of a user: one per Y grant, then the merchant's special code when it has one, then the
 * staff roles of a bank staff user (who has no merchant, so no grant or special code either).
 */
export function rolesOfUser(grants: GrantColumns, specialMerchantCode: string | null, staffRoles: readonly string[] = []): string[] {
  const roles = GRANT_ROLES.filter(([column]) => grants[column] === 'Y').map(([, role]) => role);
  if (specialMerchantCode) roles.push(specialMerchantCode);
  return [...new Set([...roles, ...staffRoles])];
}

/** True when `roles` include any of `required` (`SSO` is met by any role containing SSO). */
export function hasAnyRole(roles: readonly string[], required: readonly string[]): boolean {
  return required.some((need) =>
    need === SSO_ROLE_MARKER ? roles.some((role) => role.includes(SSO_ROLE_MARKER)) : roles.includes(need),
  );
}
