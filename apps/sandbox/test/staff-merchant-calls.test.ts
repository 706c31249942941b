/**
 * Bank staff work on the merchant each call names (issue 29): users, key pair, SSO 250 file and
 * a new customer of another merchant than any demo merchant user's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, M1, M2, M3 } from './support/api-paths';
import type { Tokens } from './support/test-sandbox';
import { TestSandbox } from './support/test-sandbox';

let t: TestSandbox;
let bank: Tokens;
let reporter: Tokens;
beforeAll(async () => {
  t = await TestSandbox.start();
  bank = await t.signIn('staff_maker');
  reporter = await t.signIn('staff_reporter');
});
afterAll(async () => {
  await t?.close();
});

const NO_GRANTS = {
  account: { profile: 'N', user: 'N', customerProfile: 'N' },
  report: { transactionReport: 'Y', transactionRecurringReport: 'N', registrationReport: 'N', onlineRegistrationReport: 'N', summaryPaymentTransactionByStatus: 'N' },
};

describe('staff on a named merchant', () => {
  it('BANK_MERCHANT_ADMIN creates and updates a user of the merchant it names', async () => {
    const userProfile = { merchantId: M3, username: 'lanna_ops', fullName: 'Lanna Operator', email: 'ops@lanna.example', status: 'A', authorize: NO_GRANTS };
    const created = await t.post(API.userHandler, { action: 'CREATE', userProfile }, bank.idToken);
    expect(created.status, created.text).toBe(200);
    const [row] = await t.sandbox.db.query<{ merchant_id: string }>('select merchant_id from app_user where username = $1', ['lanna_ops']);
    expect(row?.merchant_id).toBe(M3);
    const detail = await t.post(API.userDetails, { merchantId: M3, userId: created.body.userId }, bank.idToken);
    expect(detail.body.getResponse).toMatchObject({ username: 'lanna_ops', merchantId: M3 });
    const locked = await t.put(API.userHandler, { action: 'UPDATE', userProfile: { ...userProfile, userId: created.body.userId, status: 'L' } }, bank.idToken);
    expect(locked.status).toBe(200);
    // The merchant must be named: the user is not found under another one.
    expect((await t.post(API.userDetails, { merchantId: M2, userId: created.body.userId }, bank.idToken)).status).toBe(404);
  });

  it('generates and downloads the key pair of the merchant it names', async () => {
    const generated = await t.post(API.keyPairs, { merchantId: M2 }, bank.idToken);
    expect(generated.status).toBe(200);
    expect(generated.body.generatedBy).toBe('staff_maker');
    const file = await t.call('GET', `${API.keyPairs}?merchantId=${M2}`, undefined, bank.idToken);
    expect(file.text).toBe(generated.body.publicKey);
    expect((await t.post(API.keyPairs, { merchantId: '1000000099' }, bank.idToken)).status).toBe(404);
  });

  it('BANK_REPORT downloads the SSO 250 file of the merchant it names', async () => {
    const [report] = await t.sandbox.db.query<{ report_date: string }>('select report_date from sso_report where merchant_id = $1 order by report_date desc limit 1', [M1]);
    const file = await t.post(API.sso250, { reportType: 'csv', sso250Criteria: { reportDate: report!.report_date, merchantId: M1 } }, reporter.idToken);
    expect(file.status, file.text).toBe(200);
    expect(file.headers['content-disposition']).toContain(`SSO250_${M1}_${report!.report_date}`);
  });

  it('a bank maker queues a new customer of the named merchant, marked BANK', async () => {
    const submitted = await t.put(
      API.changeHandler,
      {
        action: 'CREATE',
        merchantId: M3,
        customerProfile: {
          customerType: 'C',
          customerInfo: { corpName: 'Chiang Mai Water Co., Ltd.', corpId: '0105561000999', email: 'water@cm.example', phoneNumber: '0531234567' },
          customerPaymentInfo: { bankAccts: [{ accountNumber: '1234509876', currencyName: 'THB' }], prefix: 'RD', userId: 'RD00000001' },
        },
      },
      bank.idToken,
    );
    expect(submitted.status, submitted.text).toBe(200);
    const id = submitted.body.custProfileId as string;
    const [row] = await t.sandbox.db.query<{ merchant_id: string; maker_type: string }>(
      'select c.merchant_id, p.maker_type from customer_profile c join customer_pending_change p using (cust_profile_id) where c.cust_profile_id = $1',
      [id],
    );
    expect(row).toEqual({ merchant_id: M3, maker_type: 'BANK' });
    const queue = await t.call('GET', `${API.changeHandlerProfile}?merchantId=${M3}`, undefined, bank.idToken);
    expect(queue.body.pendingChanges).toContainEqual(expect.objectContaining({ custProfileId: id, makerType: 'BANK' }));
  });
});
