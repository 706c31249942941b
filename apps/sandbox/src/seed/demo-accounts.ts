/**
 * The documented demo sign-ins (README "Demo accounts", demo-accounts.json). Merchant 1000000001
 * has the special merchant code SSO_CPINS, so its users also get the SSO text file report. The
 * bank staff accounts (issue 29) have no merchant (merchantId '') and hold staff roles.
 */
import { STAFF_ROLES } from '@lego-portal/rules';

type YN = 'Y' | 'N';

/** Grants in app_user column order: profile, user, customer, transaction, recurring, registration, online registration, summary. */
export type Grants = readonly [YN, YN, YN, YN, YN, YN, YN, YN];

/** One demo account. */
export interface DemoAccount {
  username: string;
  password: string;
  /** The user's merchant; '' for bank staff. */
  merchantId: string;
  fullName: string;
  status: 'A' | 'I' | 'L';
  mustChangePassword: boolean;
  grants: Grants;
  /** Roles of the id token's custom:auth claim (the special merchant code included). */
  roles: readonly string[];
  /** The staff roles of a bank staff account (stored in app_user.staff_roles); absent for merchant users. */
  staffRoles?: readonly string[];
  /** What signing in with it shows. */
  shows: string;
}

/** Password of every demo account but the forced-change one. */
export const DEMO_PASSWORD = 'Sandbox@2024';
/** Temporary password of the user who must change it. */
export const DEMO_TEMPORARY_PASSWORD = 'Welcome#2024';

const ALL: Grants = ['Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y'];
const NONE: Grants = ['N', 'N', 'N', 'N', 'N', 'N', 'N', 'N'];
const ALL_ROLES = [
  'DD_ACCOUNT_PROFILE',
  'DD_ACCOUNT_USER',
  'DD_ACCOUNT_CUSTOMER_PROFILE',
  'DD_REPORT_TRANSACTION',
  'DD_REPORT_TRANSACTION_RECURRING',
  'DD_REPORT_REGISTRATION',
  'DD_REPORT_ONLINE_REGISTRATION',
  'DD_REPORT_SUMMARY_PAYMENT_STATUS',
];
const REPORT_ROLES = ['DD_REPORT_TRANSACTION', 'DD_REPORT_TRANSACTION_RECURRING', 'DD_REPORT_REGISTRATION', 'DD_REPORT_ONLINE_REGISTRATION'];
const M1 = '1000000001';
const M2 = '1000000002';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo_full',
    password: DEMO_PASSWORD,
    merchantId: M1,
    fullName: 'Full Access Demo',
    status: 'A',
    mustChangePassword: false,
    grants: ALL,
    roles: [...ALL_ROLES, 'SSO_CPINS'],
    shows: 'Full access: every menu of merchant 1000000001 (Chao Phraya Insurance, API, SSO), including the SSO text file and the summary by status',
  },
  {
    username: 'demo_useradmin',
    password: DEMO_PASSWORD,
    merchantId: M2,
    fullName: 'User Admin Demo',
    status: 'A',
    mustChangePassword: false,
    grants: ['N', 'Y', 'N', 'N', 'N', 'N', 'N', 'N'],
    roles: ['DD_ACCOUNT_USER'],
    shows: 'User administration only (ACCOUNT > USER) of merchant 1000000002',
  },
  {
    username: 'demo_reports',
    password: DEMO_PASSWORD,
    merchantId: M2,
    fullName: 'Reports Demo',
    status: 'A',
    mustChangePassword: false,
    grants: ['N', 'N', 'N', 'Y', 'Y', 'Y', 'Y', 'N'],
    roles: REPORT_ROLES,
    shows: 'Reports only (transactions online and scheduled, registration, monitoring), without the summary by status, of merchant 1000000002',
  },
  {
    username: 'demo_sso',
    password: DEMO_PASSWORD,
    merchantId: M1,
    fullName: 'SSO Demo',
    status: 'A',
    mustChangePassword: false,
    grants: NONE,
    roles: ['SSO_CPINS'],
    shows: 'Only the SSO 250-byte text file report (role from the special merchant code SSO_CPINS)',
  },
  {
    username: 'demo_noroles',
    password: DEMO_PASSWORD,
    merchantId: M2,
    fullName: 'No Roles Demo',
    status: 'A',
    mustChangePassword: false,
    grants: NONE,
    roles: [],
    shows: 'No roles: home, user manual, contact and change password only; other routes go to /unauthorized',
  },
  {
    username: 'demo_locked',
    password: DEMO_PASSWORD,
    merchantId: M2,
    fullName: 'Locked Demo',
    status: 'L',
    mustChangePassword: false,
    grants: ['N', 'N', 'N', 'Y', 'N', 'N', 'N', 'N'],
    roles: ['DD_REPORT_TRANSACTION'],
    shows: 'A locked user: sign-in is refused until a user admin unlocks it',
  },
  {
    username: 'demo_newpass',
    password: DEMO_TEMPORARY_PASSWORD,
    merchantId: M2,
    fullName: 'New Password Demo',
    status: 'A',
    mustChangePassword: true,
    grants: ['Y', 'N', 'N', 'Y', 'N', 'N', 'N', 'N'],
    roles: ['DD_ACCOUNT_PROFILE', 'DD_REPORT_TRANSACTION'],
    shows: 'Must change the temporary password at sign-in (202), then profile and online transactions',
  },
  {
    username: 'demo_m2full',
    password: DEMO_PASSWORD,
    merchantId: M2,
    fullName: 'Second Merchant Demo',
    status: 'A',
    mustChangePassword: false,
    grants: ALL,
    roles: ALL_ROLES,
    shows: 'Full access to the second merchant 1000000002 (Siam Online Mart, REDIRECT, no SSO)',
  },
  // Last in the list so the accounts above keep their seeded user ids. The menu's one case where
  // TRANSACTION opens the scheduled report (no online role); portal-created users never get it.
  {
    username: 'demo_scheduled',
    password: DEMO_PASSWORD,
    merchantId: M2,
    fullName: 'Scheduled Reports Demo',
    status: 'A',
    mustChangePassword: false,
    grants: ['N', 'N', 'N', 'N', 'Y', 'N', 'N', 'N'],
    roles: ['DD_REPORT_TRANSACTION_RECURRING'],
    shows: 'Only the scheduled transaction report (REPORTS > TRANSACTION opens it) of merchant 1000000002',
  },
  // Bank staff (issue 29, x-inferred): no merchant of their own, they name one per call. Seeded
  // after every merchant user (seed-users.ts), so the others keep their user ids.
  ...staffAccounts(),
];

function staffAccounts(): DemoAccount[] {
  const { merchantAdmin, customerMaker, customerChecker, report } = STAFF_ROLES;
  const staff = (username: string, fullName: string, roles: readonly string[], shows: string): DemoAccount => ({
    username,
    password: DEMO_PASSWORD,
    merchantId: '',
    fullName,
    status: 'A',
    mustChangePassword: false,
    grants: NONE,
    roles,
    staffRoles: roles,
    shows,
  });
  return [
    staff('staff_maker', 'Bank Staff Maker', [merchantAdmin, customerMaker, report],
      'Bank staff, any merchant: sets fees, waiver and activation, manages users, proposes customer changes, reads every report'),
    staff('staff_checker', 'Bank Staff Checker', [customerChecker, report],
      'Bank staff, any merchant: approves or rejects customer changes another user proposed, reads every report'),
    staff('staff_reporter', 'Bank Staff Reporter', [report], 'Bank staff, read-only: every report across merchants'),
  ];
}

/** True for a bank staff account (no merchant, staff roles). */
export const isStaffAccount = (account: DemoAccount): boolean => (account.staffRoles?.length ?? 0) > 0;

/** The content of apps/sandbox/demo-accounts.json. */
export function demoAccountsFile(): { accounts: { username: string; password: string; merchantId: string; roles: readonly string[]; shows: string }[] } {
  return {
    accounts: DEMO_ACCOUNTS.map(({ username, password, merchantId, roles, shows }) => ({ username, password, merchantId, roles, shows })),
  };
}
