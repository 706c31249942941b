/**
 * Quick find (issue 32): the search box in the frame's header that opens a transaction, a
 * customer or a user by its number, reference or username, or lists the matches by kind.
 */
export const QUICK_FIND_TEXTS = {
  /** The box's name, and the phone's button that opens it. */
  label: 'Find',
  /**
   * The box's hint: what can be typed. Short enough to show whole in the header's 22rem box (and
   * the phone's row), in each language.
   */
  placeholder: 'Transaction, account, reference or user',
  /** The phone's button that closes the box again. */
  close: 'Close find',
  /** The list of matches and recent finds. */
  results: 'Find results',
  searching: 'Searching…',
  /** `{value}`: what was typed. */
  noMatch: 'No match for {value}',
  /** `{count}`: how many matches are listed. */
  matches: '{count} matches',
  /** `{reason}`: the server's first message, or the catalogue's failure text. The box keeps the text. */
  failed: 'Find did not finish: {reason}',
  transactions: 'Transactions',
  customers: 'Customers',
  users: 'Users',
  recent: 'Recent finds',
  /** The user menu's choice whether the `/` key opens Find (WCAG 2.1.4: it can be turned off). */
  slashKey: 'The / key opens Find',
  slashKeyOn: 'On',
  slashKeyOff: 'Off',
} as const;
