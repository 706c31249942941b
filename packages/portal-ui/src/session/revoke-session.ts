import type { LegoClient, TokenSet } from '@lego-portal/api-client';
import { REFRESH_PATH, isStale } from '@lego-portal/api-client';
import { TOKEN_STALE_MS } from '@lego-portal/rules';

/**
 * Tells the server a session is over (POST .../cognito/signOut), so its tokens stop working.
 * Best effort: it never throws, because signing out locally must not depend on the network.
 *
 * The store is already cleared when this runs (the tab is signed out at once), so the bearer is
 * set here from the captured `tokens`. After an idle time-out the id token has usually expired
 * with the session; it is refreshed first, as the client's middleware would, so the sign-out
 * still reaches the server.
 */
export async function revokeSession(client: LegoClient, username: string, tokens: TokenSet): Promise<void> {
  try {
    const idToken = isStale(tokens.idToken, Date.now(), TOKEN_STALE_MS) ? await refreshedIdToken(client, tokens) : tokens.idToken;
    await client.POST('/api/lego-authorization/ext/cognito/signOut', {
      body: { username },
      headers: { Authorization: `Bearer ${idToken}` },
    });
  } catch {
    // The session ends locally either way; the server's tokens then die at their expiry.
  }
}

async function refreshedIdToken(client: LegoClient, tokens: TokenSet): Promise<string> {
  const { data } = await client.POST(REFRESH_PATH, {
    body: tokens,
    headers: { Authorization: `Bearer ${tokens.idToken}` },
  });
  return typeof data?.idToken === 'string' ? data.idToken : tokens.idToken;
}
