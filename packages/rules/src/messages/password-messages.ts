import { SERVER_INCORRECT_TEXT } from './server-texts';

/**
 * Change-password messages. The spec quotes the mismatch, same-as-current and outcome texts
 * (verbatim here); the required and rule texts are ours, worded like the spec's hint list.
 */
export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Please enter current password',
  newRequired: 'Please enter new password',
  confirmRequired: 'Please confirm new password',
  length: 'Password must be 8-16 characters.',
  lowercase: 'Password must contain at least one lowercase letter.',
  uppercase: 'Password must contain at least one uppercase letter.',
  digit: 'Password must contain at least one digit.',
  special: 'Password must contain at least one special character (! @ # $ & *).',
  mismatch: 'Password does not match. Please try again.',
  sameAsCurrent: 'New password cannot be the same as your current password.',
  failed: 'Password cannot be changed. Please try again.',
  /** What the server says for a wrong current password; shown as `currentInvalid`. */
  serverIncorrect: SERVER_INCORRECT_TEXT,
  currentInvalid: 'Current password is invalid.',
  success: 'Your password has been changed successfully. You will be redirected to home screen.',
  /** Ours: under the success message while it waits before going home. */
  redirectCountdown: 'Going to the home screen in {seconds} s.',
  /** Ours: the link that goes home without waiting. */
  redirectNow: 'Go to home screen now',
  /** Ours: stops the countdown (WCAG 2.2.1: a time limit the person can turn off). */
  redirectStay: 'Stay on this page',
  /** Ours: in place of the countdown once it is stopped. */
  redirectStopped: 'You stay on this page.',
  /** Ours: beside the disabled Change Password button while a field is empty. */
  blockedEmpty: 'Fill in every field to change your password.',
  /** Ours: beside the disabled Change Password button while the confirmation differs. */
  blockedMismatch: 'The confirmation must match the new password.',
} as const;

/** Lines of the password hint, one per rule, in the order `passwordRuleStatus` returns them. */
export const PASSWORD_RULE_LABELS = {
  length: '8-16 characters',
  lowercase: 'At least one lowercase letter (a-z)',
  uppercase: 'At least one uppercase letter (A-Z)',
  digit: 'At least one digit (0-9)',
  special: 'At least one special character: ! @ # $ & *',
} as const;
