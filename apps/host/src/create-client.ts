/**
 * The HTTP client's own chunk: the login page imports it on its first call or when it idles
 * (`main.tsx`), so openapi-fetch, the session middleware and the reading of `/config.json` are not
 * part of its first load (index.html still preloads the file, so its answer is there by then). A
 * module of its own, so the chunk holds `createLegoClient` and not the whole package.
 */
import { createLegoClient, type LegoClient } from '@lego-portal/api-client';
import type { SessionStore } from '@lego-portal/portal-ui';
import { loadConfig } from './config';

/** The client over the run-time configuration's base URL; a 401 expires `store`'s session. */
export async function createHostClient(store: SessionStore): Promise<LegoClient> {
  const { apiBaseUrl } = await loadConfig();
  return createLegoClient({ baseUrl: apiBaseUrl, session: store, onSessionExpired: () => store.expire() });
}
