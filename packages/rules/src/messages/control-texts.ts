/** Texts the portal's controls show of their own: busy states, an empty choice, notifications. */
export const CONTROL_TEXTS = {
  /** What a busy button or a spinner announces when its screen gives no more precise text. */
  loading: 'Loading',
  /** A select with nothing chosen. */
  selectPlaceholder: 'Select…',
  /** The notifications region; Alt+T moves focus to it. */
  notifications: 'Notifications (Alt+T)',
  dismissNotification: 'Dismiss notification',
  /** Read out for the dash of a detail's value that is not set (e.g. a last login of nobody yet). */
  notSet: 'Not set',
  /** The question asked before leaving a page with unsaved changes (LeaveGuard's defaults). */
  leaveTitle: 'Leave this page',
  leaveMessage: 'Your changes have not been saved. Are you sure to leave this page?',
  leave: 'Leave',
  stay: 'Stay',
  // Issue 30 (phone): the fold of a report's or list's filters on a phone.
  /** The button that shows or hides the filters on a phone, when every filter is at its default. */
  filters: 'Filters',
  /** The same button while `{count}` filters differ from their defaults. */
  filtersActive: 'Filters ({count} active)',
} as const;
