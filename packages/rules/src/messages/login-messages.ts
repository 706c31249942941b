/** Login and forgot-password messages (spec sections 5 and 8), verbatim. */
export const LOGIN_MESSAGES = {
  usernameAndPasswordRequired: 'Please enter username and password',
  passwordRequired: 'Please enter password',
  usernameRequired: 'Please enter username',
} as const;

/** Forgot-password outcomes: 200, 404, anything else. */
export const FORGOT_PASSWORD_MESSAGES = {
  sent: 'Temporary password has been sent to your email address.',
  invalidUsername: 'You have entered invalid username, please try again.',
  unavailable: 'Service is temporarily unavailable, please try again later.',
  /** Ours: beside the disabled Confirm while the username is empty. */
  blockedEmpty: 'Enter your username to receive a temporary password.',
} as const;
