/**
 * The staff portal's own sign-in. It does not use the portal's SessionProvider: it asks the
 * lego-authorization service for tokens itself, keeps them in memory only (never in browser
 * storage), builds the user the portal's screens need, and drops everything at sign-out.
 *
 * The intranet is the bank staff's: a user whose token carries no staff role (a merchant's own
 * user) is turned away at sign-in and signed out again; merchant users work in the merchant
 * portal. Staff have no merchant of their own: the session user has none, and each
 * merchant-scoped feature asks them which merchant to work on (portal-ui's merchant picker).
 */
import type { LegoClient, SessionAccess, TokenSet } from '@lego-portal/api-client';
import { createLegoClient, decodeJwtPayload, userByUsernameQuery } from '@lego-portal/api-client';
import type { PortalSession } from '@lego-portal/portal-ui';
import { parseRoles, permissionsOf, staffAccessOf } from '@lego-portal/rules';

/** Where the intranet reaches the lego-* API (its gateway); every call goes under it. */
export const API_BASE: string = import.meta.env.VITE_LEGO_API_BASE ?? '/intranet/gateway';

/** The signed-in staff member, as the portal's screens see them. */
export type StaffUser = NonNullable<PortalSession['user']>;

/** The page's token store: in memory, and emptied at sign-out. */
export type StaffTokens = SessionAccess & { clear(): void };

/** Tokens in memory: a reload signs the staff member out, as the intranet's own session would. */
export function createMemoryTokens(): StaffTokens {
  let tokens: TokenSet | null = null;
  return {
    getTokens: () => tokens,
    setTokens: (next) => {
      tokens = next;
    },
    clear: () => {
      tokens = null;
    },
  };
}

/** The intranet's one client, reading the in-memory tokens; a 401 signs the staff member out. */
export function createStaffClient(tokens: SessionAccess, onExpired: () => void): LegoClient {
  return createLegoClient({ baseUrl: API_BASE, session: tokens, onSessionExpired: onExpired });
}

/** What a failed sign-in says, in the intranet's words (the server's message when it sent one). */
export class StaffSignInError extends Error {}

/** Said to a merchant's own user who tries the staff intranet. */
export const NOT_STAFF_MESSAGE = 'This intranet is for bank staff. Merchant users sign in to the merchant portal.';

/**
 * Signs in with the gateway's sign-in call and reads the roles from the id token's `custom:auth`
 * claim (the staff roles, e.g. BANK_MERCHANT_ADMIN). Staff go on: their name from their user
 * record, no merchant (no merchant profile or summary is asked: staff have none). Anyone else is
 * signed out again and refused with {@link NOT_STAFF_MESSAGE}.
 */
export async function signInStaff(client: LegoClient, tokens: StaffTokens, username: string, password: string): Promise<StaffUser> {
  const answer = await client.POST('/api/lego-authorization/ext/cognito/signIn', { body: { username, password } });
  if (answer.response.status !== 200 || !answer.data || !('idToken' in answer.data)) {
    const message = answer.error?.validationMessages?.[0]?.message;
    throw new StaffSignInError(answer.response.status === 202 ? 'This account must first set a new password in the merchant portal.' : (message ?? 'Sign-in failed.'));
  }
  const { idToken, accessToken, refreshToken } = answer.data;
  tokens.setTokens({ idToken, accessToken, refreshToken });
  const roles = parseRoles((decodeJwtPayload(idToken) ?? {})['custom:auth']);
  if (!staffAccessOf(roles).staff) {
    // The tokens were issued: end that session at the gateway too, then forget them.
    await signOutStaff(client, username);
    tokens.clear();
    throw new StaffSignInError(NOT_STAFF_MESSAGE);
  }
  try {
    const { getResponse: profile } = await userByUsernameQuery(client, username).queryFn({ signal: new AbortController().signal });
    return { userName: profile.username, name: profile.fullName ?? profile.username, userId: profile.userId, merchantProfile: null, roles };
  } catch (failure) {
    await signOutStaff(client, username);
    tokens.clear();
    throw failure;
  }
}

/** Tells the gateway the session is over; best effort, the intranet signs out locally anyway. */
export async function signOutStaff(client: LegoClient, username: string): Promise<void> {
  try {
    await client.POST('/api/lego-authorization/ext/cognito/signOut', { body: { username } });
  } catch {
    // Signing out locally never waits for the network.
  }
}

/** The portal's view of the staff session: user, permissions from the roles, sign-out. */
export function portalSessionOf(user: StaffUser | null, signOut: () => Promise<void>): PortalSession {
  return { user, permissions: permissionsOf(user?.roles ?? []), signOut };
}
