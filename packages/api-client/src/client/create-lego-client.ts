import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import { createSessionMiddleware } from './session-middleware';
import type { SessionAccess } from './tokens';

/** Options of {@link createLegoClient}. */
export interface LegoClientOptions {
  /**
   * Origin (and optional prefix) the `/api/...` paths are appended to. `''` means the page's own
   * origin, as behind the bank's gateway.
   */
  baseUrl: string;
  /** Where the signed-in user's tokens are read and refreshed tokens written. */
  session: SessionAccess;
  /** Called when a protected call is answered 401. */
  onSessionExpired?: () => void;
  /** A fetch implementation; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
  /** Age after issue at which the id token is refreshed. Default 60 000 ms (spec section 9). */
  staleAfterMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

/** The typed lego-* client: openapi-fetch over the contract's `paths`. */
export type LegoClient = Client<paths>;

/**
 * Creates the lego-* API client with the session middleware (bearer token, refresh when stale,
 * synthetic 503 on network failure, 401 as session expiry).
 *
 * @example
 * const client = createLegoClient({ baseUrl: '', session: tokenStore, onSessionExpired: signOut });
 * const { data, error, response } = await client.POST('/api/lego-userprofile/ext/users', { body });
 */
export function createLegoClient(options: LegoClientOptions): LegoClient {
  // Resolve the global lazily so a test or a host can replace it after the client is created.
  const fetchImpl: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: (request: Request) => fetchImpl(request) });
  client.use(
    createSessionMiddleware({
      baseUrl: options.baseUrl,
      session: options.session,
      onSessionExpired: options.onSessionExpired,
      fetch: fetchImpl,
      staleAfterMs: options.staleAfterMs ?? 60_000,
      now: options.now ?? Date.now,
    }),
  );
  return client;
}
