import type { Middleware } from 'openapi-fetch';
import { serviceUnavailableResponse } from './errors';
import { isStale, type SessionAccess, type TokenSet } from './tokens';

/** Path of the token-refresh call (spec section 7). */
export const REFRESH_PATH = '/api/lego-authorization/ext/cognito';

/**
 * Operations the middleware adds no bearer token to: sign-in and forgot password (spec section
 * 7), the health probe, and the refresh call, which {@link createSessionMiddleware} sends itself
 * with the current id token as its bearer (the spec's "all calls except sign-in and forgot
 * password carry a bearer id token" includes it).
 */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/api/lego-authorization/ext/cognito/signIn',
  '/api/lego-userprofile/ext/user/forgot',
  REFRESH_PATH,
  '/api/health',
]);

/** Options of {@link createSessionMiddleware}. */
export interface SessionMiddlewareOptions {
  baseUrl: string;
  session: SessionAccess;
  /** Called when a protected call is answered 401: the session is over. */
  onSessionExpired?: () => void;
  fetch: typeof globalThis.fetch;
  /** Age after issue at which the id token is refreshed before a call. Spec: 60 000 ms. */
  staleAfterMs: number;
  /** Clock, for tests. */
  now: () => number;
}

/**
 * The session middleware of the lego-* client:
 * - puts `Authorization: Bearer <idToken>` on every protected call;
 * - refreshes the tokens first when the id token is stale, once for all calls that need it at the
 *   same moment (single flight), keeping the old tokens when the refresh fails (spec section 4);
 * - turns a call that fails without a response into a synthetic 503 in the shared error shape;
 * - reports a 401 on a protected call as the end of the session.
 */
export function createSessionMiddleware(options: SessionMiddlewareOptions): Middleware {
  const { session, onSessionExpired, staleAfterMs, now } = options;
  let refreshing: Promise<TokenSet> | undefined;

  /** Refreshes once for every concurrent caller; resolves to the tokens to use (old on failure). */
  function freshTokens(current: TokenSet): Promise<TokenSet> {
    refreshing ??= refresh(options, current)
      .then((next) => {
        session.setTokens(next);
        return next;
      })
      .catch(() => current)
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  return {
    async onRequest({ request, schemaPath }) {
      if (PUBLIC_PATHS.has(schemaPath)) return request;
      let tokens = session.getTokens();
      if (!tokens) return request;
      if (isStale(tokens.idToken, now(), staleAfterMs)) tokens = await freshTokens(tokens);
      request.headers.set('Authorization', `Bearer ${tokens.idToken}`);
      return request;
    },
    onResponse({ response, schemaPath }) {
      if (response.status === 401 && !PUBLIC_PATHS.has(schemaPath) && session.getTokens()) onSessionExpired?.();
      return response;
    },
    onError({ error }) {
      // A cancelled query is not an outage: let TanStack Query see the abort as it is.
      if (error instanceof Error && error.name === 'AbortError') return error;
      return serviceUnavailableResponse();
    },
  };
}

async function refresh(options: SessionMiddlewareOptions, current: TokenSet): Promise<TokenSet> {
  const response = await options.fetch(`${options.baseUrl.replace(/\/$/, '')}${REFRESH_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${current.idToken}` },
    body: JSON.stringify(current),
  });
  if (!response.ok) throw new Error(`token refresh answered ${response.status}`);
  const body = (await response.json()) as Partial<TokenSet>;
  if (typeof body.idToken !== 'string' || typeof body.accessToken !== 'string') {
    throw new Error('token refresh answered without tokens');
  }
  return { ...current, idToken: body.idToken, accessToken: body.accessToken };
}
