/**
 * Test data straight through the sandbox's HTTP API (never its database), so each test creates
 * what it changes and leaves the demo accounts to the others.
 */

/** Password of the demo accounts. */
export const DEMO_PASSWORD = 'Sandbox@2024';

interface TokenSet {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** An HTTP answer: status and parsed JSON body. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
}

async function call<T>(url: string, method: string, body?: unknown, idToken?: string): Promise<Answer<T>> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** Sign-in as the portal sends it; answers as the server does. */
export function signInCall(sandboxUrl: string, username: string, password: string, newPassword?: string) {
  return call<TokenSet & { validationMessages?: { message: string }[] }>(`${sandboxUrl}/api/lego-authorization/ext/cognito/signIn`, 'POST', {
    username,
    password,
    ...(newPassword ? { newPassword } : {}),
  });
}

/** The message the server gives for a refused sign-in (what the login form must show). */
export async function signInRefusal(sandboxUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await signInCall(sandboxUrl, username, password);
  const message = body.validationMessages?.[0]?.message;
  if (status === 200 || status === 202 || !message) throw new Error(`sign-in of ${username} was not refused with a message (${status})`);
  return message;
}

let counter = 0;

/**
 * A fresh valid username (6-15 of letters, digits, hyphen and underscore): `prefix` (at most 7
 * characters), the time, the worker's parallel index and a count. Unique in the run even when two
 * workers ask in the same millisecond with the same prefix (each worker counts on its own); a
 * name that would need cutting to fit throws rather than lose the part that makes it unique.
 */
export function uniqueUsername(prefix = 'e2e'): string {
  counter += 1;
  const worker = process.env.TEST_PARALLEL_INDEX ?? '0';
  const name = `${prefix}${Date.now().toString(36).slice(-5)}${worker}${counter.toString(36)}`;
  if (name.length > 15) throw new Error(`uniqueUsername: ${name} is longer than 15 characters; use a shorter prefix than ${prefix}`);
  return name;
}

/** The newest temporary password the sandbox "mailed" to `username` (dev outbox). */
export async function temporaryPasswordOf(sandboxUrl: string, username: string): Promise<string> {
  const { body } = await call<{ messages: { body: string }[] }>(`${sandboxUrl}/api/dev/outbox?username=${encodeURIComponent(username)}`, 'GET');
  const match = /Temporary password: (\S+)/.exec(body.messages.at(-1)?.body ?? '');
  if (!match?.[1]) throw new Error(`no temporary password for ${username}`);
  return match[1];
}

/** Grants the portal can give a user it creates (the others are always N). */
type Grant = 'profile' | 'customerProfile' | 'transactionReport' | 'registrationReport' | 'onlineRegistrationReport';

const NO_GRANTS: Record<Grant, 'Y' | 'N'> = {
  profile: 'N',
  customerProfile: 'N',
  transactionReport: 'N',
  registrationReport: 'N',
  onlineRegistrationReport: 'N',
};

/** A user made for one test. */
export interface CreatedUser {
  username: string;
  fullName: string;
  merchantId: string;
  /** Set when the temporary password was replaced by {@link createUser}'s `password`. */
  password?: string;
}

/**
 * Creates an active user of demo_full's merchant (1000000001) as the portal does, with the
 * merchant profile grant unless `grants` says otherwise; when `password` is given, completes the
 * forced change at first sign-in so the user signs in with it.
 */
export async function createUser(
  sandboxUrl: string,
  options: { prefix?: string; fullName?: string; email?: string; password?: string; grants?: Partial<Record<Grant, 'Y' | 'N'>> } = {},
): Promise<CreatedUser> {
  const grants = { ...NO_GRANTS, profile: 'Y' as const, ...options.grants };
  const admin = await signInCall(sandboxUrl, 'demo_full', DEMO_PASSWORD);
  if (admin.status !== 200) throw new Error(`demo_full sign-in answered ${admin.status}`);
  const username = uniqueUsername(options.prefix);
  const fullName = options.fullName ?? 'End To End';
  const created = await call(
    `${sandboxUrl}/api/lego-userhandler/ext/userhandler/`,
    'POST',
    {
      action: 'CREATE',
      userProfile: {
        merchantId: '1000000001',
        username,
        fullName,
        email: options.email ?? `${username}@example.com`,
        contactNumber: '',
        note: '',
        status: 'A',
        authorize: {
          account: { profile: grants.profile, user: 'N', customerProfile: grants.customerProfile },
          report: {
            transactionReport: grants.transactionReport,
            transactionRecurringReport: 'N',
            registrationReport: grants.registrationReport,
            onlineRegistrationReport: grants.onlineRegistrationReport,
            summaryPaymentTransactionByStatus: 'N',
          },
        },
      },
    },
    admin.body.idToken,
  );
  if (created.status !== 200) throw new Error(`creating ${username} answered ${created.status}: ${JSON.stringify(created.body)}`);
  if (options.password) {
    const temporary = await temporaryPasswordOf(sandboxUrl, username);
    const changed = await signInCall(sandboxUrl, username, temporary, options.password);
    if (changed.status !== 200) throw new Error(`the first sign-in of ${username} answered ${changed.status}`);
  }
  return { username, fullName, merchantId: '1000000001', password: options.password };
}

/** Path of the merchant profile's update, activate and inactivate call (PUT). */
export const MERCHANT_PROFILE_UPDATE_PATH = '/api/lego-merchantprofile/ext/merchantprofile/';

/**
 * Sends a merchant profile update as `username` would (e.g. one the portal sent, with some values
 * put back): how a test that saved a change restores the shared demo merchant, even after a failure.
 */
export async function putMerchantProfile(sandboxUrl: string, body: unknown, username = 'demo_full'): Promise<void> {
  const session = await signInCall(sandboxUrl, username, DEMO_PASSWORD);
  if (session.status !== 200) throw new Error(`${username} sign-in answered ${session.status}`);
  const answer = await call(`${sandboxUrl}${MERCHANT_PROFILE_UPDATE_PATH}`, 'PUT', body, session.body.idToken);
  if (answer.status !== 200) throw new Error(`the merchant profile update answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}
