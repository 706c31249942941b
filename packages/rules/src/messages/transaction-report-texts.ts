/**
 * Labels of the transaction report and its detail (spec sections 2 and 3): the mode switch, the
 * filters, the columns and the detail's groups and fields. Ours, in the spec's words where it
 * names them (the entity's fields, the CSV headers); the search messages are in
 * `report-messages.ts`, the heading is `reportTitle.transactionReport`.
 */
export const TRANSACTION_REPORT_TEXTS = {
  /** Accessible name of the mode switch. */
  mode: 'Report type',
  online: 'Online',
  scheduled: 'Scheduled',
  /** Accessible name of the filter form. */
  search: 'Transaction search',
  /** Accessible name of the table. */
  caption: 'Transactions',
  txnNumber: 'Transaction No.',
  merchantId: 'Merchant ID',
  merchantName: 'Merchant Name',
  refNumber: 'Merchant Reference',
  fromAcctNumber: 'Payer Account',
  /** One name on every report for the spec's `merchantCustNo` filter (the rows' customerRef). */
  customerRef: 'Merchant Customer No.',
  fromDate: 'From Date Time',
  toDate: 'To Date Time',
  status: 'Status',
  createdDateTime: 'Created Date Time',
  amount: 'Amount',
  merchantFee: 'Merchant Fee',
  /** `{reason}`: the server's first message, or the catalogue's failure text. */
  loadFailed: 'The transactions could not be loaded: {reason}',
  /** The detail: its heading (eyebrow) and groups. */
  detailHeading: 'Transaction Details',
  loading: 'Loading transaction…',
  amountsGroup: 'Amounts and Fees',
  accountsGroup: 'Accounts',
  referencesGroup: 'References',
  hostResponseGroup: 'Status and Host Response',
  updatedDateTime: 'Updated Date Time',
  oriAmount: 'Original Amount',
  customerFee: 'Customer Fee',
  fineAmount: 'Fine Amount',
  toAcctNumber: 'To Account',
  actualAcctNumber: 'Actual Account (shadow account)',
  subAccountId: 'Sub Account ID',
  corpId: 'Corporate ID',
  paymentChannel: 'Payment Channel',
  integrationType: 'Integration Type',
  statusCode: 'Status Code',
  errorDescription: 'Error Description',
  hostResponseCode: 'Host Response Code',
  hostResponseDesc: 'Host Response Description',
  // Issue 30: codes of the detail shown by their meaning (ours; the spec gives the codes only).
  /** The Status Code field: the code and the status it stands for. */
  statusCodeMeaning: '{code} ({status})',
  /** Payment channel PGW, the spec's default channel (rules' CHANNELS). */
  channelPGW: 'Payment Gateway',
  /** Integration types (spec section 3: REDIRECT or API). */
  integrationREDIRECT: 'Redirect',
  integrationAPI: 'API',
} as const;
