/**
 * Component-test helpers of the customer screens: a second user of merchant 1000000001 to make
 * changes (the maker), and customers made for one test through the change handler, so no test
 * approves or rejects a seeded customer another test reads. Not part of the published package.
 */
import type { TokenSet } from '@lego-portal/api-client';
import { createTemporaryUser, signInTokens } from '../../../test-support/sandbox-accounts';

const MAKER_PASSWORD = 'Maker@2024x';

async function send<T>(url: string, method: string, body: unknown, tokens: TokenSet): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.idToken}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** A new user of merchant 1000000001 with Account > Customer, signed in: the maker of changes. */
export async function signedInMaker(url: string): Promise<{ username: string; tokens: TokenSet }> {
  const user = await createTemporaryUser(url, { customerProfile: 'Y' });
  const answer = await fetch(`${url}/api/lego-authorization/ext/cognito/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.temporaryPassword, newPassword: MAKER_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`the first sign-in of ${user.username} answered ${answer.status}`);
  return { username: user.username, tokens: await signInTokens(url, user.username, MAKER_PASSWORD) };
}

let serial = 0;

/** A valid individual customer profile as the change handler takes it, with a fresh account. */
export function individualProfile(fullName: string, email: string) {
  serial += 1;
  const accountNumber = `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial % 100).padStart(2, '0')}`;
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
    },
  };
}

/** Sends a change to the change handler as `tokens`' user. */
export async function submitChange(url: string, tokens: TokenSet, change: Record<string, unknown>): Promise<{ custProfileId: string }> {
  const answer = await send<{ custProfileId?: string }>(`${url}/api/lego-changehandler/ext/changehandler/`, 'PUT', change, tokens);
  if (answer.status !== 200) throw new Error(`the change handler answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { custProfileId: answer.body.custProfileId ?? String(change.custProfileId) };
}

/** Approves or rejects a customer's pending change as `tokens`' user (a checker other than its maker). */
export async function decideAs(url: string, tokens: TokenSet, custProfileId: string, decision: 'APPROVE' | 'REJECT'): Promise<void> {
  const decided = await send(`${url}/api/lego-customerprofile/ext/customerprofile/approval`, 'POST', { custProfileId, decision }, tokens);
  if (decided.status !== 200) throw new Error(`deciding ${custProfileId} answered ${decided.status}: ${JSON.stringify(decided.body)}`);
}

/** A customer created by `maker` and approved by demo_full: active, nothing pending. */
export async function approvedCustomer(url: string, maker: TokenSet, fullName: string, email: string) {
  const { accountNumber, profile } = individualProfile(fullName, email);
  const { custProfileId } = await submitChange(url, maker, { action: 'CREATE', customerProfile: profile });
  await decideAs(url, await signInTokens(url, 'demo_full'), custProfileId, 'APPROVE');
  return { custProfileId, accountNumber, profile };
}
