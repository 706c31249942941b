/**
 * Throwaway accounts on the test run's sandbox, so component tests that change an account
 * (force a new password, lock it, fail sign-in) never touch the demo accounts other tests use.
 * Everything goes through the real HTTP API.
 */
import type { TokenSet } from '@lego-portal/api-client';

/** Password of the demo accounts (apps/sandbox/demo-accounts.json). */
export const DEMO_PASSWORD = 'Sandbox@2024';

let counter = 0;

async function post<T>(url: string, body: unknown, idToken?: string, method = 'POST'): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** Signs in with a username and password; throws unless the answer is 200. */
export async function signInTokens(sandboxUrl: string, username: string, password = DEMO_PASSWORD): Promise<TokenSet> {
  const { status, body } = await post<TokenSet>(`${sandboxUrl}/api/lego-authorization/ext/cognito/signIn`, { username, password });
  if (status !== 200) throw new Error(`sign-in of ${username} answered ${status}`);
  return body;
}

/** A unique valid username (6-15 of letters, digits, - and _). */
export function uniqueUsername(prefix = 't'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${counter}`.slice(0, 15);
}

/** The newest temporary password the sandbox "mailed" to `username` (dev outbox). */
export async function temporaryPasswordOf(sandboxUrl: string, username: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/api/dev/outbox?username=${encodeURIComponent(username)}`);
  const { messages } = (await response.json()) as { messages: { body: string }[] };
  // The outbox lists the newest message first.
  const match = /Temporary password: (\S+)/.exec(messages[0]?.body ?? '');
  if (!match?.[1]) throw new Error(`no temporary password for ${username}`);
  return match[1];
}

/** A user created by `demo_full` in merchant 1000000001, with its temporary password (sign-in answers 202). */
export interface TemporaryUser {
  username: string;
  temporaryPassword: string;
  merchantId: string;
}

/**
 * Creates a new user of merchant 1000000001 through the user handler, as `demo_full` does in
 * the portal: status A, account grants as given (profile and customer by default), a temporary
 * password in the outbox.
 */
export async function createTemporaryUser(sandboxUrl: string, grants: { profile?: 'Y' | 'N'; customerProfile?: 'Y' | 'N' } = {}): Promise<TemporaryUser> {
  const admin = await signInTokens(sandboxUrl, 'demo_full');
  const username = uniqueUsername();
  const { status, body } = await post<unknown>(
    `${sandboxUrl}/api/lego-userhandler/ext/userhandler/`,
    {
      action: 'CREATE',
      userProfile: {
        merchantId: '1000000001',
        username,
        fullName: 'Test User',
        email: `${username}@example.com`,
        contactNumber: '',
        note: '',
        status: 'A',
        authorize: {
          account: { profile: grants.profile ?? 'Y', user: 'N', customerProfile: grants.customerProfile ?? 'Y' },
          report: { transactionReport: 'N', transactionRecurringReport: 'N', registrationReport: 'N', onlineRegistrationReport: 'N', summaryPaymentTransactionByStatus: 'N' },
        },
      },
    },
    admin.idToken,
  );
  if (status !== 200) throw new Error(`creating ${username} answered ${status}: ${JSON.stringify(body)}`);
  return { username, temporaryPassword: await temporaryPasswordOf(sandboxUrl, username), merchantId: '1000000001' };
}

/** The sandbox's answer to a token refresh (POST .../cognito), merged as the client's middleware merges it. */
export async function refreshedTokens(sandboxUrl: string, tokens: TokenSet): Promise<TokenSet> {
  const { status, body } = await post<Partial<TokenSet>>(`${sandboxUrl}/api/lego-authorization/ext/cognito`, tokens, tokens.idToken);
  if (status !== 200 || !body.idToken || !body.accessToken) throw new Error(`the refresh answered ${status}`);
  return { ...tokens, idToken: body.idToken, accessToken: body.accessToken };
}

/** Grants Account > Customer to `username`, as demo_full does on the user's detail (PUT UPDATE). */
export async function grantCustomerProfile(sandboxUrl: string, username: string): Promise<void> {
  const admin = await signInTokens(sandboxUrl, 'demo_full');
  type Profile = { authorize: { account: Record<string, string> } };
  const details = await post<{ getResponse: Profile }>(`${sandboxUrl}/api/lego-userprofile/ext/user/details`, { username }, admin.idToken);
  const profile = details.body.getResponse;
  const authorize = { ...profile.authorize, account: { ...profile.authorize.account, customerProfile: 'Y' } };
  const { status, body } = await post(`${sandboxUrl}/api/lego-userhandler/ext/userhandler/`, { action: 'UPDATE', userProfile: { ...profile, authorize } }, admin.idToken, 'PUT');
  if (status !== 200) throw new Error(`granting ${username} answered ${status}: ${JSON.stringify(body)}`);
}
