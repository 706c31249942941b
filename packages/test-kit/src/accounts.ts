/**
 * Sign-ins and throwaway users through the sandbox's real HTTP API, so a test that changes an
 * account (forces a new password, locks it, fails its sign-in) never touches the demo accounts
 * the others read.
 */
import type { Schemas, TokenSet } from '@lego-portal/api-client';
import { REFRESH_PATH } from '@lego-portal/api-client';
import { answerOf, DEMO_MERCHANT_ID, DEMO_PASSWORD, devGet, expectOk, sandboxClient } from './client';
import type { Answer } from './client';

/** A sign-in answer in one shape: tokens on 200, the challenge on 202, the messages on a refusal. */
export type SignInBody = Partial<Schemas['Tokens']> & {
  challengeName?: 'NEW_PASSWORD_REQUIRED';
  validationMessages?: Schemas['ValidationMessage'][];
};

/** Sign-in as the portal sends it (`newPassword` after a 202); answers as the server does. */
export async function signIn(sandboxUrl: string, username: string, password = DEMO_PASSWORD, newPassword?: string): Promise<Answer<SignInBody>> {
  const body = { username, password, ...(newPassword ? { newPassword } : {}) };
  return (await answerOf(sandboxClient(sandboxUrl).POST('/api/lego-authorization/ext/cognito/signIn', { body }))) as Answer<SignInBody>;
}

/** The tokens of `username`; throws unless the sign-in answers 200. */
export async function signInTokens(sandboxUrl: string, username: string, password = DEMO_PASSWORD): Promise<TokenSet> {
  const { status, body } = await signIn(sandboxUrl, username, password);
  if (status !== 200 || !body.idToken || !body.accessToken || !body.refreshToken) throw new Error(`sign-in of ${username} answered ${status}`);
  return { idToken: body.idToken, accessToken: body.accessToken, refreshToken: body.refreshToken };
}

/** The HTTP status of a plain sign-in, to check what a screen changed on the server. */
export async function signInStatus(sandboxUrl: string, username: string, password: string): Promise<number> {
  return (await signIn(sandboxUrl, username, password)).status;
}

/** The message the server gives for a refused sign-in (what the login form must show). */
export async function signInRefusal(sandboxUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await signIn(sandboxUrl, username, password);
  const message = body.validationMessages?.[0]?.message;
  if (status === 200 || status === 202 || !message) throw new Error(`sign-in of ${username} was not refused with a message (${status})`);
  return message;
}

/** The sandbox's answer to a token refresh (POST .../cognito), merged as the client's middleware merges it. */
export async function refreshedTokens(sandboxUrl: string, tokens: TokenSet): Promise<TokenSet> {
  // The refresh is a public path to the middleware (it sends the bearer itself): so does this.
  const { status, body } = await answerOf(
    sandboxClient(sandboxUrl).POST(REFRESH_PATH, { body: tokens, headers: { authorization: `Bearer ${tokens.idToken}` } }),
  );
  if (status !== 200 || !('idToken' in body) || !body.idToken || !body.accessToken) throw new Error(`the refresh answered ${status}`);
  return { ...tokens, idToken: body.idToken, accessToken: body.accessToken };
}

let counter = 0;

/**
 * A fresh valid username (6-15 of letters, digits, hyphen and underscore): `prefix` (at most 7
 * characters), the time, the worker (Playwright's parallel index or Vitest's pool id) and a count.
 * Unique in the run even when two workers ask in the same millisecond with the same prefix (each
 * worker counts on its own); a name that would need cutting to fit throws rather than lose the
 * part that makes it unique.
 */
export function uniqueUsername(prefix = 't'): string {
  counter += 1;
  const env = globalThis.process?.env ?? {};
  const worker = env.TEST_PARALLEL_INDEX ?? env.VITEST_POOL_ID ?? '0';
  const name = `${prefix}${Date.now().toString(36).slice(-5)}${worker}${counter.toString(36)}`;
  if (name.length > 15) throw new Error(`uniqueUsername: ${name} is longer than 15 characters; use a shorter prefix than ${prefix}`);
  return name;
}

/** A password the rules accept, different for every call. */
export function strongPassword(): string {
  return `Pw#${Math.random().toString(36).slice(2, 8)}A1`;
}

/** The newest temporary password the sandbox "mailed" to `username` (dev outbox, newest first). */
export async function temporaryPasswordOf(sandboxUrl: string, username: string): Promise<string> {
  const { body } = await devGet<{ messages?: { body: string }[] }>(sandboxUrl, `/api/dev/outbox?username=${encodeURIComponent(username)}`);
  const match = /Temporary password: (\S+)/.exec(body.messages?.[0]?.body ?? '');
  if (!match?.[1]) throw new Error(`no temporary password for ${username}`);
  return match[1];
}

/** A grant the portal can give a user it creates. */
export type Grant = keyof Schemas['Authorize']['account'] | keyof Schemas['Authorize']['report'];

/** Options of {@link createUser}. */
export interface CreateUserOptions {
  /** The username; a {@link uniqueUsername} with `prefix` by default. */
  username?: string;
  prefix?: string;
  fullName?: string;
  /** `<username>@example.com` by default. */
  email?: string;
  contactNumber?: string;
  /** Grants given; Account > Profile only by default (every other grant N). */
  grants?: Partial<Record<Grant, 'Y' | 'N'>>;
  /** Completes the forced change at first sign-in with this password, so the user signs in with it. */
  password?: string;
  /** Who creates the user: demo_full's tokens (signed in afresh when omitted). */
  by?: TokenSet;
}

/** A user of merchant 1000000001 made for one test. */
export interface CreatedUser {
  userId: string;
  username: string;
  fullName: string;
  merchantId: string;
  /** The temporary password it was mailed (its first sign-in answers 202 with it). */
  temporaryPassword: string;
  /** Set when the temporary password was replaced by {@link CreateUserOptions.password}. */
  password?: string;
  /** The tokens of that first sign-in, when it was made. */
  tokens?: TokenSet;
}

const NO_GRANTS: Schemas['Authorize'] = {
  account: { profile: 'N', user: 'N', customerProfile: 'N' },
  report: { transactionReport: 'N', transactionRecurringReport: 'N', registrationReport: 'N', onlineRegistrationReport: 'N', summaryPaymentTransactionByStatus: 'N' },
};

/** `grants` over {@link NO_GRANTS}, each in its section. */
function authorizeOf(grants: Partial<Record<Grant, 'Y' | 'N'>>): Schemas['Authorize'] {
  const authorize = { account: { ...NO_GRANTS.account }, report: { ...NO_GRANTS.report } };
  for (const [grant, value] of Object.entries(grants) as [Grant, 'Y' | 'N'][]) {
    if (grant in authorize.account) authorize.account[grant as keyof Schemas['Authorize']['account']] = value;
    else authorize.report[grant as keyof Schemas['Authorize']['report']] = value;
  }
  return authorize;
}

/**
 * Creates an active user of demo_full's merchant (1000000001) as the portal does (POST CREATE
 * to the user handler): a temporary password goes to the outbox. With `password`, its first
 * sign-in completes the forced change.
 */
export async function createUser(sandboxUrl: string, options: CreateUserOptions = {}): Promise<CreatedUser> {
  const admin = options.by ?? (await signInTokens(sandboxUrl, 'demo_full'));
  const username = options.username ?? uniqueUsername(options.prefix);
  const fullName = options.fullName ?? 'Test User';
  const userProfile: Schemas['UserProfileInput'] = {
    merchantId: DEMO_MERCHANT_ID,
    username,
    fullName,
    email: options.email ?? `${username}@example.com`,
    contactNumber: options.contactNumber ?? '',
    note: '',
    status: 'A',
    authorize: authorizeOf({ profile: 'Y', ...options.grants }),
  };
  const created = expectOk(
    await answerOf(sandboxClient(sandboxUrl, admin).POST('/api/lego-userhandler/ext/userhandler/', { body: { action: 'CREATE', userProfile } })),
    `creating ${username}`,
  );
  const userId = 'userId' in created ? created.userId : undefined;
  if (!userId) throw new Error(`creating ${username} answered no userId`);
  const user: CreatedUser = { userId, username, fullName, merchantId: DEMO_MERCHANT_ID, temporaryPassword: await temporaryPasswordOf(sandboxUrl, username) };
  if (!options.password) return user;
  const first = await signIn(sandboxUrl, username, user.temporaryPassword, options.password);
  if (first.status !== 200 || !first.body.idToken || !first.body.accessToken || !first.body.refreshToken) {
    throw new Error(`the first sign-in of ${username} answered ${first.status}`);
  }
  const { idToken, accessToken, refreshToken } = first.body;
  return { ...user, password: options.password, tokens: { idToken, accessToken, refreshToken } };
}

/** A user whose temporary password was already replaced (a random strong one by default): sign-in answers 200. */
export async function createActiveUser(
  sandboxUrl: string,
  options: CreateUserOptions = {},
): Promise<CreatedUser & { password: string; tokens: TokenSet }> {
  const user = await createUser(sandboxUrl, { ...options, password: options.password ?? strongPassword() });
  return user as CreatedUser & { password: string; tokens: TokenSet };
}
