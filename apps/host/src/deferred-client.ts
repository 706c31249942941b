/**
 * A lego-* client the page can hand to its providers before the real one exists. The login page
 * shows its password field without the HTTP client (openapi-fetch, the session middleware) or the
 * run-time configuration it needs: both are loaded on the first call, or earlier when the page
 * idles (`load()`), and every call made meanwhile waits for them. Its shape is the client's
 * (`LegoClient`), so nothing below the host knows the difference.
 */
import type { LegoClient } from '@lego-portal/api-client';

// openapi-fetch's calls: each returns a promise, so each can wait for the real client.
const CALLS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'request'] as const;

/** A client whose calls wait for `create()`, and the way to start creating it early. */
export interface DeferredClient {
  client: LegoClient;
  /** Starts creating the real client (idempotent); resolves to it. */
  load: () => Promise<LegoClient>;
}

/**
 * Wraps `create` (run once, on the first call or `load()`). A failed `create` is tried again by the
 * next call, so a page that lost the network while idling can still sign in once it is back.
 */
export function deferClient(create: () => Promise<LegoClient>): DeferredClient {
  let pending: Promise<LegoClient> | null = null;
  const load = () => {
    pending ??= create().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const client: Record<string, unknown> = {};
  for (const name of CALLS) {
    client[name] = (...args: unknown[]) => load().then((real) => (real[name] as (...a: unknown[]) => unknown)(...args));
  }
  // Middleware is added to the real client once it exists (none of the host's code adds any today).
  client.use = (...middleware: Parameters<LegoClient['use']>) => void load().then((real) => real.use(...middleware));
  client.eject = (...middleware: Parameters<LegoClient['eject']>) => void load().then((real) => real.eject(...middleware));
  return { client: client as unknown as LegoClient, load };
}
