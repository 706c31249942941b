import { SIGN_IN_TEXTS } from './first-page-texts';

/**
 * Texts of the sign-in and password screens (login, forgot password, forced and ordinary
 * password change) besides the spec's messages and buttons: field labels, introductions,
 * loading texts and what a screen reader hears. Ours, where the spec names no wording.
 */
export const AUTH_TEXTS = {
  ...SIGN_IN_TEXTS,
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  /** The forgot-password Confirm button while the request runs. */
  sending: 'Sending',
  /** The Change Password button while the change runs. */
  changingPassword: 'Changing password',
  forgotPasswordIntro: 'Enter your username. We will send a temporary password to your email address.',
  forcedChangeIntro: 'You are signing in with a temporary password. Choose a new password to continue.',
  /** Accessible name of the info button that opens the password rules. */
  passwordRules: 'Password rules',
  /** Heading of the password rules hint. */
  passwordRulesTitle: 'Your new password must have:',
  /** After a rule, for a screen reader: the rule is met. */
  ruleMet: 'met',
  /** After a rule, for a screen reader: the rule is not met yet. */
  ruleNotMet: 'not met',
  /** Said politely while the new password is typed. */
  rulesMetCount: '{met} of {total} password rules met',
  /** Title of the dialog shown one minute before an idle session ends. */
  sessionEndingTitle: 'Your session is about to end',
  /** The dialog's countdown, in whole seconds; read once when the dialog opens, not every second. */
  sessionEndingCountdown: 'Your session will end in {seconds} s.',
  /** Why the session ends and what is at stake. */
  sessionEndingBody: 'You have been inactive for a while. Anything you have not saved will be lost when the session ends.',
  /** Keeps the session: counts as activity in every tab of the session. */
  staySignedIn: 'Stay signed in',
  /** Ends the session now, as the header's Sign Out does. */
  signOutNow: 'Sign out',
} as const;
