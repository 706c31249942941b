/**
 * The checker's view of a customer's pending change (spec sections 2, 4 and 8): the dialog, its
 * field diff, the decision and the four-eyes refusal. 'No change pending for approval.' is the
 * spec's and lives in `customer-messages.ts`; the action's meaning ('Activate customer', 'Lock
 * user', ...) in `status-texts.ts`.
 */
export const PENDING_CHANGE_TEXTS = {
  /** The dialog's title. */
  title: 'Pending Change',
  /** The detail's button that opens the dialog. */
  open: 'View Pending Change',
  /** Closes the dialog without deciding. */
  close: 'Close',
  loading: 'Loading pending change…',
  /** `{reason}`: the server's first message, or the catalogue's failure text. */
  loadFailed: 'The pending change could not be loaded: {reason}',
  /** What the change does. */
  change: 'Change',
  /** Who made the change, and when. */
  requestedBy: 'Requested by',
  requestedAt: 'Requested on',
  /** Whether the maker is one of the bank's staff or a user of the merchant (issue 29). */
  makerType: 'Requester type',
  makerTypeBank: 'Bank user',
  makerTypeMerchant: 'Merchant user',
  /** The diff table of an UPDATE. */
  fieldsCaption: 'Changed fields',
  field: 'Field',
  previousValue: 'Previous Value',
  newValue: 'New Value',
  /** An UPDATE that changes no field apart from the bank accounts. */
  noFieldChanged: 'No other field changed.',
  bankAccountsCaption: 'Changed bank accounts',
  accountNumber: 'Account Number',
  currency: 'Currency',
  accountAdded: 'Added',
  accountRemoved: 'Removed',
  accountChanged: 'Changed',
  /** A changed field's label when the server names a field this portal does not know. */
  otherField: 'Other field ({key})',
  /**
   * Four-eyes: the maker of a change may not approve or reject it. Said on screen to the maker
   * and by the server when it refuses the decision.
   */
  fourEyes: 'You made this change, so another user must approve or reject it.',
  confirmApprove: 'Are you sure to approve this change?',
  confirmReject: 'Are you sure to reject this change?',
  approveSuccess: 'Approve change successful',
  rejectSuccess: 'Reject change successful',
  approveSuccessMessage: 'The change has been approved and the customer shows its new values.',
  rejectSuccessMessage: 'The change has been rejected; the customer keeps its previous values.',
  approveError: 'Approve change error',
  rejectError: 'Reject change error',
  // Issue 30: approving what cannot be undone reads as such. The button keeps the spec's
  // 'Approve' first and names the consequence; the sentence beside it says what follows.
  /** Approve of a pending DELETE. */
  approveDeletion: 'Approve deletion',
  approveDeletionConsequence: 'Approving deletes this customer.',
  /** Approve of an UPDATE that makes the customer inactive. */
  approveDeactivation: 'Approve deactivation',
  approveDeactivationConsequence: 'Approving deactivates this customer.',
  // Labels of the fields a pending UPDATE may change (keys as the server names them).
  'field.fullName': 'Customer Name',
  'field.userId': 'User ID',
  'field.isActive': 'Active',
  'field.status': 'Status',
  'field.idType': 'ID Type',
  'field.customerId': 'ID Number',
  'field.customerInfo.fullName': 'Full Name',
  'field.customerInfo.email': 'Email',
  'field.customerInfo.phoneNumber': 'Phone Number',
  'field.customerInfo.corpName': 'Corporate Name',
  'field.customerInfo.corpId': 'Corporate Tax ID',
  'field.customerPaymentInfo.prefix': 'User ID Prefix',
  'field.customerPaymentInfo.userId': 'User ID',
  'field.customerPaymentInfo.customerId': "Merchant's Customer ID",
  'field.customerPaymentInfo.channels': 'Payment Channels',
  'field.waiveInfo.waiveFlag': 'Waive Fee',
  'field.waiveInfo.isAlwaysValid': 'Valid Till Cancelled',
  'field.waiveInfo.waiveFrom': 'Waive From',
  'field.waiveInfo.waiveTo': 'Waive To',
  'field.waiveInfo.waiveType': 'Waive Type',
  'field.waiveInfo.waiveBy': 'Waive By',
  'field.waiveInfo.waiveAmt': 'Waive Amount',
  'field.waiveInfo.waivePercentage': 'Waive Percentage',
  // ID types of an individual (spec section 3).
  'idType.P1': 'Citizen ID',
  'idType.P8': 'Passport',
  'idType.P7': 'Alien ID',
} as const;
