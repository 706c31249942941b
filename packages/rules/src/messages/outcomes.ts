/** Messages chosen by a call's outcome (spec section 8). */
import { COMMON_MESSAGES } from './common-messages';
import type { KeyedMessage } from './keyed-message';
import { serverText } from './keyed-message';
import type { MessageKey } from './message-types';
import { CHANGE_PASSWORD_MESSAGES } from './password-messages';
import { FORGOT_PASSWORD_MESSAGES } from './login-messages';
import { SSO250_MESSAGES } from './report-messages';
import { USER_MESSAGES } from './user-messages';
import { formatMessage } from './format-message';

/**
 * Forgot password: 200 sent (back to login), 404 invalid username, anything else unavailable;
 * `code` is the message's catalogue key, to show it in the portal's language.
 */
export function forgotPasswordOutcome(status: number): { ok: boolean; message: string; code: MessageKey } {
  if (status === 200) return { ok: true, message: FORGOT_PASSWORD_MESSAGES.sent, code: 'forgotPassword.sent' };
  if (status === 404) return { ok: false, message: FORGOT_PASSWORD_MESSAGES.invalidUsername, code: 'forgotPassword.invalidUsername' };
  return { ok: false, message: FORGOT_PASSWORD_MESSAGES.unavailable, code: 'forgotPassword.unavailable' };
}

/**
 * What a failed password change shows, with its catalogue key: the server's wrong-credentials
 * text becomes 'Current password is invalid.'; other server texts are shown as they are (by key
 * when the catalogue holds them: by `serverCode`, e.g. a password rule's key, or by the text, e.g.
 * the synthetic 503's); none at all gives 'Password cannot be changed. Please try again.'.
 */
export function changePasswordFailure(serverMessage?: string | null, serverCode?: string | null): KeyedMessage {
  if (serverMessage === CHANGE_PASSWORD_MESSAGES.serverIncorrect) {
    return { code: 'changePassword.currentInvalid', message: CHANGE_PASSWORD_MESSAGES.currentInvalid };
  }
  return serverMessage?.trim() ? serverText(serverMessage, [], serverCode) : { code: 'changePassword.failed', message: CHANGE_PASSWORD_MESSAGES.failed };
}

/** The English of {@link changePasswordFailure} (for servers and scripts). */
export function changePasswordFailureMessage(serverMessage?: string | null): string {
  return changePasswordFailure(serverMessage).message;
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
