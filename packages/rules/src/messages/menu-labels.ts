// Apart from the buttons' labels (labels.ts): a bundler places whole modules in chunks, and the
// login page, which shows buttons, shows no menu.

/** The menu's entries (spec section 2). */
export const MENU_LABELS = {
  account: 'ACCOUNT',
  profile: 'PROFILE',
  user: 'USER',
  customer: 'CUSTOMER',
  reports: 'REPORTS',
  transaction: 'TRANSACTION',
  /** Inferred (issue 17): the summary of payments by status; the spec shows no menu entry for it. */
  summaryByStatus: 'PAYMENT SUMMARY BY STATUS',
  registration: 'REGISTRATION',
  onlineRegistrationMonitoring: 'ONLINE REGISTRATION MONITORING',
  sso250: 'SSO TEXT FILE FORMAT 250 BYTES',
  userManual: 'USER MANUAL',
  contactUs: 'CONTACT US',
} as const;
