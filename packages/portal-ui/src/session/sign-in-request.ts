/** The sign-in call itself and how its answer reads (spec sections 4 and 8). */
import type { LegoClient, TokenSet } from '@lego-portal/api-client';
import { LegoApiError, signInMutation } from '@lego-portal/api-client';
import type { KeyedMessage } from '@lego-portal/rules';
import { signInFailure } from '@lego-portal/rules';
import { isTokenSet } from './session-record';

/** What one sign-in call answered: tokens (200), a forced password change (202), or an error. */
export type SignInAnswer = { kind: 'tokens'; tokens: TokenSet } | { kind: 'newPasswordRequired' } | ({ kind: 'error' } & KeyedMessage);

/**
 * The text the login form shows for a failed sign-in, with its catalogue key when it has one (by
 * the server's code, or by the text): the server's `validationMessages[0].message`, which for a call without any response is the
 * client's synthetic 503 'Service Unavailable'. An error answer without a message reads 'Error';
 * anything else that went wrong (no usable answer at all) reads as the service being
 * unavailable, never as a raw exception text.
 */
export function signInFailureOf(error: unknown): KeyedMessage {
  if (!(error instanceof LegoApiError)) return signInFailure(undefined);
  return signInFailure(error.status, error.firstMessage('message'), error.body.validationMessages?.[0]?.code);
}

/** POST .../cognito/signIn with `newPassword` only when one is given (after a 202). Never throws. */
export async function requestSignIn(client: LegoClient, username: string, password: string, newPassword?: string): Promise<SignInAnswer> {
  try {
    const body = { username, password, ...(newPassword === undefined ? {} : { newPassword }) };
    const { status, data } = await signInMutation(client).mutationFn(body);
    if (status === 202) return { kind: 'newPasswordRequired' };
    return isTokenSet(data) ? { kind: 'tokens', tokens: data } : { kind: 'error', ...signInFailure(undefined) };
  } catch (error) {
    return { kind: 'error', ...signInFailureOf(error) };
  }
}
