/**
 * Labels of the customer list (spec section 2 "Customer list"): filters, columns, states and the
 * Individual/Corporate choice dialog. The column and filter names are the spec's.
 */
export const CUSTOMER_LIST_TEXTS = {
  /** The page heading. */
  heading: 'Customer Profile',
  /** Accessible name of the filter form. */
  search: 'Customer search',
  /** Accessible name of the table. */
  caption: 'Customers',
  accountNumber: 'Account Number',
  userId: 'User ID',
  accountCurrency: 'Account Currency',
  customerAccountNo: 'Customer Account No.',
  customerName: 'Customer Name',
  paymentChannel: 'Payment Channel',
  status: 'Status',
  approvalStatus: 'Approval Status',
  id: 'Id',
  /** `{reason}`: the server's first message, or the catalogue's failure text. */
  loadFailed: 'The customer list could not be loaded: {reason}',
  /** The list's action button, which opens the Individual/Corporate choice. */
  newCustomer: 'New Customer',
  /** Title of the Individual/Corporate choice dialog. */
  typeDialogTitle: 'New Customer',
  /** What the choice dialog asks. */
  typeDialogDescription: 'Choose the type of customer to create.',
  /** Shown by the choice dialog in a portal that has no create route (the merchant portal). */
  createUnavailable:
    "Creating customers is not available in this portal. Customers are created in the bank's staff portal, and the change then waits here for approval.",
} as const;
