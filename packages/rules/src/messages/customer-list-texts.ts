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
} as const;
