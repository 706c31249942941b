/**
 * Component-test helpers of the user screens: render a screen against the test run's real
 * sandbox as demo_full (`renderAsAdmin`, shared by every screen from test-support), and create
 * throwaway users so tests that lock, unlock or delete never touch shared accounts.
 * Not part of the published package.
 */
import type { Schemas, TokenSet } from '@lego-portal/api-client';
import { uniqueUsername } from '../../../test-support/sandbox-accounts';

export { renderAsAdmin } from '../../../test-support/render-as-admin';
export type { AdminRender, SentRequest } from '../../../test-support/render-as-admin';

export const USER_LIST_PATH = '/lego-userprofile/ext/users';
export const USER_HANDLER_PATH = '/lego-userhandler/ext/userhandler/';

/** A user of merchant 1000000001 created through the API for one test. */
export interface SandboxUser {
  userId: string;
  username: string;
  merchantId: string;
}

/** Creates a user of demo_full's merchant (status A, Account > Profile granted) through the API. */
export async function createSandboxUser(url: string, tokens: TokenSet, fullName = 'Kanya Srisuk'): Promise<SandboxUser> {
  // Test files run in parallel workers: a random prefix keeps their usernames apart.
  const username = uniqueUsername(`u${Math.random().toString(36).slice(2, 5)}`);
  const response = await fetch(`${url}/api/lego-userhandler/ext/userhandler/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.idToken}` },
    body: JSON.stringify({
      action: 'CREATE',
      userProfile: {
        merchantId: '1000000001',
        username,
        fullName,
        email: `${username}@example.co.th`,
        contactNumber: '0812345678',
        note: '',
        status: 'A',
        authorize: {
          account: { profile: 'Y', user: 'N', customerProfile: 'N' },
          report: { transactionReport: 'N', transactionRecurringReport: 'N', registrationReport: 'N', onlineRegistrationReport: 'N', summaryPaymentTransactionByStatus: 'N' },
        },
      },
    }),
  });
  const body = (await response.json()) as { userId?: string };
  if (response.status !== 200 || !body.userId) throw new Error(`creating ${username} answered ${response.status}`);
  return { userId: body.userId, username, merchantId: '1000000001' };
}

/** The stored user, read through the API (null when it no longer exists). */
export async function readSandboxUser(url: string, tokens: TokenSet, userId: string): Promise<Schemas['UserProfile'] | null> {
  const response = await fetch(`${url}/api/lego-userprofile/ext/user/details`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.idToken}` },
    body: JSON.stringify({ merchantId: '1000000001', userId }),
  });
  if (response.status !== 200) return null;
  return ((await response.json()) as Schemas['UserDetailResponse']).getResponse;
}

/** The id of a user of demo_full's merchant, by username. */
export async function sandboxUserIdOf(url: string, tokens: TokenSet, username: string): Promise<string> {
  const response = await fetch(`${url}/api/lego-userprofile/ext/user/details`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.idToken}` },
    body: JSON.stringify({ username }),
  });
  if (response.status !== 200) throw new Error(`reading ${username} answered ${response.status}`);
  return ((await response.json()) as Schemas['UserDetailResponse']).getResponse.userId;
}

/**
 * Changes a stored user through the API as another client would (an update of the stored
 * profile with `changes` over it): e.g. a status, or grants the screen cannot give.
 */
export async function updateSandboxUser(url: string, tokens: TokenSet, userId: string, changes: Partial<Schemas['UserProfileInput']>): Promise<void> {
  const stored = await readSandboxUser(url, tokens, userId);
  if (!stored) throw new Error(`user ${userId} does not exist`);
  const response = await fetch(`${url}/api/lego-userhandler/ext/userhandler/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.idToken}` },
    body: JSON.stringify({ action: 'UPDATE', userProfile: { ...stored, ...changes } }),
  });
  if (response.status !== 200) throw new Error(`updating ${userId} answered ${response.status}`);
}
