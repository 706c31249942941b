/**
 * Texts of the summary of payments by status (issue 17; inferred: the spec names the grant
 * `summaryPaymentTransactionByStatus` but shows no screen for it). The filters reuse the
 * transaction report's wording; the status names are the catalogue's `transactionStatus` area.
 */
export const SUMMARY_REPORT_TEXTS = {
  heading: 'Summary of Payments by Status',
  /** Accessible name of the filter form. */
  search: 'Summary search',
  /** Accessible name of the mode switch and its two choices. */
  mode: 'Report type',
  online: 'Online',
  scheduled: 'Scheduled',
  merchantId: 'Merchant ID',
  merchantName: 'Merchant Name',
  fromDate: 'From Date Time',
  toDate: 'To Date Time',
  status: 'Status',
  /** The count/amount toggle. */
  measure: 'Show',
  count: 'Count',
  amount: 'Amount',
  /** The chart's heading and its text alternative. */
  chartTitle: 'Payments per day by status',
  /** `{total}` payments, `{from}`..`{to}` days, `{success}` successful, `{rate}` the success rate. */
  chartSummary: '{total} payments from {from} to {to}, {success} of them successful ({rate}).',
  /** Where the day with most failures is named in the text alternative. */
  chartPeak: 'Most unsuccessful payments on {day}: {count}.',
  /** How the chart is used from the keyboard, with and without links into the transaction report. */
  chartKeys: "Left and right arrow keys move between days, up and down between a day's statuses; Enter opens the transactions.",
  chartKeysDays: 'Left and right arrow keys move between days.',
  successRate: 'Success rate',
  /** The table of the same numbers. */
  tableCaption: 'Payments per day and status',
  /** The fold of a long period's table; `{days}` its number of rows. */
  tableToggle: 'Table of the {days} days',
  day: 'Date',
  total: 'Total',
  totals: 'Totals by status',
  /** No payment matched the filters. */
  empty: 'No payments in this period',
  emptyHint: 'Try a longer period or fewer filters.',
  loading: 'Loading summary…',
  /** `{reason}`: the server's first message, or the catalogue's failure text. */
  loadFailed: 'The summary could not be loaded: {reason}',
  /** Accessible names of the links into the transaction report. */
  openDay: 'Open the transactions of {day}',
  openStatus: 'Open the {status} transactions of {day}',
  openStatusTotal: 'Open the {status} transactions of the period',
  /** The CSV download of the table: 'Export CSV', as every report's export. */
  download: 'Export CSV',
  /** CSV file name; `{from}` and `{to}` are YYYYMMDD. */
  fileName: 'payment-summary-{from}-{to}.csv',
} as const;
