/**
 * Texts the session shows around signing in (spec sections 4 and 8), each with its catalogue
 * key. Apart from `outcomes.ts` because the login page, the first load of every user, imports
 * it: a bundler puts a module whole into one chunk, and `outcomes.ts` brings texts of other screens.
 */
import { COMMON_MESSAGES } from './common-messages';
import type { KeyedMessage } from './keyed-message';
import { serverText } from './keyed-message';
import { SERVER_INCORRECT_TEXT } from './server-texts';

/** 'Your session has been expired. Please login again' (spec section 8), after an idle or token expiry. */
export const SESSION_EXPIRED_NOTICE = {
  code: 'common.sessionExpired',
  message: COMMON_MESSAGES.sessionExpired,
} as const satisfies KeyedMessage;

/** What the spec's server says for a wrong username or password, a catalogue text. */
const SIGN_IN_SERVER_TEXTS: readonly KeyedMessage[] = [
  { code: 'changePassword.serverIncorrect', message: SERVER_INCORRECT_TEXT },
];

/**
 * The text of a failed sign-in, shown under the password field: the server's message
 * (`validationMessages[0].message`) as it is, by its key when the catalogue holds it (by its
 * `serverCode`, e.g. a new password's rule; by the text: the wrong-credentials text, the synthetic
 * 503's 'Service Unavailable'). Without a message: 'Service
 * Unavailable' for a 503 or a call without any usable answer (`status` undefined), else 'Error'.
 */
export function signInFailure(status: number | undefined, serverMessage?: string | null, serverCode?: string | null): KeyedMessage {
  if (serverMessage?.trim()) return serverText(serverMessage, SIGN_IN_SERVER_TEXTS, serverCode);
  return status === undefined || status === 503
    ? { code: 'common.serviceUnavailable', message: COMMON_MESSAGES.serviceUnavailable }
    : { code: 'common.error', message: COMMON_MESSAGES.error };
}
