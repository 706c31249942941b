/**
 * Labels of the registration report and the online registration monitoring report (spec
 * sections 2 and 3): the filters, the columns of both rows, the tables' names and the failures.
 * Ours, in the spec's and the contract's words; the page headings are the routes' names
 * (`page.reports.registration`, `page.reports.monitoring`).
 */
export const REGISTRATION_REPORT_TEXTS = {
  /** Accessible name of the registration report's filter form. */
  registrationSearch: 'Registration report search',
  /** Accessible name of the monitoring report's filter form. */
  monitoringSearch: 'Online registration monitoring search',
  /** Accessible name of the registration report's table. */
  registrationCaption: 'Registrations',
  /** Accessible name of the monitoring report's table. */
  monitoringCaption: 'Online registrations',
  merchantId: 'Merchant ID',
  merchantName: 'Merchant Name',
  /** The from/to date range of both reports. */
  registrationDate: 'Registration Date',
  merchantCustNo: 'Merchant Customer No.',
  payerAccount: 'Payer Account',
  customerAcctCurrency: 'Account Currency',
  channel: 'Channel',
  status: 'Status',
  id: 'ID',
  createdDateTime: 'Created Date Time',
  merchantReference: 'Merchant Reference',
  /** The rows' customerReference: the same field as the `merchantCustNo` filter, so the same name. */
  customerReference: 'Merchant Customer No.',
  otherReference: 'Other Reference',
  customerAcctNo: 'Customer Account No.',
  customerName: 'Customer Name',
  registrationChannel: 'Registration Channel',
  paymentChannel: 'Payment Channel',
  errorDesc: 'Error Description',
  // The registration search's checks (validateRegistrationSearch), worded like the transaction
  // search's of spec section 5.
  fromInvalid: 'Registration date from is invalid',
  toInvalid: 'Registration date to is invalid',
  fromAfterTo: 'Registration date from should be earlier than registration date to.',
  rangeTooLong: 'Registration date range should not be over than 360 days.',
  /** `{reason}`: the server's first message, or the catalogue's failure text. */
  loadFailed: 'The report could not be loaded: {reason}',
  // Issue 30: channels by their meaning (ours; the spec names the default PGW only).
  channelPGW: 'Payment Gateway',
} as const;
