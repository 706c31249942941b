/**
 * The demo route that ages a pending customer change (POST /api/dev/pending-aged, issue 32's
 * expiry end-to-end): its request time moves back whole days, so the change is expired past the
 * configured 30 days (the pending call says so, Approve is refused 409, Reject goes through) and
 * not before; it answers only in demo mode and only to this machine. ops_maker1 proposes,
 * demo_full decides.
 */
import { timestampToDate } from '@lego-portal/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from './support/api-paths';
import type { Tokens } from './support/test-sandbox';
import { TestSandbox } from './support/test-sandbox';
import { customerWithPendingUpdate as pendingUpdate } from './support/pending-change';

const ROUTE = '/api/dev/pending-aged';
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

/** An active customer of merchant 1 with an UPDATE pending from ops_maker1; its id. */
const customerWithPendingUpdate = async () => (await pendingUpdate(t, { maker, checker }, { prefix: '94', name: 'Aged Change' })).id;

const pending = async (id: string) => (await t.post(API.customerPending, { custProfileId: id }, checker.idToken)).body;

describe('ageing a pending change', () => {
  it('moves its request time back whole days: expired past 30 days, Approve refused (409), Reject goes through', async () => {
    const id = await customerWithPendingUpdate();
    const fresh = await pending(id);
    expect(fresh.expired).toBe(false);

    const aged = await t.post(ROUTE, { custProfileId: id, days: 31 });
    expect(aged.status).toBe(200);
    expect(timestampToDate(fresh.createdDatetime)!.getTime() - timestampToDate(aged.body.createdDatetime)!.getTime()).toBe(31 * DAY_MS);
    const stale = await pending(id);
    expect(stale).toMatchObject({ expired: true, createdDatetime: aged.body.createdDatetime });
    expect((await t.post(API.customerDetails, { custProfileId: id }, checker.idToken)).body.pendingExpired).toBe(true);

    const approve = await t.post(API.customerApproval, { custProfileId: id, decision: 'APPROVE' }, checker.idToken);
    expect(approve.status).toBe(409);
    expect(approve.body.validationMessages?.[0]).toMatchObject({ code: 'decision.expired', message: 'This request expired. Reject it and make the change again.' });
    expect((await t.post(API.customerApproval, { custProfileId: id, decision: 'REJECT', reason: 'Expired' }, checker.idToken)).status).toBe(200);
  });

  it('leaves a change younger than the expiry pending as it was', async () => {
    const id = await customerWithPendingUpdate();
    expect((await t.post(ROUTE, { custProfileId: id, days: 29 })).status).toBe(200);
    expect((await pending(id)).expired).toBe(false);
  });

  it('refuses what it cannot age: a bad number of days (400), a customer without a pending change (404)', async () => {
    const id = await customerWithPendingUpdate();
    for (const days of [undefined, 0, -3, 1.5, '31', 3651]) {
      expect((await t.post(ROUTE, { custProfileId: id, days })).status, String(days)).toBe(400);
    }
    expect((await t.post(ROUTE, { days: 31 })).status).toBe(400);
    expect((await t.post(ROUTE, { custProfileId: 'NOSUCH', days: 31 })).status).toBe(404);
    expect((await pending(id)).expired).toBe(false);
  });
});

describe('who the route answers', () => {
  it('answers only to this machine', async () => {
    const id = await customerWithPendingUpdate();
    const reply = await t.sandbox.app.inject({
      method: 'POST',
      url: ROUTE,
      remoteAddress: '203.0.113.9',
      headers: { host: 'localhost:8787', 'content-type': 'application/json' },
      payload: JSON.stringify({ custProfileId: id, days: 31 }),
    });
    expect(reply.statusCode).toBe(403);
    expect((await pending(id)).expired).toBe(false);
  });

  it('exists only in demo mode', async () => {
    const plain = await TestSandbox.start({ demo: false });
    try {
      expect((await plain.post(ROUTE, { custProfileId: '100001', days: 31 })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
