/** Users read and changed through the API as another client would (the user details and handler calls). */
import type { Schemas, TokenSet } from '@lego-portal/api-client';
import { signInTokens } from './accounts';
import { answerOf, DEMO_MERCHANT_ID, expectOk, sandboxClient } from './client';

/** The user details call as `tokens`' user (by username, or by merchant and user id): status and body. */
export function userDetails(sandboxUrl: string, tokens: TokenSet, request: Schemas['UserDetailRequest']) {
  return answerOf(sandboxClient(sandboxUrl, tokens).POST('/api/lego-userprofile/ext/user/details', { body: request }));
}

/** The stored user of merchant 1000000001 by id (null when the server does not answer it: gone, or not yours). */
export async function readUser(sandboxUrl: string, tokens: TokenSet, userId: string): Promise<Schemas['UserProfile'] | null> {
  const { status, body } = await userDetails(sandboxUrl, tokens, { merchantId: DEMO_MERCHANT_ID, userId });
  return status === 200 && 'getResponse' in body ? body.getResponse : null;
}

/** The stored user by username; throws unless the server answers it. */
export async function readUserByName(sandboxUrl: string, tokens: TokenSet, username: string): Promise<Schemas['UserProfile']> {
  const body = expectOk(await userDetails(sandboxUrl, tokens, { username }), `reading ${username}`);
  if (!('getResponse' in body)) throw new Error(`reading ${username} answered no user`);
  return body.getResponse;
}

/** The id of a user, by username. */
export async function userIdOf(sandboxUrl: string, tokens: TokenSet, username: string): Promise<string> {
  return (await readUserByName(sandboxUrl, tokens, username)).userId;
}

/**
 * The user details by username with a bearer id token, straight to the sandbox: its status, and
 * the last login it holds (to check what a sign-in recorded, or that a token was revoked).
 */
export async function userDetailsStatus(sandboxUrl: string, username: string, idToken: string): Promise<{ status: number; lastLogin?: string | null }> {
  const { status, body } = await userDetails(sandboxUrl, { idToken, accessToken: '', refreshToken: '' }, { username });
  return { status, lastLogin: 'getResponse' in body ? body.getResponse.lastLogin : undefined };
}

/**
 * Changes a stored user (an UPDATE of the stored profile with `changes` over it), as another
 * client would: e.g. a status, or grants the screen cannot give.
 */
export async function updateUser(sandboxUrl: string, tokens: TokenSet, stored: Schemas['UserProfile'], changes: Partial<Schemas['UserProfileInput']>): Promise<void> {
  // The profile as read, sent back whole with the changes (as the portal's edit does); the
  // contract marks fields of a read profile optional that an update requires.
  const userProfile = { ...stored, ...changes } as Schemas['UserProfileInput'];
  expectOk(
    await answerOf(sandboxClient(sandboxUrl, tokens).PUT('/api/lego-userhandler/ext/userhandler/', { body: { action: 'UPDATE', userProfile } })),
    `updating ${stored.username}`,
  );
}

/** {@link updateUser} of merchant 1000000001's user `userId`, read first. */
export async function updateUserById(sandboxUrl: string, tokens: TokenSet, userId: string, changes: Partial<Schemas['UserProfileInput']>): Promise<void> {
  const stored = await readUser(sandboxUrl, tokens, userId);
  if (!stored) throw new Error(`user ${userId} does not exist`);
  await updateUser(sandboxUrl, tokens, stored, changes);
}

/** Grants Account > Customer to `username`, as demo_full does on the user's detail (PUT UPDATE). */
export async function grantCustomerProfile(sandboxUrl: string, username: string): Promise<void> {
  const admin = await signInTokens(sandboxUrl, 'demo_full');
  const stored = await readUserByName(sandboxUrl, admin, username);
  const authorize = stored.authorize as Schemas['Authorize'];
  await updateUser(sandboxUrl, admin, stored, { authorize: { ...authorize, account: { ...authorize.account, customerProfile: 'Y' } } });
}

/** The first page (25) of a merchant's users as `tokens`' user sees them, newest first: e.g. a user of another merchant. */
export async function listUsers(sandboxUrl: string, tokens: TokenSet, merchantId: string): Promise<Schemas['UserListItem'][]> {
  const body = expectOk(
    await answerOf(sandboxClient(sandboxUrl, tokens).POST('/api/lego-userprofile/ext/users', { body: { merchantId, page: 1, sizePerPage: 25 } })),
    `listing the users of ${merchantId}`,
  );
  if (!('getAllResponse' in body)) throw new Error(`listing the users of ${merchantId} answered no list`);
  return body.getAllResponse.userProfileList;
}
