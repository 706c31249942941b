/** Messages chosen by a call's outcome (spec section 8). */
import { COMMON_MESSAGES } from './common-messages';
import { CHANGE_PASSWORD_MESSAGES } from './password-messages';
import { FORGOT_PASSWORD_MESSAGES } from './login-messages';
import { SSO250_MESSAGES } from './report-messages';
import { USER_MESSAGES } from './user-messages';
import { formatMessage } from './format-message';

/** Forgot password: 200 sent (back to login), 404 invalid username, anything else unavailable. */
export function forgotPasswordOutcome(status: number): { ok: boolean; message: string } {
  if (status === 200) return { ok: true, message: FORGOT_PASSWORD_MESSAGES.sent };
  if (status === 404) return { ok: false, message: FORGOT_PASSWORD_MESSAGES.invalidUsername };
  return { ok: false, message: FORGOT_PASSWORD_MESSAGES.unavailable };
}

/**
 * Text shown when a password change fails: the server's wrong-credentials text becomes
 * 'Current password is invalid.'; other server texts are shown as they are; none at all gives
 * 'Password cannot be changed. Please try again.'.
 */
export function changePasswordFailureMessage(serverMessage?: string | null): string {
  if (serverMessage === CHANGE_PASSWORD_MESSAGES.serverIncorrect) return CHANGE_PASSWORD_MESSAGES.currentInvalid;
  return serverMessage?.trim() ? serverMessage : CHANGE_PASSWORD_MESSAGES.failed;
}

/**
 * The body of a failure message that shows the server's text (user actions and lists): the first
 * validation message's description (spec section 8), else 'The request could not be completed.
 * Please try again.', never a status code or other developer's text.
 */
export function failureDescription(description?: string | null): string {
  return description?.trim() ? description : COMMON_MESSAGES.requestFailed;
}

/** Text file download failure: 404 is 'Report Not Found', any other non-200 a generic error. */
export function sso250DownloadError(status: number): { title: string; body: string } {
  return status === 404
    ? { title: SSO250_MESSAGES.notFoundTitle, body: SSO250_MESSAGES.notFoundBody }
    : { title: SSO250_MESSAGES.errorTitle, body: SSO250_MESSAGES.errorBody };
}

/** Modal texts of a user action, e.g. `Lock`: 'Lock user successful' and 'Lock user error'. */
export function userActionMessages(action: string): { success: string; errorTitle: string } {
  return {
    success: formatMessage(USER_MESSAGES.actionSuccess, { Action: action }),
    errorTitle: formatMessage(USER_MESSAGES.actionErrorTitle, { Action: action }),
  };
}
