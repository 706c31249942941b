/** Transaction and registration reports, their CSV downloads, and the SSO 250-byte text file. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatCompactDate, todayIn } from '@lego-portal/rules';
import { API, M1, M2 } from './support/api-paths';
import { dayAgo, range } from './support/dates';
import type { Tokens } from './support/test-sandbox';
import { TestSandbox } from './support/test-sandbox';

let t: TestSandbox;
let full: Tokens;
beforeAll(async () => {
  t = await TestSandbox.start();
  full = await t.signIn('demo_full');
});
afterAll(async () => {
  await t?.close();
});

type Txn = Record<string, string | number | null>;
const txns = async (criteria: Record<string, unknown>, token = full.idToken) => {
  const reply = await t.post(API.transactionList, { mode: 'online', ...range(60), pageSize: 100, ...criteria }, token);
  return reply;
};
const values = (reply: { body: { transactions: { values: Txn[] } } }) => reply.body.transactions.values;

describe('transaction list', () => {
  it('pages online and scheduled transactions of the own merchant within the dates, newest first', async () => {
    for (const mode of ['online', 'scheduled']) {
      const reply = await txns({ mode, pageSize: 25 });
      expect(reply.status).toBe(200);
      const rows = values(reply);
      expect(rows.length).toBe(25);
      expect(reply.body.transactions.rowNum).toBeGreaterThan(25);
      expect(rows.every((r) => r.merchantId === M1)).toBe(true);
      const dates = rows.map((r) => String(r.createdDateTime));
      expect([...dates].sort().reverse()).toEqual(dates);
      const { fromDate, toDate } = range(60);
      expect(dates.every((d) => d >= fromDate && d <= toDate)).toBe(true);
    }
    const page2 = await txns({ pageSize: 25, pageNo: 2 });
    expect(values(page2)[0]!.txnNumber).not.toBe(values(await txns({ pageSize: 25 }))[0]!.txnNumber);
  });

  it('applies every filter of the report', async () => {
    const sample = values(await txns({ pageSize: 100 })).find((r) => r.actualAcctNumber === null && r.refNumber)!;
    const only = async (criteria: Record<string, unknown>, check: (r: Txn) => boolean) => {
      const rows = values(await txns(criteria));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every(check)).toBe(true);
      return rows;
    };
    await only({ txnNumber: String(sample.txnNumber) }, (r) => r.txnNumber === sample.txnNumber);
    await only({ refNumber: String(sample.refNumber) }, (r) => r.refNumber === sample.refNumber);
    await only({ customerRef: String(sample.customerRef) }, (r) => r.customerRef === sample.customerRef);
    await only({ fromAcctNo: String(sample.fromAcctNumber).slice(0, 10) }, (r) => r.fromAcctNumber === sample.fromAcctNumber);
    await only({ merchantName: 'phraya' }, (r) => String(r.merchantName).includes('Phraya'));
    await only({ merchantId: M1 }, (r) => r.merchantId === M1);
    await only({ statusCodes: ['1002', '9999'] }, (r) => r.statusCode === '1002' || r.statusCode === '9999');
    const success = await only({ statusCodes: ['1000'] }, (r) => r.statusCode === '1000');
    expect(success[0]!.status).toBe('Payment Success');
    expect((await txns({ merchantId: M2 })).body.transactions).toEqual({ values: [], rowNum: 0 });
  });

  it('has every status code in both modes over the seeded 13 months', async () => {
    for (const mode of ['online', 'scheduled']) {
      const seen = new Set<string>();
      for (const code of ['0000', '1000', '1001', '1002', '1003', '1004', '1005', '9999']) {
        const reply = await t.post(API.transactionList, { mode, ...range(359), statusCodes: [code], pageSize: 1 }, full.idToken);
        if (reply.body.transactions.rowNum > 0) seen.add(code);
      }
      expect(seen.size).toBe(8);
    }
  });

  it('sorts by a chosen field and refuses unknown ones', async () => {
    const rows = values(await txns({ sortField: 'amount', sortDirection: 'asc' }));
    const amounts = rows.map((r) => Number(r.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect((await txns({ sortField: 'password' })).status).toBe(400);
  });

  it("checks the dates with the rules package's messages", async () => {
    const over = await txns(range(400));
    expect(over.status).toBe(400);
    expect(over.body.validationMessages[0].message).toBe('Transaction date range should not be over than 360 days.');
    const reversed = await txns({ fromDate: range(1).toDate, toDate: range(10).fromDate });
    expect(reversed.body.validationMessages[0].message).toBe('Transaction date from should be earlier than transaction date to.');
    const invalid = await txns({ fromDate: '20250231000000' });
    expect(invalid.body.validationMessages[0].message).toBe('Transaction from is invalid');
  });

  it('gates each mode by its role', async () => {
    const onlineOnly = await t.signIn('ops_maker1');
    expect((await txns({ mode: 'online' }, onlineOnly.idToken)).status).toBe(200);
    expect((await txns({ mode: 'scheduled' }, onlineOnly.idToken)).status).toBe(403);
    const scheduledOnly = await t.signIn('demo_scheduled');
    expect((await txns({ mode: 'scheduled' }, scheduledOnly.idToken)).status).toBe(200);
    expect((await txns({ mode: 'online' }, scheduledOnly.idToken)).status).toBe(403);
    const userAdmin = await t.signIn('demo_useradmin');
    expect((await txns({ mode: 'online' }, userAdmin.idToken)).status).toBe(403);
  });

  it('reads one transaction of the own merchant; another merchant or an unknown number is 404', async () => {
    const sample = values(await txns({ pageSize: 1 }))[0]!;
    const reply = await t.post(API.transaction, { merchantId: M1, txnNumber: sample.txnNumber }, full.idToken);
    expect(reply.status).toBe(200);
    expect(reply.body.transaction).toEqual(sample);
    expect((await t.post(API.transaction, { merchantId: M2, txnNumber: sample.txnNumber }, full.idToken)).status).toBe(404);
    expect((await t.post(API.transaction, { merchantId: M1, txnNumber: 'TX9999999999' }, full.idToken)).status).toBe(404);
  });
});

describe('transaction CSV download', () => {
  beforeAll(async () => {
    const today = `${formatCompactDate(todayIn())}000100`;
    await t.sandbox.db.query(
      `insert into payment_transaction (txn_number, mode, merchant_id, merchant_name, created_datetime, amount, ori_amount, status_code,
         merchant_integration_type, ref_number, customer_ref, error_description, payment_channel)
       values ('TXEVIL00001', 'online', $1, 'Chao Phraya Insurance PCL', $2, 10, 10, '1001', 'API',
               '=HYPERLINK("http://evil.example")', '+SUM(A1:A9)', $3, '@cmd')`,
      [M1, today, 'Line one\r\nline "two", three'],
    );
  });

  const download = (criteria: Record<string, unknown>, token = full.idToken) =>
    t.post(API.transactionDownload, { reportType: 'csv', transactionCriteria: { mode: 'online', ...range(29), ...criteria } }, token);

  it('streams a CSV of the criteria with a header line and an attachment name', async () => {
    const reply = await download({});
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="transaction_online_\d{8}_\d{8}\.csv"/);
    const lines = reply.text.split('\r\n').filter((line) => line.startsWith('TX'));
    const listed = await t.post(API.transactionList, { mode: 'online', ...range(29), pageSize: 1 }, full.idToken);
    expect(lines.length).toBe(listed.body.transactions.rowNum);
    expect(reply.text.startsWith('Transaction No.,Created Date Time,')).toBe(true);
  });

  it('neutralises formula cells and quotes commas, quotes and line breaks', async () => {
    const reply = await download({ txnNumber: 'TXEVIL' });
    const [header, row] = reply.text.split(/\r\n(?=TX)/);
    expect(header).toContain('Merchant Reference');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain("'+SUM(A1:A9)");
    expect(row).toContain(`"Line one\r\nline ""two"", three"`);
    expect(row).toContain(",'@cmd,");
  });

  it('caps the range at 30 days on the server too', async () => {
    const reply = await download(range(31));
    expect(reply.status).toBe(400);
    expect(reply.body.validationMessages[0].message).toBe('Downloadable transaction date range should not be over than 30 days.');
  });

  it('gates the download by the mode role', async () => {
    const onlineOnly = await t.signIn('ops_maker1');
    expect((await download({ mode: 'scheduled' }, onlineOnly.idToken)).status).toBe(403);
  });
});

describe('registration reports', () => {
  it('lists registrations (ALL) and monitoring rows (ONLINE) with every status', async () => {
    const all = await t.post(API.registrationList, { customerRegFlag: 'ALL', ...range(360), pageSize: 5 }, full.idToken);
    expect(all.status).toBe(200);
    expect(all.body.registrations.values[0]).toHaveProperty('customerReference');
    const online = await t.post(API.registrationList, { customerRegFlag: 'ONLINE', ...range(360), pageSize: 100 }, full.idToken);
    expect(online.body.registrations.rowNum).toBeLessThan(all.body.registrations.rowNum);
    expect(online.body.registrations.values[0]).toHaveProperty('statusDesc');
    const seen = new Set<string>();
    for (const code of ['0000', '0001', '0002', '0003', '0004', '0005', '0006', '0007', '9999']) {
      const reply = await t.post(API.registrationList, { customerRegFlag: 'ONLINE', ...range(360), statusCode: code, pageSize: 1 }, full.idToken);
      if (reply.body.registrations.rowNum > 0) seen.add(reply.body.registrations.values[0].statusCode);
    }
    expect(seen.size).toBe(9);
  });

  it.each(['ALL', 'ONLINE'])("checks the dates (%s) like the transaction search, with the rules' registration messages", async (customerRegFlag) => {
    const first = async (criteria: Record<string, unknown>, path: string = API.registrationList) => {
      const body = { customerRegFlag, ...range(30), ...criteria };
      const reply = await t.post(path, path === API.registrationList ? body : { reportType: 'csv', registrationCriteria: body }, full.idToken);
      return { status: reply.status, code: reply.body.validationMessages?.[0]?.code, message: reply.body.validationMessages?.[0]?.message };
    };
    const fromInvalid = { status: 400, code: 'registrationReport.fromInvalid', message: 'Registration date from is invalid' };
    expect(await first(range(2000))).toEqual({ status: 400, code: 'registrationReport.rangeTooLong', message: 'Registration date range should not be over than 360 days.' });
    expect(await first(range(361))).toMatchObject({ status: 400, code: 'registrationReport.rangeTooLong' });
    expect(await first({ fromDate: '20261131000000', toDate: '20261201235959' })).toEqual(fromInvalid);
    expect(await first({ fromDate: '20261301000000', toDate: '20261201235959' })).toEqual(fromInvalid);
    expect(await first({ fromDate: '20261101000000', toDate: '20261131235959' })).toEqual({ status: 400, code: 'registrationReport.toInvalid', message: 'Registration date to is invalid' });
    expect(await first({ fromDate: range(1).toDate, toDate: range(10).fromDate })).toEqual({
      status: 400,
      code: 'registrationReport.fromAfterTo',
      message: 'Registration date from should be earlier than registration date to.',
    });
    // The download reads its dates the same way before its 30-day cap.
    expect(await first({ fromDate: '20261301000000', toDate: '20261201235959' }, API.registrationDownload)).toEqual(fromInvalid);
    expect(await first(range(360))).toMatchObject({ status: 200 });
  });

  it('gates ALL and ONLINE by their roles, and downloads a CSV within 30 days', async () => {
    const onlineOnly = await t.signIn('demo_m2full');
    expect((await t.post(API.registrationList, { customerRegFlag: 'ALL', ...range(30) }, onlineOnly.idToken)).status).toBe(200);
    const sso = await t.signIn('demo_sso');
    expect((await t.post(API.registrationList, { customerRegFlag: 'ONLINE', ...range(30) }, sso.idToken)).status).toBe(403);
    const csv = await t.post(API.registrationDownload, { reportType: 'csv', registrationCriteria: { customerRegFlag: 'ONLINE', ...range(30) } }, full.idToken);
    expect(csv.status).toBe(200);
    expect(csv.text.startsWith('ID,Created Date Time,')).toBe(true);
    const capped = await t.post(API.registrationDownload, { reportType: 'csv', registrationCriteria: { customerRegFlag: 'ALL', ...range(40) } }, full.idToken);
    expect(capped.status).toBe(400);
  });

  it('lists and exports monitoring rows in the same order for every sort, IDs as numbers', async () => {
    for (const sortField of ['id', 'createdDateTime', 'merchantReference', 'customerReference', 'customerAcctNo', 'statusCode']) {
      for (const sortDirection of ['asc', 'desc']) {
        const criteria = { customerRegFlag: 'ONLINE', ...range(30), sortField, sortDirection };
        const list = await t.post(API.registrationList, { ...criteria, pageSize: 100 }, full.idToken);
        const listed = list.body.registrations.values.map((row: { id: string }) => row.id);
        expect(listed.length).toBe(list.body.registrations.rowNum);
        const csv = await t.post(API.registrationDownload, { reportType: 'csv', registrationCriteria: criteria }, full.idToken);
        const exported = csv.text.trimEnd().split('\r\n').slice(1).map((line) => line.split(',')[0]);
        expect({ sortField, sortDirection, exported }).toEqual({ sortField, sortDirection, exported: listed });
        if (sortField === 'id') {
          const numbers = listed.map(Number);
          expect(numbers).toEqual([...numbers].sort((a: number, b: number) => (sortDirection === 'asc' ? a - b : b - a)));
        }
      }
    }
  });
});

describe('SSO 250-byte text file', () => {
  const download = (reportDate: string, token = full.idToken) => t.post(API.sso250, { reportType: 'csv', sso250Criteria: { reportDate } }, token);
  const weekday = (minDaysAgo: number) => {
    for (let d = minDaysAgo; ; d += 1) {
      const date = addDays(todayIn(), -d);
      if (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() !== 0) return dayAgo(d);
    }
  };
  const sunday = () => {
    for (let d = 2; ; d += 1) {
      const date = addDays(todayIn(), -d);
      if (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() === 0) return dayAgo(d);
    }
  };

  it('downloads a header, details and a trailer, every record exactly 250 bytes plus CRLF', async () => {
    let reply = await download(weekday(1));
    for (let d = 2; reply.text.split('\r\n').length <= 3; d += 1) reply = await download(weekday(d));
    expect(reply.status).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/filename="SSO250_1000000001_\d{8}\.txt"/);
    const bytes = Buffer.from(reply.text, 'utf8');
    expect(bytes.length).toBe(reply.text.length); // pure ASCII
    const records = reply.text.split('\r\n');
    expect(records.pop()).toBe('');
    expect(records.every((r) => Buffer.byteLength(r) === 250)).toBe(true);
    expect(records[0]!.startsWith(`H${M1}SSO_CPINS`)).toBe(true);
    expect(records.slice(1, -1).every((r) => r.startsWith('D'))).toBe(true);
    const trailer = records.at(-1)!;
    expect(trailer[0]).toBe('T');
    expect(Number(trailer.slice(1, 9))).toBe(records.length - 2);
    const total = records.slice(1, -1).reduce((sum, r) => sum + Number(r.slice(55, 70)), 0);
    expect(Number(trailer.slice(9, 27))).toBe(total);
  });

  it("answers 404 'Report Not Found' for a date without a report, 400 outside the allowed dates, 403 without SSO", async () => {
    const none = await download(sunday());
    expect(none.status).toBe(404);
    expect(none.body.validationMessages[0]).toMatchObject({ message: 'Report Not Found', description: 'The report does not exist. Please try again.' });
    const today = await download(dayAgo(0));
    expect(today.status).toBe(400);
    // The refusal names the window with its dates, filled in: a client shows it as it is.
    const { code, message, description } = today.body.validationMessages[0];
    expect(code).toBe('sso250.dateOutOfRange');
    expect(message).toMatch(/^Report effective date must be from \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}: 6 months back through yesterday\.$/);
    expect(description).toBe(message);
    expect((await download(dayAgo(200))).status).toBe(400);
    const m2 = await t.signIn('demo_m2full');
    expect((await download(weekday(2), m2.idToken)).status).toBe(403);
  });
});
