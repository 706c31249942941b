/**
 * Component-test helpers of the user screens: the paths their tests count requests to, and
 * throwaway users made through @lego-portal/test-kit so tests that lock, unlock or delete never
 * touch shared accounts. Not part of the published package.
 */
import type { TokenSet } from '@lego-portal/api-client';
import type { CreatedUser } from '@lego-portal/test-kit';
import { createUser, uniqueUsername } from '@lego-portal/test-kit';

export const USER_LIST_PATH = '/lego-userprofile/ext/users';
export const USER_HANDLER_PATH = '/lego-userhandler/ext/userhandler/';

/** A user of merchant 1000000001 created through the API for one test. */
export type SandboxUser = Pick<CreatedUser, 'userId' | 'username' | 'merchantId'>;

/**
 * Creates a user of demo_full's merchant as `tokens`' user (status A, Account > Profile granted)
 * with the details the user screens' tests read back: `fullName`, `<username>@example.co.th`
 * and 0812345678.
 */
export async function createSandboxUser(url: string, tokens: TokenSet, fullName = 'Kanya Srisuk'): Promise<SandboxUser> {
  const username = uniqueUsername('u');
  const { userId, merchantId } = await createUser(url, { by: tokens, username, fullName, email: `${username}@example.co.th`, contactNumber: '0812345678' });
  return { userId, username, merchantId };
}
