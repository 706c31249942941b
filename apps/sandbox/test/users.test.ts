/** User list, details and the user handler (create, update, lock, unlock, delete). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, M1, M2 } from './support/api-paths';
import type { Tokens } from './support/test-sandbox';
import { TestSandbox } from './support/test-sandbox';

let t: TestSandbox;
let admin: Tokens;
beforeAll(async () => {
  t = await TestSandbox.start();
  admin = await t.signIn('demo_m2full');
});
afterAll(async () => {
  await t?.close();
});

const list = (body: Record<string, unknown>, token = admin.idToken) => t.post(API.users, { merchantId: M2, page: 1, sizePerPage: 25, ...body }, token);

const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
  merchantId: M2,
  username,
  fullName: 'New Person',
  email: `${username}@mail.example`,
  contactNumber: '',
  note: '',
  status: 'A',
  authorize: {
    account: { profile: 'Y', user: 'Y', customerProfile: 'N' },
    report: { transactionReport: 'Y', transactionRecurringReport: 'Y', registrationReport: 'N', onlineRegistrationReport: 'N', summaryPaymentTransactionByStatus: 'Y' },
  },
  ...extra,
});

describe('user list', () => {
  it('pages the users of the own merchant, newest first by default, with the total', async () => {
    const first = await list({ sizePerPage: 5 });
    expect(first.status).toBe(200);
    const { userProfileList, totalSize } = first.body.getAllResponse;
    expect(userProfileList).toHaveLength(5);
    expect(totalSize).toBeGreaterThan(20);
    expect(userProfileList.every((u: { merchantId: string }) => u.merchantId === M2)).toBe(true);
    const created = userProfileList.map((u: { createdDatetime: string }) => u.createdDatetime);
    expect([...created].sort().reverse()).toEqual(created);
    const second = await list({ sizePerPage: 5, page: 2 });
    expect(second.body.getAllResponse.userProfileList[0].userId).not.toBe(userProfileList[0].userId);
    expect(second.body.getAllResponse.totalSize).toBe(totalSize);
  });

  it('filters by status and by part of the username, and sorts by a chosen column', async () => {
    for (const status of ['A', 'I', 'L']) {
      const reply = await list({ status, sizePerPage: 100 });
      expect(reply.body.getAllResponse.totalSize).toBeGreaterThan(0);
      expect(reply.body.getAllResponse.userProfileList.every((u: { status: string }) => u.status === status)).toBe(true);
    }
    const demo = await list({ username: 'DEMO_', sizePerPage: 100 });
    const names = demo.body.getAllResponse.userProfileList.map((u: { username: string }) => u.username);
    expect(names).toContain('demo_m2full');
    expect(names.every((n: string) => n.includes('demo_'))).toBe(true);
    const byName = await list({ sortingColumn: 'username', sortingType: 'asc', sizePerPage: 100 });
    const sorted = byName.body.getAllResponse.userProfileList.map((u: { username: string }) => u.username.toLowerCase());
    expect(sorted).toEqual([...sorted].sort());
  });

  it('refuses another merchant (403), a page size over 100 (400) and callers without the user role (403)', async () => {
    expect((await list({ merchantId: M1 })).status).toBe(403);
    expect((await list({ sizePerPage: 101 })).status).toBe(400);
    const reports = await t.signIn('demo_reports');
    expect((await list({}, reports.idToken)).status).toBe(403);
  });
});

describe('user details', () => {
  it('reads a user with grants by merchant and id, and oneself by username without the user role', async () => {
    const someone = (await list({ sizePerPage: 1 })).body.getAllResponse.userProfileList[0];
    const reply = await t.post(API.userDetails, { merchantId: M2, userId: someone.userId }, admin.idToken);
    expect(reply.status).toBe(200);
    expect(reply.body.getResponse).toMatchObject({ userId: someone.userId, merchantId: M2, authorize: { account: expect.any(Object), report: expect.any(Object) } });
    const reports = await t.signIn('demo_reports');
    const own = await t.post(API.userDetails, { username: 'demo_reports' }, reports.idToken);
    expect(own.status).toBe(200);
    expect(own.body.getResponse.authorize.report.transactionReport).toBe('Y');
    expect((await t.post(API.userDetails, { username: 'demo_m2full' }, reports.idToken)).status).toBe(403);
  });

  it('answers 404 for an unknown user and for a user of another merchant', async () => {
    expect((await t.post(API.userDetails, { merchantId: M2, userId: 'U999999' }, admin.idToken)).status).toBe(404);
    expect((await t.post(API.userDetails, { merchantId: M1, userId: 'U000001' }, admin.idToken)).status).toBe(404);
    expect((await t.post(API.userDetails, { username: 'demo_full' }, admin.idToken)).status).toBe(404);
  });
});

describe('user handler', () => {
  it('creates a user with status A, grants only from the ticked boxes (the summary by status is one), and a temporary password in the outbox', async () => {
    const reply = await t.post(API.userHandler, { action: 'CREATE', userProfile: newUser('new_user01', { status: 'L' }) }, admin.idToken);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Create user successful');
    const created = await t.post(API.userDetails, { merchantId: M2, userId: reply.body.userId }, admin.idToken);
    expect(created.body.getResponse.status).toBe('A');
    expect(created.body.getResponse.authorize).toEqual({
      account: { profile: 'Y', user: 'N', customerProfile: 'N' },
      report: { transactionReport: 'Y', transactionRecurringReport: 'N', registrationReport: 'N', onlineRegistrationReport: 'N', summaryPaymentTransactionByStatus: 'Y' },
    });
    const mail = await t.call('GET', API.outbox('new_user01'));
    const temporary = /Temporary password: (\S+)/.exec(mail.body.messages[0].body)?.[1];
    expect((await t.post(API.signIn, { username: 'new_user01', password: temporary })).status).toBe(202);
  });

  it('validates the profile with the rules package and refuses a taken username', async () => {
    const bad = await t.post(API.userHandler, { action: 'CREATE', userProfile: newUser('new_user02', { fullName: '   ' }) }, admin.idToken);
    expect(bad.status).toBe(400);
    expect(bad.body.validationMessages[0].code).toBe('userForm.fullNameRequired');
    const contract = await t.post(API.userHandler, { action: 'CREATE', userProfile: newUser('new_user02', { fullName: 'Bad 123' }) }, admin.idToken);
    expect(contract.status).toBe(400);
    expect(contract.body.validationMessages[0].message).toContain('body.userProfile.fullName');
    const taken = await t.post(API.userHandler, { action: 'CREATE', userProfile: newUser('Demo_Reports') }, admin.idToken);
    expect(taken.status).toBe(400);
    expect((await t.post(API.userHandler, { action: 'CREATE', userProfile: newUser('new_user03', { merchantId: M1 }) }, admin.idToken)).status).toBe(403);
  });

  it('updates, locks, unlocks and deletes; a lock ends the sessions of the locked user', async () => {
    const { userId } = (await t.post(API.userHandler, { action: 'CREATE', userProfile: newUser('new_user04') }, admin.idToken)).body;
    const profile = (await t.post(API.userDetails, { merchantId: M2, userId }, admin.idToken)).body.getResponse;
    const update = (changes: Record<string, unknown>, action = 'UPDATE') =>
      t.put(API.userHandler, { action, userProfile: { ...profile, ...changes } }, admin.idToken);

    const renamed = await update({ fullName: 'Renamed Person', email: 'ignored@mail.example', note: 'moved' });
    expect(renamed.status).toBe(200);
    const after = (await t.post(API.userDetails, { merchantId: M2, userId }, admin.idToken)).body.getResponse;
    expect(after).toMatchObject({ fullName: 'Renamed Person', note: 'moved', email: 'new_user04@mail.example' });

    const mail = await t.call('GET', API.outbox('new_user04'));
    const temporary = /Temporary password: (\S+)/.exec(mail.body.messages[0].body)?.[1];
    const own = (await t.post(API.signIn, { username: 'new_user04', password: temporary, newPassword: 'Mine@2025x' })).body as Tokens;
    expect((await t.post(API.userDetails, { username: 'new_user04' }, own.idToken)).status).toBe(200);

    const locked = await update({ status: 'L' });
    expect(locked.body.message).toBe('Lock user successful');
    expect((await t.post(API.userDetails, { username: 'new_user04' }, own.idToken)).status).toBe(401);
    expect((await t.post(API.signIn, { username: 'new_user04', password: 'Mine@2025x' })).status).toBe(403);
    expect((await update({ status: 'A' })).body.message).toBe('Unlock user successful');
    expect((await t.post(API.signIn, { username: 'new_user04', password: 'Mine@2025x' })).status).toBe(200);

    expect((await update({}, 'DELETE')).body.message).toBe('Delete user successful');
    expect((await t.post(API.userDetails, { merchantId: M2, userId }, admin.idToken)).status).toBe(404);
  });

  it('stores every grant an update sends, user management and the scheduled and summary reports included', async () => {
    const { userId } = (await t.post(API.userHandler, { action: 'CREATE', userProfile: newUser('new_user05') }, admin.idToken)).body;
    const details = async () => (await t.post(API.userDetails, { merchantId: M2, userId }, admin.idToken)).body.getResponse;
    const created = await details();
    expect(created.authorize.account.user).toBe('N');
    const granted = {
      account: { profile: 'N', user: 'Y', customerProfile: 'Y' },
      report: { transactionReport: 'N', transactionRecurringReport: 'Y', registrationReport: 'Y', onlineRegistrationReport: 'N', summaryPaymentTransactionByStatus: 'Y' },
    };
    expect((await t.put(API.userHandler, { action: 'UPDATE', userProfile: { ...created, authorize: granted } }, admin.idToken)).status).toBe(200);
    expect((await details()).authorize).toEqual(granted);
    // A lock sends the stored grants back; they stay.
    expect((await t.put(API.userHandler, { action: 'UPDATE', userProfile: { ...(await details()), status: 'L' } }, admin.idToken)).status).toBe(200);
    expect((await details()).authorize).toEqual(granted);
    const revoked = { ...granted, account: { ...granted.account, user: 'N' }, report: { ...granted.report, summaryPaymentTransactionByStatus: 'N' } };
    expect((await t.put(API.userHandler, { action: 'UPDATE', userProfile: { ...(await details()), authorize: revoked } }, admin.idToken)).status).toBe(200);
    expect((await details()).authorize).toEqual(revoked);
  });

  it('never changes a user of another merchant (404) and refuses to lock oneself', async () => {
    const other = { ...newUser('demo_full', { merchantId: M1 }), userId: 'U000001' };
    expect((await t.put(API.userHandler, { action: 'UPDATE', userProfile: other }, admin.idToken)).status).toBe(404);
    expect((await t.put(API.userHandler, { action: 'DELETE', userProfile: other }, admin.idToken)).status).toBe(404);
    const me = (await t.post(API.userDetails, { username: 'demo_m2full' }, admin.idToken)).body.getResponse;
    expect((await t.put(API.userHandler, { action: 'UPDATE', userProfile: { ...me, status: 'L' } }, admin.idToken)).status).toBe(400);
    expect((await t.put(API.userHandler, { action: 'UPDATE', userProfile: { ...me, userId: undefined } }, admin.idToken)).status).toBe(400);
  });
});
