/** Path of the token-refresh call (spec section 7). */
export const REFRESH_PATH = '/api/lego-authorization/ext/cognito';

/** The three Cognito-style tokens the lego-authorization service issues at sign-in. */
export interface TokenSet {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * Where the client reads and writes the signed-in user's tokens. The portal's session provider
 * implements it over sessionStorage; a server-side caller can keep them in memory.
 */
export interface SessionAccess {
  /** The current tokens, or `null` when nobody is signed in. */
  getTokens(): TokenSet | null;
  /** Stores tokens after a refresh. Only `idToken` and `accessToken` change on refresh. */
  setTokens(tokens: TokenSet): void;
}

/**
 * Decodes the payload of a JWT without verifying it: the client only needs `iat` and claims to
 * decide when to refresh and what to show; the server verifies every token it receives.
 * Returns `undefined` for anything that is not a well-formed JWT.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Issue time of a JWT in epoch milliseconds, or `undefined` when it has no numeric `iat`. */
export function issuedAtMs(token: string): number | undefined {
  const iat = decodeJwtPayload(token)?.iat;
  return typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : undefined;
}

/**
 * Whether the id token is older than `staleAfterMs` after its issue (spec section 4: 60 s).
 * A token whose age cannot be read is not refreshed: the server has the last word on it.
 */
export function isStale(idToken: string, nowMs: number, staleAfterMs: number): boolean {
  const issued = issuedAtMs(idToken);
  return issued !== undefined && nowMs - issued > staleAfterMs;
}
