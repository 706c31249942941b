/** Messages shared by every screen (spec sections 2 and 8), verbatim. */
export const COMMON_MESSAGES = {
  /** A call that failed without any response (synthetic 503). */
  serviceUnavailable: 'Service Unavailable',
  sessionExpired: 'Your session has been expired. Please login again',
  unauthorized: "You don't have permission to access this page.",
  noDataFound: 'No data found',
  error: 'Error',
} as const;
