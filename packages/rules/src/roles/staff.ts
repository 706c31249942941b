/**
 * The bank's staff (x-inferred: the spec's home page names "an intranet version for bank staff"
 * but no staff roles). Staff sign in through the same sign-in call; their token carries these
 * roles and no merchant of their own, and every call that concerns a merchant names it.
 * Merchant users never hold them: what only the bank sets (fees, waivers, inter-branch and
 * inter-region fees, activation) needs {@link STAFF_ROLES.merchantAdmin}.
 */

/** Roles of the bank's staff, by what they allow. */
export const STAFF_ROLES = {
  /** Sets what the bank sets on any merchant (fee profile, waiver, activation) and manages its users. */
  merchantAdmin: 'BANK_MERCHANT_ADMIN',
  /** Proposes changes of any merchant's customers (the maker of maker-checker). */
  customerMaker: 'BANK_CUSTOMER_MAKER',
  /** Approves or rejects a customer change another user made (the checker). */
  customerChecker: 'BANK_CUSTOMER_CHECKER',
  /** Reads every report across merchants. */
  report: 'BANK_REPORT',
} as const;

/** One of {@link STAFF_ROLES}. */
export type StaffRole = (typeof STAFF_ROLES)[keyof typeof STAFF_ROLES];

/** What a signed-in user may do as bank staff; all false for a merchant user. */
export interface StaffAccess {
  /** Holds any staff role: works across merchants, naming the merchant of each call. */
  staff: boolean;
  /** May set what only the bank sets: fee profile, waiver, inter fees, activate and inactivate. */
  setsBankTerms: boolean;
  /** May propose customer changes (maker). */
  customerMaker: boolean;
  /** May approve or reject customer changes (checker). */
  customerChecker: boolean;
  /** May read every report across merchants. */
  reports: boolean;
}

const STAFF_ROLE_LIST: readonly string[] = Object.values(STAFF_ROLES);

/** True when `role` is one of the bank's staff roles. */
export function isStaffRole(role: string): role is StaffRole {
  return STAFF_ROLE_LIST.includes(role);
}

/** The staff access `roles` give (exact role names). */
export function staffAccessOf(roles: readonly string[]): StaffAccess {
  const has = (role: StaffRole) => roles.includes(role);
  return {
    staff: roles.some(isStaffRole),
    setsBankTerms: has(STAFF_ROLES.merchantAdmin),
    customerMaker: has(STAFF_ROLES.customerMaker),
    customerChecker: has(STAFF_ROLES.customerChecker),
    reports: has(STAFF_ROLES.report),
  };
}

/** No staff access (a merchant user, or signed out). */
export const NO_STAFF_ACCESS: StaffAccess = staffAccessOf([]);
