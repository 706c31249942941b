/**
 * Decisions with reasons (issue 32): what a checker writes with Approve or Reject, the last
 * decision the customer detail shows to maker and checker, and why a change can no longer be
 * approved (the customer changed since the request, or the request expired). The server answers
 * its refusals with these texts and their keys as codes, so the portal shows them in its language.
 */
export const DECISION_TEXTS = {
  /** The Reject form's field (required). */
  reason: 'Reason',
  /** The Approve form's field. */
  note: 'Note (optional)',
  /** Beside the reason: what it is for and its limit. */
  reasonHint: 'The maker sees this reason on the customer. Up to 500 characters.',
  noteHint: 'Up to 500 characters.',
  reasonRequired: 'Please enter the reason for rejecting this change.',
  reasonTooLong: 'The reason can be at most 500 characters.',
  noteTooLong: 'The note can be at most 500 characters.',
  /** 409: the customer record changed after the change was requested (issue 32, verbatim). */
  recordChanged: 'This customer changed after the request was made. Reject it and make the change again.',
  /** 409: the change waited longer than the server's expiry time; it can only be rejected. */
  expired: 'This request expired. Reject it and make the change again.',
  /** The badge of an expired pending change. */
  expiredBadge: 'Expired',
  /** The pending change's expiry, beside when it was requested. */
  expiresAt: 'Expires on',
  expiredAt: 'Expired on',
  /** The customer detail's section about the last decision. */
  lastDecision: 'Last decision',
  outcome: 'Outcome',
  approved: 'Approved',
  rejected: 'Rejected',
  decidedBy: 'Decided by',
  decidedAt: 'Decided on',
  requestedBy: 'Requested by',
  /** The words of the decision: a rejection's reason, an approval's note. */
  reasonGiven: 'Reason',
  noteGiven: 'Note',
  /** The kind of change decided. */
  change: 'Change',
} as const;
