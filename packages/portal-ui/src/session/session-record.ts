/**
 * What a session is made of, read defensively: the tab's stored record and the other tabs'
 * messages both arrive as untyped JSON that another script of the origin may have written.
 */
import type { TokenSet } from '@lego-portal/api-client';
import type { SessionUser } from './session-types';

/** A live session as one tab hands it to another: its id, tokens and user. */
export interface SharedSession {
  /** Random id created at sign-in; every tab holding the session knows it by this id. */
  sessionId: string;
  tokens: TokenSet;
  user: SessionUser;
}

/** A new session id: random, never a secret (it names the session in messages between tabs). */
export function newSessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown) => value === undefined || isString(value);

/** A session id as tabs send it: a string that is not empty. */
export const isSessionId = (value: unknown): value is string => isString(value) && value !== '';

export function isTokenSet(value: unknown): value is TokenSet {
  return isRecord(value) && isString(value.idToken) && isString(value.accessToken) && isString(value.refreshToken);
}

export function isSessionUser(value: unknown): value is SessionUser {
  if (!isRecord(value) || !isString(value.userName) || !isString(value.name)) return false;
  if (!isOptionalString(value.userId) || !isOptionalString(value.lastLogin)) return false;
  // Bank staff have no merchant of their own: none, or a merchant with its id and name.
  const merchant = value.merchantProfile;
  if (merchant != null) {
    if (!isRecord(merchant) || !isString(merchant.merchantId) || !isString(merchant.merchantName)) return false;
    if (!isOptionalString(merchant.merchantCode) || !isOptionalString(merchant.specialMerchantCode)) return false;
  }
  return Array.isArray(value.roles) && value.roles.every(isString);
}

/** Only the three tokens: a response body or a message may carry more fields than we keep. */
export function pickTokens({ idToken, accessToken, refreshToken }: TokenSet): TokenSet {
  return { idToken, accessToken, refreshToken };
}
