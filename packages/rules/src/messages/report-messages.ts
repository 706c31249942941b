/** Report messages (spec sections 2, 5 and 8), verbatim, including the spec's spelling. */
export const TRANSACTION_SEARCH_MESSAGES = {
  fromInvalid: 'Transaction from is invalid',
  toInvalid: 'Transaction to is invalid',
  rangeTooLong: 'Transaction date range should not be over than 360 days.',
  fromAfterTo: 'Transaction date from should be earlier than transaction date to.',
} as const;

/** CSV export: the 30-day cap and the large-file confirm dialog. */
export const CSV_EXPORT_MESSAGES = {
  rangeTooLong: 'Downloadable transaction date range should not be over than 30 days.',
  largeExportTitle: 'Export a large file',
  largeExportBody: '...might take long time. Are you sure to continue?',
  // Ours: the spec quotes no text for the button or the outcome of an export.
  /** The button of the transaction and registration reports. */
  exportCsv: 'Export CSV',
  /** After an export that completed; `{rows}` is formatted for the language. */
  saved: '{rows} rows saved to {filename}.',
  /** After Cancel (in the footer) or closing the save dialog without choosing a file. */
  cancelled: 'The export was cancelled.',
  /** `{reason}` is the server's message, or the synthetic 503's. */
  failed: 'The export failed: {reason}',
  // Issue 30 (exports where the person is looking): ours, around the spec's words.
  /**
   * The large-file confirm as one sentence with the rows the search found; it keeps the spec's
   * '...might take long time. Are you sure to continue?' (`largeExportBody`, shown while the
   * total is not known). `{rows}` is formatted for the language.
   */
  largeExportCount: 'The export of {rows} rows might take long time. Are you sure to continue?',
  /** Beside Export CSV while it runs: rows received of the search's total (both formatted). */
  progress: '{rows} of {total} rows received',
  /** The same while the total is not known. */
  progressRows: '{rows} rows received',
  /** Accessible name of the progress bar beside Export CSV. */
  progressLabel: 'Export progress',
  /** Stops the running export (beside the button; the footer keeps its 'Cancel download'). */
  cancel: 'Cancel export',
  /** Why Export CSV is off: the filters were changed but not searched, and an export takes the searched ones. */
  searchFirst: 'Search to apply the changed filters before exporting.',
} as const;

/**
 * SSO 250-byte text file report: download outcomes (verbatim), and ours: the date rule, the
 * window shown under the field and the outcome of a download. `{from}` and `{to}` are the
 * window's first and last days, `{date}` the day of the saved file, all DD/MM/YYYY.
 */
export const SSO250_MESSAGES = {
  notFoundTitle: 'Report Not Found',
  notFoundBody: 'The report does not exist. Please try again.',
  errorTitle: 'Error',
  errorBody: 'Error occured while downloading report',
  dateRequired: 'Please select report effective date',
  dateInvalid: 'Report effective date is invalid.',
  dateOutOfRange: 'Report effective date must be from {from} to {to}: 6 months back through yesterday.',
  /** Under the field, before anything is typed: the days a file can be asked for. */
  dateWindow: 'A day from {from} to {to}: 6 months back through yesterday.',
  /** After a download, beside the button; `{filename}` is the server's name of the file. */
  saved: 'Saved the report of {date} as {filename}.',
} as const;

/** Report page headers. */
export const REPORT_TITLES = {
  transactionReport: 'Transaction Report',
} as const;
