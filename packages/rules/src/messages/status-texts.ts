/**
 * Labels of the status tables (spec section 4), keyed by their codes: a screen shows
 * `texts[code]` in its language, while the code itself stays a code (sent, filtered, exported).
 * The tables in `src/tables` take their English `label` from here (the sandbox and the CSV
 * exports use it), so the two never differ.
 */

/** User status A/I/L. */
export const USER_STATUS_TEXTS = {
  A: 'Active',
  I: 'Inactive',
  L: 'Locked',
} as const;

/** Transaction status codes. */
export const TRANSACTION_STATUS_TEXTS = {
  '0000': 'Created',
  '1000': 'Payment Success',
  '1001': 'Validation Failed',
  '1002': 'Payment Failed',
  '1003': 'Processing',
  '1004': 'Pending Approval',
  '1005': 'Cancelled',
  '9999': 'Error',
} as const;

/** Online registration status codes. */
export const REGISTRATION_STATUS_TEXTS = {
  '0000': 'Success',
  '0001': 'Initiated',
  '0002': 'Verified Passed',
  '0003': 'Verified Failed',
  '0004': 'Term and Conditions',
  '0005': 'Request OTP',
  '0006': 'OTP Failed',
  '0007': 'Canceled',
  '9999': 'Error',
} as const;

/** Customer badges: from `isActive`, and the approval badge while a change is pending. */
export const CUSTOMER_STATUS_TEXTS = {
  ACTIVE: 'ACTIVE',
  INACTIVE: 'INACTIVE',
  'PENDING APPROVAL': 'PENDING APPROVAL',
} as const;

/**
 * What a pending change asks the checker to approve: by action (CREATE, UPDATE, DELETE), and the
 * meaning of a status change inside an update (A to L, L to A).
 */
export const PENDING_ACTION_TEXTS = {
  CREATE: 'Activate customer',
  UPDATE: 'Update customer',
  DELETE: 'Delete customer',
  lockUser: 'Lock user',
  unlockUser: 'Unlock user',
} as const;
