/**
 * The typed client every helper of the kit sends through: createLegoClient from
 * @lego-portal/api-client over the contract's paths, so a request the contract does not know (a
 * wrong path, a misspelt body field) fails the typecheck instead of a test run.
 */
import type { LegoClient, TokenSet } from '@lego-portal/api-client';
import { createLegoClient } from '@lego-portal/api-client';

/** Password of the demo accounts (apps/sandbox/demo-accounts.json). */
export const DEMO_PASSWORD = 'Sandbox@2024';

/** The demo merchant whose admin is demo_full: where the kit creates users and customers. */
export const DEMO_MERCHANT_ID = '1000000001';

/** The second demo merchant (demo_m2full, demo_reports, ...), for tests across two merchants. */
export const SECOND_MERCHANT_ID = '1000000002';

/**
 * The sandbox's bank staff accounts (issue 29, apps/sandbox/demo-accounts.json): no merchant of
 * their own, the password {@link DEMO_PASSWORD}, and these staff roles.
 */
export const DEMO_STAFF = {
  /** BANK_MERCHANT_ADMIN, BANK_CUSTOMER_MAKER, BANK_REPORT: fees, activation, users, customer changes, reports. */
  maker: { username: 'staff_maker', roles: ['BANK_MERCHANT_ADMIN', 'BANK_CUSTOMER_MAKER', 'BANK_REPORT'] },
  /** BANK_CUSTOMER_CHECKER, BANK_REPORT: decides customer changes another user made, reports. */
  checker: { username: 'staff_checker', roles: ['BANK_CUSTOMER_CHECKER', 'BANK_REPORT'] },
  /** BANK_REPORT: every report across merchants, read-only. */
  reporter: { username: 'staff_reporter', roles: ['BANK_REPORT'] },
} as const;

/** An HTTP answer as a test reads it: status and parsed JSON body (the data or the error body). */
export interface Answer<T> {
  status: number;
  body: T;
}

/**
 * A client of the sandbox at `sandboxUrl` that sends `tokens` as they are (null: no bearer). It
 * never refreshes them: set-up data is sent with the tokens the test gave, as a second client of
 * the API would, and a test about refreshing does it itself.
 */
export function sandboxClient(sandboxUrl: string, tokens: TokenSet | null = null): LegoClient {
  let current = tokens;
  return createLegoClient({
    baseUrl: sandboxUrl,
    session: {
      getTokens: () => current,
      setTokens: (next) => {
        current = next;
      },
    },
    staleAfterMs: Number.POSITIVE_INFINITY,
  });
}

/** The body of an openapi-fetch result: its data on a 2xx, else its error body. */
type BodyOf<R> = R extends { data?: infer D; error?: infer E } ? NonNullable<D> | NonNullable<E> : never;

/** Awaits a call of {@link sandboxClient} and gives its status and body. */
export async function answerOf<R extends { response: Response; data?: unknown; error?: unknown }>(call: Promise<R>): Promise<Answer<BodyOf<R>>> {
  const { data, error, response } = await call;
  return { status: response.status, body: (data ?? error ?? {}) as BodyOf<R> };
}

/** The data of an openapi-fetch result. */
type DataOf<R> = R extends { data?: infer D } ? NonNullable<D> : never;

/**
 * Awaits a call of {@link sandboxClient} and gives its data, typed by the contract; throws with
 * the status and body unless it answered 200 (set-up or an oracle read that failed stops the test there).
 */
export async function dataOf<R extends { response: Response; data?: unknown; error?: unknown }>(call: Promise<R>, what: string): Promise<DataOf<R>> {
  const { data, error, response } = await call;
  if (response.status !== 200 || data === undefined) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(error ?? data)}`);
  return data as DataOf<R>;
}

/** Throws with the status and body unless `answer` is a 200: set-up that failed stops the test there. */
export function expectOk<T>(answer: Answer<T>, what: string): T {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * GET on a dev-only route of the sandbox (outside the contract, so the typed client has no path
 * for it): status and JSON body.
 */
export async function devGet<T>(sandboxUrl: string, path: string): Promise<Answer<T>> {
  const response = await fetch(`${sandboxUrl}${path}`);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/**
 * POST of a JSON body to a dev-only route of the sandbox (demo mode, this machine only; outside
 * the contract): status and JSON body.
 */
export async function devPost<T>(sandboxUrl: string, path: string, body: unknown): Promise<Answer<T>> {
  const response = await fetch(`${sandboxUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}
