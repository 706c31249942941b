/**
 * Cross-merchant sweep: a full-access user of merchant 1000000002 tries to read and change every
 * record of merchant 1000000001. No answer may carry that merchant's data, and nothing of it may
 * change; records answer 404 (revealing nothing), lists 403 or empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, M1, M2 } from './support/api-paths';
import { range } from './support/dates';
import type { Reply, Tokens } from './support/test-sandbox';
import { TestSandbox } from './support/test-sandbox';

let t: TestSandbox;
let intruder: Tokens;
beforeAll(async () => {
  t = await TestSandbox.start();
  intruder = await t.signIn('demo_m2full');
});
afterAll(async () => {
  await t?.close();
});

/** A digest of everything merchant 1 owns, to prove nothing changed. */
async function merchantOneDigest(): Promise<string> {
  const parts = await Promise.all([
    t.sandbox.db.query(`select md5(string_agg(m::text, '|' order by merchant_id)) as d from merchant m where merchant_id = $1`, [M1]),
    t.sandbox.db.query(`select md5(string_agg(u::text, '|' order by user_id)) as d from app_user u where merchant_id = $1`, [M1]),
    t.sandbox.db.query(`select md5(string_agg(c::text, '|' order by cust_profile_id)) as d from customer_profile c where merchant_id = $1`, [M1]),
    t.sandbox.db.query(
      `select md5(string_agg(p::text, '|' order by p.cust_profile_id)) as d from customer_pending_change p join customer_profile c using (cust_profile_id) where c.merchant_id = $1`,
      [M1],
    ),
    t.sandbox.db.query(`select md5(string_agg(k::text, '|')) as d from merchant_key_pair k where merchant_id = $1`, [M1]),
  ]);
  return parts.map((rows) => String(rows[0]?.d)).join(':');
}

describe('cross-merchant sweep', () => {
  it('never returns or changes a record of another merchant', async () => {
    const db = t.sandbox.db;
    const users = await db.query<{ user_id: string; username: string }>('select user_id, username from app_user where merchant_id = $1', [M1]);
    const customers = await db.query<{ cust_profile_id: string }>('select cust_profile_id from customer_profile where merchant_id = $1', [M1]);
    const transactions = await db.query<{ txn_number: string }>('select txn_number from payment_transaction where merchant_id = $1 limit 40', [M1]);
    const before = await merchantOneDigest();
    const replies: [string, Reply][] = [];
    const record = async (label: string, reply: Promise<Reply>) => replies.push([label, await reply]);
    const token = intruder.idToken;

    for (const u of users) {
      const profile = {
        userId: u.user_id, merchantId: M1, username: u.username, fullName: 'Taken Over', email: 'x@evil.example', status: 'L',
        authorize: { account: { profile: 'Y', user: 'Y', customerProfile: 'Y' }, report: { transactionReport: 'Y', transactionRecurringReport: 'Y', registrationReport: 'Y', onlineRegistrationReport: 'Y', summaryPaymentTransactionByStatus: 'Y' } },
      };
      await record(`user ${u.username} by id`, t.post(API.userDetails, { merchantId: M1, userId: u.user_id }, token));
      await record(`user ${u.username} by id, own merchant id`, t.post(API.userDetails, { merchantId: M2, userId: u.user_id }, token));
      await record(`user ${u.username} by name`, t.post(API.userDetails, { username: u.username }, token));
      await record(`update ${u.username}`, t.put(API.userHandler, { action: 'UPDATE', userProfile: profile }, token));
      await record(`update ${u.username} as own`, t.put(API.userHandler, { action: 'UPDATE', userProfile: { ...profile, merchantId: M2 } }, token));
      await record(`delete ${u.username}`, t.put(API.userHandler, { action: 'DELETE', userProfile: { ...profile, merchantId: M2 } }, token));
      await record(`merchant by ${u.username}`, t.post(API.merchantDetails, { username: u.username }, token));
    }
    for (const c of customers) {
      const id = c.cust_profile_id;
      await record(`customer ${id}`, t.post(API.customerDetails, { custProfileId: id }, token));
      await record(`pending ${id}`, t.post(API.customerPending, { custProfileId: id }, token));
      await record(`approve ${id}`, t.post(API.customerApproval, { custProfileId: id, decision: 'APPROVE' }, token));
      await record(`reject ${id}`, t.post(API.customerApproval, { custProfileId: id, decision: 'REJECT' }, token));
      await record(`handler ${id}`, t.call('GET', API.customerHandler(id), undefined, token));
      await record(`change delete ${id}`, t.put(API.changeHandler, { action: 'DELETE', custProfileId: id }, token));
    }
    // The customer form's lookups: merchant 1's customers are not found through merchant 2.
    const known = await db.query<{ customer_type: 'I' | 'C'; id_type: string | null; customer_id: string | null; corp_id: string | null }>(
      `select customer_type, id_type, customer_id, customer_info->>'corpId' as corp_id from customer_profile where merchant_id = $1`,
      [M1],
    );
    for (const [i, k] of known.entries()) {
      const who = k.customer_type === 'I' ? { customerType: 'I', idType: k.id_type, customerId: k.customer_id } : { customerType: 'C', corpId: k.corp_id };
      await record(`customer lookup ${i} as own`, t.post(API.bankCustomerLookup, { merchantId: M2, ...who }, token));
      await record(`lookup ${i}`, t.post(API.bankCustomerLookup, { merchantId: M1, ...who }, token));
    }
    await record('lookup merchant', t.post(API.customerMerchantLookup, { merchantId: M1 }, token));
    for (const x of transactions) {
      await record(`txn ${x.txn_number}`, t.post(API.transaction, { merchantId: M1, txnNumber: x.txn_number }, token));
      await record(`txn ${x.txn_number} as own`, t.post(API.transaction, { merchantId: M2, txnNumber: x.txn_number }, token));
      await record(`txn list ${x.txn_number}`, t.post(API.transactionList, { mode: 'online', ...range(359), txnNumber: x.txn_number }, token));
    }
    await record('merchant', t.post(API.merchantDetails, { merchantId: M1 }, token));
    await record('merchant inactivate', t.put(API.merchantProfile, { isAction: 'INACTIVATE', merchantId: M1 }, token));
    await record('key pair generate', t.post(API.keyPairs, { merchantId: M1 }, token));
    await record('key pair download', t.call('GET', `${API.keyPairs}?merchantId=${M1}`, undefined, token));
    await record('list users', t.post(API.users, { merchantId: M1, page: 1, sizePerPage: 100 }, token));
    await record('list customers', t.post(API.customerList, { criteria: { merchantId: M1 }, page: 1, size: 100 }, token));
    await record('txn list by merchant', t.post(API.transactionList, { mode: 'online', ...range(359), merchantId: M1, pageSize: 100 }, token));
    await record('txn download by merchant', t.post(API.transactionDownload, { reportType: 'csv', transactionCriteria: { mode: 'online', ...range(29), merchantId: M1 } }, token));
    await record('registration list by merchant', t.post(API.registrationList, { customerRegFlag: 'ALL', ...range(359), merchantId: M1, pageSize: 100 }, token));
    await record('registrations by name', t.post(API.registrationList, { customerRegFlag: 'ALL', ...range(359), merchantName: 'Phraya' }, token));

    expect(replies.length).toBeGreaterThan(300);
    for (const [label, reply] of replies) {
      expect(reply.status, label).toBeLessThan(500);
      expect(reply.text.includes(M1), `${label} leaked merchant 1: ${reply.text.slice(0, 200)}`).toBe(false);
      if (reply.status >= 200 && reply.status < 300) {
        // The only successes allowed are lists and downloads that came back empty.
        expect(/^(txn list|txn download|registration|registrations)/.test(label), `${label} succeeded: ${reply.text.slice(0, 200)}`).toBe(true);
      }
      if (/^(user|customer|pending|approve|reject|handler|txn TX|merchant by|merchant$|update|delete)/.test(label)) {
        expect(reply.status, label).toBe(404);
      }
      if (label.startsWith('lookup')) expect(reply.status, label).toBe(403);
      // The contract gives the change handler no 404: the same refusal comes as 400.
      if (label.startsWith('change')) expect(reply.status, label).toBe(400);
    }
    expect(await merchantOneDigest()).toBe(before);
  });
});
