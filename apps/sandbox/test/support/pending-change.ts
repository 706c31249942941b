/**
 * A customer with a pending change, made over the sandbox's HTTP routes for a test of decisions:
 * the maker proposes a new customer of merchant 1, the checker approves it, then the maker
 * proposes an UPDATE (a new email), left pending.
 */
import { expect } from 'vitest';
import { API } from './api-paths';
import type { TestSandbox, Tokens } from './test-sandbox';

let serial = 0;

/**
 * An active customer of merchant 1 with an UPDATE (a new email) pending from `maker`.
 * `prefix` (two digits) keeps each test file's account numbers apart; `name` starts the customer's name and email.
 */
export async function customerWithPendingUpdate(
  t: TestSandbox,
  { maker, checker }: { maker: Tokens; checker: Tokens },
  { prefix, name }: { prefix: string; name: string },
): Promise<{ id: string; email: string }> {
  serial += 1;
  const account = `${prefix}${String(Date.now() % 1e6).padStart(6, '0')}${String(serial).padStart(2, '0')}`;
  const mailbox = name.toLowerCase().split(' ')[0];
  const profile = {
    customerType: 'I',
    fullName: `${name} ${serial}`,
    idType: 'P1',
    customerId: `1${account}12`,
    customerInfo: { email: `${mailbox}.${serial}@mail.example`, phoneNumber: '0812345678' },
    customerPaymentInfo: { bankAccts: [{ accountNumber: account, currencyName: 'THB' }], prefix: 'RD', userId: `RD${account}` },
  };
  const created = await t.put(API.changeHandler, { action: 'CREATE', customerProfile: profile }, maker.idToken);
  expect(created.status).toBe(200);
  const id = created.body.custProfileId as string;
  expect((await t.post(API.customerApproval, { custProfileId: id, decision: 'APPROVE' }, checker.idToken)).status).toBe(200);
  const email = `${mailbox}.${serial}.new@mail.example`;
  const update = { ...profile, customerInfo: { ...profile.customerInfo, email } };
  expect((await t.put(API.changeHandler, { action: 'UPDATE', custProfileId: id, customerProfile: update }, maker.idToken)).status).toBe(200);
  return { id, email };
}
