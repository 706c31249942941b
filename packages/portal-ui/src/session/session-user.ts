/**
 * Builds the signed-in user after a successful sign-in (spec section 7: "Afterwards merchant
 * profile and user details are loaded by username"), and reads its roles.
 */
import type { LegoClient } from '@lego-portal/api-client';
import { decodeJwtPayload, merchantProfileQuery, userByUsernameQuery } from '@lego-portal/api-client';
import { parseRoles } from '@lego-portal/rules';
import type { SessionUser } from './session-types';

/**
 * Roles of spec section 6: the id token's `custom:auth` claim plus the special merchant code, which
 * is the merchant profile's (`specialMerchantCode`, loaded at sign-in). A code the token carries
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
 * Loads the user's details and merchant profile by `username` (the client must already carry the
 * new tokens) and builds the {@link SessionUser}. `lastLogin` is the one stored before this
 * sign-in is recorded: the header shows the previous sign-in. Throws the user-details error; a
 * failing merchant profile falls back to the merchant name of the user's record. A user whose
 * record names no merchant (bank staff) gets `merchantProfile: null`.
 */
export async function loadSessionUser(client: LegoClient, username: string, idToken: string): Promise<SessionUser> {
  // Straight through the query functions, not a QueryClient: the login page carries no query
  // cache (it is the first page every user loads), and these answers are read once.
  const { signal } = new AbortController();
  const [details, merchant] = await Promise.allSettled([
    userByUsernameQuery(client, username).queryFn({ signal }),
    merchantProfileQuery(client, { username }).queryFn({ signal }),
  ]);
  if (details.status === 'rejected') throw details.reason;
  const profile = details.value.getResponse;
  const merchantInfo = merchant.status === 'fulfilled' ? merchant.value.merchantProfileResponse.merchantProfileResource.merchantInfo : undefined;
  const specialMerchantCode = merchantInfo?.specialMerchantCode ?? undefined;
  return {
    userName: profile.username,
    name: profile.fullName ?? profile.username,
    userId: profile.userId,
    ...(profile.lastLogin ? { lastLogin: profile.lastLogin } : {}),
    // Bank staff have no merchant of their own (their record names none): they choose one per feature.
    merchantProfile: profile.merchantId
      ? {
          merchantId: profile.merchantId,
          merchantName: merchantInfo?.merchantName ?? profile.merchantName ?? '',
          ...(merchantInfo?.merchantCode ? { merchantCode: merchantInfo.merchantCode } : {}),
          ...(specialMerchantCode ? { specialMerchantCode } : {}),
        }
      : null,
    roles: sessionRoles(idToken, specialMerchantCode),
  };
}
