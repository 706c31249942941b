/**
 * Customers through the change handler, for the maker-checker tests: a maker's change goes to the
 * change handler as the bank's staff portal would send it, and another user decides it. Each test
 * makes its own customer, so no test approves or rejects one another test reads.
 */
import type { Schemas, TokenSet } from '@lego-portal/api-client';
import { signInTokens } from './accounts';
import type { Answer } from './client';
import { answerOf, DEMO_MERCHANT_ID, devPost, expectOk, sandboxClient } from './client';

let serial = 0;

/**
 * Ten digits no seeded account has (seeded ones are random; these start with 9, then the worker,
 * the time and a count), so parallel workers never make the same account.
 */
function freshAccount(): string {
  serial += 1;
  const env = globalThis.process?.env ?? {};
  const worker = Number(env.TEST_PARALLEL_INDEX ?? env.VITEST_POOL_ID ?? 0) % 10;
  return `9${worker}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial % 100).padStart(2, '0')}`;
}

/** A valid new individual customer, as the staff portal's form sends it, with a fresh account. */
export function individualProfile(fullName: string, email: string) {
  const accountNumber = freshAccount();
  return {
    accountNumber,
    profile: {
      customerType: 'I',
      idType: 'P1',
      customerId: `1${accountNumber}12`,
      fullName,
      customerInfo: { fullName, email, phoneNumber: '0812345678' },
      customerPaymentInfo: { prefix: 'RD', userId: `RD${accountNumber}`, customerId: `T${accountNumber}`, channels: ['PGW'], bankAccts: [{ accountNumber, currencyName: 'THB' }] },
      waiveInfo: { waiveFlag: 'N' },
    } satisfies Schemas['CustomerProfileInput'],
  };
}

/** The change handler's answer; the sandbox also names the customer a CREATE made. */
export type ChangeAnswer = Answer<Schemas['AckResponse'] & { custProfileId?: string }>;

/** Sends a change to the change handler as `tokens`' user (the maker); answers as the server does. */
export async function submitChange(sandboxUrl: string, tokens: TokenSet, change: Schemas['CustomerChangeRequest']): Promise<ChangeAnswer> {
  return (await answerOf(sandboxClient(sandboxUrl, tokens).PUT('/api/lego-changehandler/ext/changehandler/', { body: change }))) as ChangeAnswer;
}

/**
 * Approves or rejects a customer's pending change as `tokens`' user, with `words` (issue 32: a
 * rejection needs a `reason`, an approval may carry a `note`); answers as the server does.
 */
export function decide(sandboxUrl: string, tokens: TokenSet, custProfileId: string, decision: 'APPROVE' | 'REJECT', words: { reason?: string; note?: string; merchantId?: string } = {}) {
  return answerOf(sandboxClient(sandboxUrl, tokens).POST('/api/lego-customerprofile/ext/customerprofile/approval', { body: { custProfileId, decision, ...words } }));
}

/**
 * Makes the customer's pending change as if its maker had requested it `days` whole days ago
 * (the sandbox's demo-only POST /api/dev/pending-aged, this machine only), e.g. past the expiry
 * (sandbox default 30 days) to show it expired. Resolves with its new request time; throws when
 * the sandbox refuses.
 */
export async function agePendingChange(sandboxUrl: string, custProfileId: string, days: number): Promise<string> {
  const answer = await devPost<{ createdDatetime?: string }>(sandboxUrl, '/api/dev/pending-aged', { custProfileId, days });
  if (answer.status !== 200 || !answer.body.createdDatetime) throw new Error(`ageing the pending change of ${custProfileId} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.createdDatetime;
}

/** A customer of merchant 1000000001 created by `maker` and approved by demo_full: active, nothing pending. */
export async function approvedCustomer(sandboxUrl: string, maker: TokenSet, fullName: string, email: string) {
  const { accountNumber, profile } = individualProfile(fullName, email);
  const created = expectOk(await submitChange(sandboxUrl, maker, { action: 'CREATE', customerProfile: profile }), 'the CREATE');
  if (!created.custProfileId) throw new Error(`the CREATE answered no custProfileId: ${JSON.stringify(created)}`);
  expectOk(await decide(sandboxUrl, await signInTokens(sandboxUrl, 'demo_full'), created.custProfileId, 'APPROVE'), 'approving the CREATE');
  return { custProfileId: created.custProfileId, accountNumber, profile };
}

/**
 * One page of the customers matching `criteria` (of merchant 1000000001 unless it names another;
 * 100, newest first, by default), as the server lists them to `tokens`' user.
 */
export async function listCustomers(
  sandboxUrl: string,
  tokens: TokenSet,
  criteria: Partial<Schemas['CustomerListRequest']['criteria']> = {},
  { page = 1, size = 100, sort = 'updateDatetime,desc' }: { page?: number; size?: number; sort?: string } = {},
): Promise<{ rows: Schemas['CustomerProfileListItem'][]; total: number }> {
  const body = { criteria: { merchantId: DEMO_MERCHANT_ID, ...criteria }, page, size, sort };
  const answer = expectOk(await answerOf(sandboxClient(sandboxUrl, tokens).POST('/api/lego-customerprofile/ext/customerprofile/list', { body })), 'the customer list');
  if (!('customerProfilePaging' in answer)) throw new Error('the customer list answered no page');
  return { rows: answer.customerProfilePaging.customerProfileWebViewList, total: answer.customerProfilePaging.totalSize };
}
