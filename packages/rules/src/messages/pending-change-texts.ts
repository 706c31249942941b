/**
 * The checker's view of a customer's pending change (spec sections 2, 4 and 8): the dialog, its
 * field diff and the four-eyes refusal. 'No change pending for approval.' is the spec's and lives
 * in `customer-messages.ts`.
 */
export const PENDING_CHANGE_TEXTS = {
  /** The dialog's title. */
  title: 'Pending Change',
  /**
   * Four-eyes: the maker of a change may not approve or reject it. Said on screen to the maker
   * and by the server when it refuses the decision.
   */
  fourEyes: 'You made this change, so another user of your merchant must approve or reject it.',
} as const;
