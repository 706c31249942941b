/**
 * Builds the signed-in user after a successful sign-in (spec section 7: "Afterwards merchant
 * profile and user details are loaded by username"; since issue 29 the merchant comes from the
 * merchant summary, which every merchant user may read), and reads its roles.
 */
import type { LegoClient } from '@lego-portal/api-client';
import { decodeJwtPayload, merchantSummaryQuery, userByUsernameQuery } from '@lego-portal/api-client';
import { parseRoles, staffAccessOf } from '@lego-portal/rules';
import type { SessionUser } from './session-types';

/**
 * Roles of spec section 6: the id token's `custom:auth` claim plus the special merchant code, which
 * is the merchant's (`specialMerchantCode` of the merchant summary, loaded at sign-in). A code the token carries
 * itself (`custom:specialMerchantCode`, not in the spec) counts too.
 */
export function sessionRoles(idToken: string, specialMerchantCode?: string): string[] {
  const claims = decodeJwtPayload(idToken) ?? {};
  return [...new Set([...parseRoles(claims['custom:auth'], claims['custom:specialMerchantCode']), ...parseRoles(undefined, specialMerchantCode)])];
}

/** The username an id token names (Cognito's `cognito:username`, else `username`), if any. */
export function usernameFromIdToken(idToken: string): string | undefined {
  const claims = decodeJwtPayload(idToken) ?? {};
  const name = claims['cognito:username'] ?? claims.username;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/**
 * Loads the user's details by `username` and, for a merchant user, their merchant in brief (the
 * merchant summary: the client must already carry the new tokens), and builds the
 * {@link SessionUser}. `lastLogin` is the one stored before this sign-in is recorded: the header
 * shows the previous sign-in. Throws the user-details error; a failing summary falls back to the
 * merchant of the user's record. Bank staff (staff roles in the token) have no merchant of their
 * own: the summary is not asked, and they get `merchantProfile: null`.
 */
export async function loadSessionUser(client: LegoClient, username: string, idToken: string): Promise<SessionUser> {
  // Straight through the query functions, not a QueryClient: the login page carries no query
  // cache (it is the first page every user loads), and these answers are read once.
  const { signal } = new AbortController();
  const staff = staffAccessOf(sessionRoles(idToken)).staff;
  // The summary, not the full profile: the profile needs DD_ACCOUNT_PROFILE (issue 29), while
  // every merchant user's frame needs the merchant's name and special merchant code.
  const [details, merchant] = await Promise.allSettled([
    userByUsernameQuery(client, username).queryFn({ signal }),
    staff ? Promise.resolve(null) : merchantSummaryQuery(client).queryFn({ signal }),
  ]);
  if (details.status === 'rejected') throw details.reason;
  const profile = details.value.getResponse;
  const summary = merchant.status === 'fulfilled' ? merchant.value : null;
  const specialMerchantCode = summary?.specialMerchantCode ?? undefined;
  const merchantId = staff ? '' : (summary?.merchantId ?? profile.merchantId ?? '');
  return {
    userName: profile.username,
    name: profile.fullName ?? profile.username,
    userId: profile.userId,
    ...(profile.lastLogin ? { lastLogin: profile.lastLogin } : {}),
    // Bank staff have no merchant of their own: they choose one per feature.
    merchantProfile: merchantId
      ? {
          merchantId,
          merchantName: summary?.merchantName ?? profile.merchantName ?? '',
          ...(summary?.merchantCode ? { merchantCode: summary.merchantCode } : {}),
          ...(specialMerchantCode ? { specialMerchantCode } : {}),
        }
      : null,
    roles: sessionRoles(idToken, specialMerchantCode),
  };
}
