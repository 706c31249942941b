/**
 * The staff portal's own sign-in. It does not use the portal's SessionProvider: it asks the
 * lego-authorization service for tokens itself, keeps them in memory only (never in browser
 * storage), builds the user the portal's screens need, and drops everything at sign-out.
 */
import type { LegoClient, SessionAccess, TokenSet } from '@lego-portal/api-client';
import { createLegoClient, decodeJwtPayload, merchantProfileQuery, userByUsernameQuery } from '@lego-portal/api-client';
import type { PortalSession } from '@lego-portal/portal-ui';
import { parseRoles, permissionsOf } from '@lego-portal/rules';

/** Where the intranet reaches the lego-* API (its gateway); every call goes under it. */
export const API_BASE: string = import.meta.env.VITE_LEGO_API_BASE ?? '/intranet/gateway';

/** The signed-in staff member, as the portal's screens see them. */
export type StaffUser = NonNullable<PortalSession['user']>;

/** Tokens in memory: a reload signs the staff member out, as the intranet's own session would. */
export function createMemoryTokens(): SessionAccess & { clear(): void } {
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

/**
 * Signs in with the gateway's sign-in call, then loads the user and the merchant profile by
 * username and reads the roles from the id token's `custom:auth` claim and the merchant's
 * special merchant code (spec section 6), as the merchant portal does.
 */
export async function signInStaff(client: LegoClient, tokens: SessionAccess, username: string, password: string): Promise<StaffUser> {
  const answer = await client.POST('/api/lego-authorization/ext/cognito/signIn', { body: { username, password } });
  if (answer.response.status !== 200 || !answer.data || !('idToken' in answer.data)) {
    const message = answer.error?.validationMessages?.[0]?.message;
    throw new StaffSignInError(answer.response.status === 202 ? 'This account must first set a new password in the merchant portal.' : (message ?? 'Sign-in failed.'));
  }
  const { idToken, accessToken, refreshToken } = answer.data;
  tokens.setTokens({ idToken, accessToken, refreshToken });
  const { signal } = new AbortController();
  const [details, merchant] = await Promise.all([
    userByUsernameQuery(client, username).queryFn({ signal }),
    merchantProfileQuery(client, { username }).queryFn({ signal }),
  ]);
  const profile = details.getResponse;
  const info = merchant.merchantProfileResponse.merchantProfileResource.merchantInfo;
  const claims = decodeJwtPayload(idToken) ?? {};
  return {
    userName: profile.username,
    name: profile.fullName ?? profile.username,
    userId: profile.userId,
    merchantProfile: {
      merchantId: profile.merchantId,
      merchantName: info?.merchantName ?? profile.merchantName ?? '',
      ...(info?.specialMerchantCode ? { specialMerchantCode: info.specialMerchantCode } : {}),
    },
    roles: parseRoles(claims['custom:auth'], info?.specialMerchantCode ?? undefined),
  };
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
