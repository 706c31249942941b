/**
 * The merchant name filter finds what the rows show (issue 27, item 9): every row keeps the name
 * its merchant had when it was stored, and the reports filter by that stored name. After a
 * rename the old name still finds the rows that show it, and the new name finds only rows stored
 * since — in the list, the summary, the CSV and the registration report alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, M1 } from './support/api-paths';
import { range } from './support/dates';
import type { Tokens } from './support/test-sandbox';
import { TestSandbox } from './support/test-sandbox';

const OLD_NAME = 'Chao Phraya Insurance PCL';
const NEW_NAME = 'Riverside Assurance PCL';

let t: TestSandbox;
let full: Tokens;
/** Online transactions of the last 30 days before the rename. */
let before: number;
/** Registrations of the last 360 days before the rename. */
let registrationsBefore: number;

const list = async (merchantName: string, pageSize = 100) => {
  const reply = await t.post(API.transactionList, { mode: 'online', ...range(30), merchantName, pageSize }, full.idToken);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.transactions as { values: { txnNumber: string; merchantName: string }[]; rowNum: number };
};
const summaryTotal = async (merchantName: string) => {
  const reply = await t.post(API.transactionSummary, { mode: 'online', ...range(30), merchantName }, full.idToken);
  expect(reply.status, reply.text).toBe(200);
  return (reply.body.summary.rows as { count: number }[]).reduce((sum, row) => sum + row.count, 0);
};
const registrations = async (merchantName: string) => {
  const reply = await t.post(API.registrationList, { customerRegFlag: 'ALL', ...range(360), merchantName, pageSize: 1 }, full.idToken);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.registrations.rowNum as number;
};

beforeAll(async () => {
  t = await TestSandbox.start();
  full = await t.signIn('demo_full');
  before = (await list('phraya')).rowNum;
  registrationsBefore = await registrations('Phraya');
  // Rename the merchant through its profile, as the portal does.
  const loaded = (await t.post(API.merchantDetails, { merchantId: M1 }, full.idToken)).body;
  const merchantProfile = loaded.merchantProfileResponse.merchantProfileResource;
  merchantProfile.merchantInfo.merchantName = NEW_NAME;
  const body = { isAction: 'UPDATE', merchantId: M1, merchantProfile, feeProfile: loaded.feeProfileResponse.feeProfileResponse };
  const renamed = await t.put(API.merchantProfile, body, full.idToken);
  expect(renamed.status, renamed.text).toBe(200);
  // Two payments after the rename: the bank stores them under the new name.
  const now = range(0).toDate.slice(0, 8);
  await t.sandbox.db.query(
    `insert into payment_transaction (txn_number, mode, merchant_id, merchant_name, created_datetime, amount, status_code, merchant_integration_type)
     values ('TXRENAME001', 'online', $1, $2, $3, 100, '1000', 'API'), ('TXRENAME002', 'online', $1, $2, $3, 200, '1004', 'API')`,
    [M1, NEW_NAME, `${now}000001`],
  );
});
afterAll(async () => {
  await t?.close();
});

describe('merchant name filter after a rename', () => {
  it('had rows to find before the rename', () => {
    expect(before).toBeGreaterThan(0);
    expect(registrationsBefore).toBeGreaterThan(0);
  });

  it('finds by the old name exactly the rows that show it', async () => {
    const found = await list('Phraya');
    expect(found.rowNum).toBe(before);
    expect(new Set(found.values.map((row) => row.merchantName))).toEqual(new Set([OLD_NAME]));
  });

  it('finds by the new name none of the old rows, only those stored since', async () => {
    const found = await list('riverside');
    expect(found.rowNum).toBe(2);
    expect(found.values.map((row) => [row.txnNumber, row.merchantName]).sort()).toEqual([
      ['TXRENAME001', NEW_NAME],
      ['TXRENAME002', NEW_NAME],
    ]);
    // Without the filter, both kinds.
    expect((await list('', 1)).rowNum).toBe(before + 2);
    expect((await list('PCL', 1)).rowNum).toBe(before + 2);
    expect((await list('Nobody Co', 1)).rowNum).toBe(0);
  });

  it('agrees in the summary and the CSV', async () => {
    expect(await summaryTotal('Phraya')).toBe(before);
    expect(await summaryTotal('Riverside')).toBe(2);
    expect(await summaryTotal('')).toBe(before + 2);
    const csv = await t.post(API.transactionDownload, { reportType: 'csv', transactionCriteria: { mode: 'online', ...range(30), merchantName: 'Riverside' } }, full.idToken);
    expect(csv.status).toBe(200);
    const rows = csv.text.split('\r\n').filter((line) => line.startsWith('TX'));
    expect(rows.map((line) => line.split(',')[0]).sort()).toEqual(['TXRENAME001', 'TXRENAME002']);
  });

  it('filters the registration report by the name stored on its rows too', async () => {
    expect(await registrations('Phraya')).toBe(registrationsBefore);
    expect(await registrations('Riverside')).toBe(0);
  });
});
