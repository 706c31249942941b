import type { Middleware } from 'openapi-fetch';
import { serviceUnavailableResponse } from './errors';
import { isStale, REFRESH_PATH, type SessionAccess, type TokenSet } from './tokens';

// Kept in tokens.ts, which the login page loads anyway (it revokes a session cut short), so this
// module and openapi-fetch stay in the client's own chunk.
export { REFRESH_PATH };

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

/**
 * Operations whose JSON body names the access token: change password (spec section 7). The
 * middleware writes the access token current when the call leaves (after any refresh) into the
 * body's `accessToken`, so a caller never sends one it read before a refresh replaced it.
 */
export const ACCESS_TOKEN_BODY_PATHS: ReadonlySet<string> = new Set(['/api/lego-userprofile/ext/user/change']);

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
 * - fills the body's `accessToken` of the calls in {@link ACCESS_TOKEN_BODY_PATHS} with the access
 *   token of those same tokens;
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
      return ACCESS_TOKEN_BODY_PATHS.has(schemaPath) ? withAccessToken(request, tokens.accessToken) : request;
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

/** `request` with its JSON body's `accessToken` set; a body that is not a JSON object goes as it is. */
async function withAccessToken(request: Request, accessToken: string): Promise<Request> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return request;
  return new Request(request, { body: JSON.stringify({ ...body, accessToken }) });
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
