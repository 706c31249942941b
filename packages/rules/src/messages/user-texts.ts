/**
 * Labels of the user screens (spec section 2): the list's filters, columns and failure, the
 * detail's headings, cards and fields, and the authorization checkboxes. Ours, in the spec's
 * words where it names them; the spec's messages are in `user-messages.ts`.
 */

/** The user list: filters, columns (also the filters' labels) and states. */
export const USER_LIST_TEXTS = {
  /** The page heading: the menu entry 'User'. */
  heading: 'User',
  /** Accessible name of the filter form. */
  search: 'User search',
  /** Accessible name of the table. */
  caption: 'Users',
  username: 'Username',
  fullName: 'Full Name',
  createDate: 'Create Date',
  lastLogin: 'Last Login',
  status: 'Status',
  /** `{reason}`: the server's first message, or the catalogue's failure text. */
  loadFailed: 'The user list could not be loaded: {reason}',
} as const;

/** The user detail (create, update, view) and its profile form. */
export const USER_DETAIL_TEXTS = {
  createHeading: 'New User',
  updateHeading: 'Edit User',
  viewHeading: 'User Detail',
  loading: 'Loading user…',
  profileCard: 'User Profile',
  authorizationCard: 'Authorization',
  status: 'Status',
  saving: 'Saving',
  merchantId: 'Merchant ID',
  username: 'Username',
  fullName: 'Full Name',
  email: 'Email',
  contactNumber: 'Contact Number',
  note: 'Note',
  /** View mode: the dates under the user's name. */
  createDate: 'Create Date',
  lastLogin: 'Last Login',
  /** View mode: the state of each grant, beside its name. */
  granted: 'Granted',
  notGranted: 'Not granted',
} as const;

/** The authorization checkboxes, keyed by the `authorize` flag each one sets (spec sections 3 and 5). */
export const AUTHORIZATION_GRANT_TEXTS = {
  account: 'Account',
  profile: 'Profile',
  customerProfile: 'Customer',
  report: 'Report',
  transactionReport: 'Transaction',
  registrationReport: 'Registration',
  onlineRegistrationReport: 'Online Registration Monitoring',
  /** Inferred (issue 17): the grant `summaryPaymentTransactionByStatus`. */
  summaryPaymentTransactionByStatus: 'Payment Summary by Status',
} as const;
