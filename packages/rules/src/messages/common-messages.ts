/** Messages shared by every screen (spec sections 2 and 8), verbatim. */
export const COMMON_MESSAGES = {
  /** A call that failed without any response (synthetic 503). */
  serviceUnavailable: 'Service Unavailable',
  sessionExpired: 'Your session has been expired. Please login again',
  unauthorized: "You don't have permission to access this page.",
  noDataFound: 'No data found',
  error: 'Error',
  /**
   * Ours, not the spec's: the body of a failure message when the server gave no text to show
   * (spec section 8 shows the first validation message's description), instead of any
   * developer's text such as an HTTP status.
   */
  requestFailed: 'The request could not be completed. Please try again.',
} as const;
