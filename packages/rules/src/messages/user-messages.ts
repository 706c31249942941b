/**
 * User management messages. The action and delete texts are the spec's (section 8, verbatim,
 * `{Action}` filled by `formatMessage`); the field texts are ours.
 */
export const USER_MESSAGES = {
  actionSuccess: '{Action} user successful',
  actionErrorTitle: '{Action} user error',
  deleteConfirm: 'Are you sure to delete this user?',
  /** Title of the delete confirmation. */
  deleteTitle: 'Delete user',
  /**
   * The `{Action}` words of the two templates, one per action (rules `USER_ACTION_REQUESTS`):
   * their own texts, not the buttons', since a word inside a sentence may read differently.
   */
  actionCreate: 'Create',
  actionUpdate: 'Update',
  actionLock: 'Lock',
  actionUnlock: 'Unlock',
  actionDelete: 'Delete',
} as const;

/** User form field messages (limits of spec sections 5 and 9). */
export const USER_FORM_MESSAGES = {
  merchantIdRequired: 'Please enter merchant ID',
  merchantIdFormat: 'Merchant ID must be 10 digits.',
  usernameRequired: 'Please enter username',
  usernameFormat: 'Username must be 6-15 characters of letters, digits, hyphen (-) or underscore (_).',
  fullNameRequired: 'Please enter full name',
  fullNameFormat: 'Full name must be 1-30 characters of letters, spaces, hyphen (-) or dot (.).',
  emailRequired: 'Please enter email',
  emailFormat: 'Email format is invalid.',
  contactNumberFormat: 'Contact number must be 9-10 digits.',
  noteLength: 'Note must not exceed 255 characters.',
} as const;

/** Authorization checkbox messages (spec section 5). */
export const AUTHORIZATION_MESSAGES = {
  accountChildRequired: 'Please select at least one of Profile or Customer.',
  reportChildRequired:
    'Please select at least one of Transaction, Registration or Online Registration Monitoring.',
} as const;
