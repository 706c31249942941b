/**
 * Decisions with reasons (issue 32), over the sandbox's HTTP routes: Reject needs a reason and
 * Approve takes a note; the detail answers the last decision to maker and checker; a change whose
 * customer changed since it was requested, or that expired, cannot be approved (409) but can be
 * rejected; role and four-eyes refusals (403) come before any of it. Each test makes its own
 * customer through the change handler (ops_maker1 proposes, demo_full decides).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from './support/api-paths';
import type { Tokens } from './support/test-sandbox';
import { TestSandbox } from './support/test-sandbox';
import { customerWithPendingUpdate as pendingUpdate } from './support/pending-change';

const RECORD_CHANGED = 'This customer changed after the request was made. Reject it and make the change again.';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestSandbox;
let checker: Tokens;
let maker: Tokens;
beforeAll(async () => {
  t = await TestSandbox.start();
  checker = await t.signIn('demo_full');
  maker = await t.signIn('ops_maker1');
});
afterAll(async () => {
  await t?.close();
});

/** An active customer of merchant 1 with an UPDATE (a new email) pending from ops_maker1. */
const customerWithPendingUpdate = () => pendingUpdate(t, { maker, checker }, { prefix: '93', name: 'Decision Tester' });

const detail = async (id: string, token = checker.idToken) => (await t.post(API.customerDetails, { custProfileId: id }, token)).body;
const decide = (id: string, decision: 'APPROVE' | 'REJECT', words: { reason?: unknown; note?: unknown } = {}, token = checker.idToken) =>
  t.post(API.customerApproval, { custProfileId: id, decision, ...words }, token);
const firstMessage = (reply: { body: { validationMessages?: { code: string; message: string }[] } }) => reply.body.validationMessages?.[0];

/** The change is still pending as it was, with no decision recorded. */
async function expectUndecided(id: string, email: string) {
  const after = await detail(id);
  expect(after.isPendingApproval).toBe('Y');
  expect(after.customerProfileResponse.customerInfo.email).not.toBe(email);
  expect((await t.post(API.customerPending, { custProfileId: id }, checker.idToken)).status).toBe(200);
  return after;
}

describe('reject needs a reason, approve takes a note', () => {
  it('refuses a rejection without a reason (400, the rules text), and changes nothing', async () => {
    const { id, email } = await customerWithPendingUpdate();
    for (const words of [{}, { reason: '' }, { reason: '   \n ' }]) {
      const reply = await decide(id, 'REJECT', words);
      expect(reply.status, JSON.stringify(words)).toBe(400);
      expect(firstMessage(reply)).toMatchObject({ code: 'decision.reasonRequired', message: 'Please enter the reason for rejecting this change.' });
    }
    // Over 500 characters: the contract's limit (the portal trims before it sends).
    expect((await decide(id, 'REJECT', { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await decide(id, 'APPROVE', { note: 'n'.repeat(501) })).status).toBe(400);
    await expectUndecided(id, email);
    // 500 characters (Thai ones count one each) is a reason.
    expect((await decide(id, 'REJECT', { reason: 'ก'.repeat(500) })).status).toBe(200);
  });

  it("answers the last decision in the detail, to the maker and the checker: who, when, outcome and the trimmed reason", async () => {
    const { id, email } = await customerWithPendingUpdate();
    const before = await expectUndecided(id, email);
    expect(before.lastDecision).toMatchObject({ decision: 'APPROVED', action: 'CREATE', username: 'demo_full' });
    expect(before.lastDecision.note).toBeUndefined();
    const reply = await decide(id, 'REJECT', { reason: '  The email belongs to another customer.  ' });
    expect(reply.status).toBe(200);
    for (const token of [checker.idToken, maker.idToken]) {
      const seen = await detail(id, token);
      expect(seen.isPendingApproval).toBe('N');
      expect(seen.customerProfileResponse.customerInfo.email).not.toBe(email);
      expect(seen.lastDecision).toEqual({
        decision: 'REJECTED',
        action: 'UPDATE',
        username: 'demo_full',
        makerUsername: 'ops_maker1',
        decidedDatetime: expect.stringMatching(/^\d{14}$/),
        reason: 'The email belongs to another customer.',
      });
    }
  });

  it('keeps an approval note, and none when none was written', async () => {
    const { id, email } = await customerWithPendingUpdate();
    expect((await decide(id, 'APPROVE', { note: ' Checked with the branch. ' })).status).toBe(200);
    const seen = await detail(id, maker.idToken);
    expect(seen.customerProfileResponse.customerInfo.email).toBe(email);
    expect(seen.lastDecision).toMatchObject({ decision: 'APPROVED', action: 'UPDATE', username: 'demo_full', note: 'Checked with the branch.' });
    expect(seen.lastDecision.reason).toBeUndefined();
  });
});

describe('a change cannot be approved once the customer changed since the request', () => {
  it('answers 409 with the message (its catalogue key as the code), changes nothing, and can still be rejected', async () => {
    const { id, email } = await customerWithPendingUpdate();
    const touched = await t.post('/api/dev/customer-changed', { custProfileId: id, phoneNumber: '0891112222' });
    expect(touched.status).toBe(200);
    const reply = await decide(id, 'APPROVE', { note: 'Looks right' });
    expect(reply.status).toBe(409);
    expect(firstMessage(reply)).toMatchObject({ code: 'decision.recordChanged', message: RECORD_CHANGED });
    const after = await expectUndecided(id, email);
    // What the other system wrote stays; the refused approval wrote nothing and recorded nothing.
    expect(after.customerProfileResponse.customerInfo.phoneNumber).toBe('0891112222');
    expect(after.lastDecision).toMatchObject({ decision: 'APPROVED', action: 'CREATE' });
    expect((await decide(id, 'REJECT', { reason: 'Customer changed meanwhile' })).status).toBe(200);
    expect((await detail(id)).lastDecision).toMatchObject({ decision: 'REJECTED', reason: 'Customer changed meanwhile' });
  });

  it('approves a change whose customer did not change (the approval of its creation does not count)', async () => {
    const { id, email } = await customerWithPendingUpdate();
    expect((await decide(id, 'APPROVE')).status).toBe(200);
    expect((await detail(id)).customerProfileResponse.customerInfo.email).toBe(email);
  });
});

describe('a change pending longer than the expiry (30 days) shows as expired and can only be rejected', () => {
  it('says when it expires; past it, approve is 409 and reject goes through', async () => {
    const { id, email } = await customerWithPendingUpdate();
    const fresh = (await t.post(API.customerPending, { custProfileId: id }, checker.idToken)).body;
    expect(fresh).toMatchObject({ expired: false, expiresDatetime: expect.stringMatching(/^\d{14}$/) });
    expect((await detail(id)).pendingExpired).toBe(false);
    try {
      t.clock.offsetMs = 30 * DAY_MS + 60_000;
      // A month later, everybody signs in again.
      const later = await t.signIn('demo_full');
      const laterMaker = await t.signIn('ops_maker1');
      const stale = (await t.post(API.customerPending, { custProfileId: id }, later.idToken)).body;
      expect(stale).toMatchObject({ expired: true, expiresDatetime: fresh.expiresDatetime, createdDatetime: fresh.createdDatetime });
      expect((await detail(id, laterMaker.idToken)).pendingExpired).toBe(true);
      const reply = await decide(id, 'APPROVE', {}, later.idToken);
      expect(reply.status).toBe(409);
      expect(firstMessage(reply)).toMatchObject({ code: 'decision.expired', message: 'This request expired. Reject it and make the change again.' });
      const after = (await t.post(API.customerDetails, { custProfileId: id }, later.idToken)).body;
      expect(after).toMatchObject({ isPendingApproval: 'Y', lastDecision: { action: 'CREATE' } });
      expect(after.customerProfileResponse.customerInfo.email).not.toBe(email);
      expect((await decide(id, 'REJECT', { reason: 'Expired' }, later.idToken)).status).toBe(200);
      expect((await detail(id, later.idToken)).lastDecision).toMatchObject({ decision: 'REJECTED', reason: 'Expired' });
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('follows the configured expiry (pendingExpiryDays)', async () => {
    const short = await TestSandbox.start({ pendingExpiryDays: 2 });
    try {
      const full = await short.signIn('demo_full');
      const [row] = await short.sandbox.db.query<{ cust_profile_id: string }>(
        "select p.cust_profile_id from customer_pending_change p join customer_profile c using (cust_profile_id) where c.merchant_id = '1000000001' and p.maker_username = 'ops_maker1' limit 1",
      );
      const pending = async () => (await short.post(API.customerPending, { custProfileId: row!.cust_profile_id }, full.idToken)).body;
      // Seeded changes were requested up to 20 days ago: most are past two days.
      await short.sandbox.db.query("update customer_pending_change set created_datetime = to_char(now() at time zone 'Asia/Bangkok', 'YYYYMMDDHH24MISS') where cust_profile_id = $1", [row!.cust_profile_id]);
      expect((await pending()).expired).toBe(false);
      short.clock.offsetMs = 2 * DAY_MS + 60_000;
      const later = await short.signIn('demo_full');
      expect((await short.post(API.customerPending, { custProfileId: row!.cust_profile_id }, later.idToken)).body.expired).toBe(true);
    } finally {
      await short.close();
    }
  });
});

describe('who may decide', () => {
  it('refuses callers without the checker role and the maker (403) before looking at the reason', async () => {
    const { id, email } = await customerWithPendingUpdate();
    const sso = await t.signIn('demo_sso');
    const staffMaker = await t.signIn('staff_maker');
    for (const [who, token] of [
      ['no customer role', sso.idToken],
      ['a bank maker', staffMaker.idToken],
    ] as const) {
      expect((await t.post(API.customerApproval, { custProfileId: id, merchantId: '1000000001', decision: 'REJECT' }, token)).status, who).toBe(403);
    }
    const own = await decide(id, 'REJECT', {}, maker.idToken);
    expect(own.status).toBe(403);
    expect(firstMessage(own)?.code).toBe('FOUR_EYES');
    await expectUndecided(id, email);
  });
});

describe('the dev route that changes a customer outside the portal', () => {
  it('exists only in demo mode', async () => {
    const plain = await TestSandbox.start({ demo: false });
    try {
      expect((await plain.post('/api/dev/customer-changed', { custProfileId: '100001' })).status).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await t.post('/api/dev/customer-changed', { custProfileId: 'NOSUCH' })).status).toBe(404);
  });
});
