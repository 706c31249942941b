/**
 * The change handler refuses what the customer form would refuse (issue 27, item 8): a CREATE or
 * UPDATE with a prefix other than RD/SSO, a waive type other than F/P, a null phone number or a
 * field over the limits of spec section 5 is 400 and stores nothing, where it used to answer 200
 * and leave a customer whose detail and handler calls answered 500. Rows stored that way before
 * the fix are read without a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, M1 } from './support/api-paths';
import type { Reply, Tokens } from './support/test-sandbox';
import { TestSandbox } from './support/test-sandbox';

let t: TestSandbox;
let full: Tokens;
let maker: Tokens;
beforeAll(async () => {
  t = await TestSandbox.start();
  full = await t.signIn('demo_full');
  maker = await t.signIn('ops_maker1');
});
afterAll(async () => {
  await t?.close();
});

type Profile = Record<string, unknown> & {
  customerInfo: Record<string, unknown>;
  customerPaymentInfo: Record<string, unknown>;
  waiveInfo: Record<string, unknown>;
};

let serial = 0;
/** A valid individual as the portal's form sends it, with an account of its own. */
function validProfile(): Profile {
  serial += 1;
  const account = `95000000${String(serial).padStart(2, '0')}`;
  return {
    customerType: 'I',
    merchantId: M1,
    fullName: 'Input Checked',
    userId: `RD${account}`,
    idType: 'P1',
    customerId: `1${account}12`,
    customerInfo: { fullName: 'Input Checked', email: 'input.checked@mail.example', phoneNumber: '0812345678' },
    customerPaymentInfo: { prefix: 'RD', userId: `RD${account}`, customerId: `IC${account}`, channels: ['PGW'], bankAccts: [{ accountNumber: account, currencyName: 'THB' }] },
    waiveInfo: { waiveFlag: 'Y', isAlwaysValid: 'Y', waiveFrom: '20250101', waiveTo: '', waiveType: 'P', waiveBy: 'A', waiveAmt: '10.00', waivePercentage: '' },
  };
}

const submit = (change: Record<string, unknown>) => t.put(API.changeHandler, change, maker.idToken);

/** How many customers merchant 1 has and how many changes wait: what a refused change must not move. */
async function stored() {
  const list = await t.post(API.customerList, { criteria: { merchantId: M1 }, page: 1, size: 1 }, full.idToken);
  const queue = await t.call('GET', API.changeHandlerProfile, undefined, maker.idToken);
  return { customers: list.body.customerProfilePaging.totalSize as number, pending: (queue.body.pendingChanges as unknown[]).length };
}

function expectRefused(reply: Reply, field: string) {
  expect(reply.status, reply.text).toBe(400);
  const messages = reply.body.validationMessages as { message: string; description: string }[];
  expect(messages.map((m) => m.message).join(' | ')).toContain(field);
  expect(messages[0]!.description.length).toBeGreaterThan(5);
}

const BAD_INPUTS: [string, string, (p: Profile) => void][] = [
  ['customerPaymentInfo.prefix "XX"', 'prefix', (p) => (p.customerPaymentInfo.prefix = 'XX')],
  ['waiveInfo.waiveType "Z"', 'waiveType', (p) => (p.waiveInfo.waiveType = 'Z')],
  ['customerInfo.phoneNumber null', 'phoneNumber', (p) => (p.customerInfo.phoneNumber = null)],
  ['waiveInfo.waiveBy "Q"', 'waiveBy', (p) => (p.waiveInfo.waiveBy = 'Q')],
  ['an account currency "XYZ"', 'currencyName', (p) => (p.customerPaymentInfo.bankAccts = [{ accountNumber: '9500000099', currencyName: 'XYZ' }])],
  ['a field the form does not have', 'nickname', (p) => (p.customerInfo.nickname = 'Bob')],
];

describe('change handler input', () => {
  it.each(BAD_INPUTS)('a CREATE with %s is 400 and stores nothing', async (_what, field, spoil) => {
    const before = await stored();
    const profile = validProfile();
    spoil(profile);
    expectRefused(await submit({ action: 'CREATE', customerProfile: profile }), field);
    expect(await stored()).toEqual(before);
  });

  it.each(BAD_INPUTS)('an UPDATE with %s is 400 and queues nothing', async (_what, field, spoil) => {
    const created = await submit({ action: 'CREATE', customerProfile: validProfile() });
    expect(created.status).toBe(200);
    const id = created.body.custProfileId as string;
    expect((await t.post(API.customerApproval, { custProfileId: id, decision: 'APPROVE' }, full.idToken)).status).toBe(200);
    const profile = validProfile();
    spoil(profile);
    expectRefused(await submit({ action: 'UPDATE', custProfileId: id, customerProfile: profile }), field);
    expect((await t.post(API.customerDetails, { custProfileId: id }, full.idToken)).body.isPendingApproval).toBe('N');
  });

  it('checks the field limits of spec section 5 with the form\'s messages', async () => {
    // The schema leaves these to the rules, so the caller reads the spec's message, not a schema's.
    const cases: [string, (p: Profile) => void][] = [
      ['customer.phoneFormat', (p) => (p.customerInfo.phoneNumber = '08123')],
      ['customer.merchantCustomerIdLength', (p) => (p.customerPaymentInfo.customerId = 'M'.repeat(26))],
      ['customer.waiveValueLength', (p) => (p.waiveInfo.waiveAmt = '12345678.901')],
      ['customer.accountNumberFormat', (p) => (p.customerPaymentInfo.bankAccts = [{ accountNumber: '12345', currencyName: 'THB' }])],
      ['customer.citizenIdFormat', (p) => (p.customerId = '123')],
    ];
    for (const [code, spoil] of cases) {
      const profile = validProfile();
      spoil(profile);
      const reply = await submit({ action: 'CREATE', customerProfile: profile });
      expect(reply.status, code).toBe(400);
      expect(reply.body.validationMessages.map((m: { code: string }) => m.code), code).toContain(code);
    }
  });

  it('a valid CREATE is queued and its detail, pending view and handler record open', async () => {
    const created = await submit({ action: 'CREATE', customerProfile: validProfile() });
    expect(created.status).toBe(200);
    const id = created.body.custProfileId as string;
    const detail = await t.post(API.customerDetails, { custProfileId: id }, full.idToken);
    expect(detail.status).toBe(200);
    expect(detail.body.customerProfileResponse.customerPaymentInfo.prefix).toBe('RD');
    expect((await t.post(API.customerPending, { custProfileId: id }, full.idToken)).status).toBe(200);
    expect((await t.call('GET', API.customerHandler(id), undefined, full.idToken)).status).toBe(200);
  });
});

describe('customers stored with bad values before the change handler checked them', () => {
  const ID = '1999999';
  beforeAll(async () => {
    const bad = {
      info: { fullName: 'Old Bad', email: 7, phoneNumber: null, corpName: { a: 1 } },
      payment: { prefix: 'XX', userId: 'XX123', customerId: null, channels: ['PGW', 5] },
      waive: { waiveFlag: 'maybe', isAlwaysValid: 'Y', waiveFrom: 20250101, waiveType: 'Z', waiveBy: 'Q', waiveAmt: '1'.repeat(30), waivePercentage: null },
      accounts: [{ accountNumber: '9500000777', currencyName: 'THB' }, { accountNumber: 'abc', currencyName: 'XYZ' }, 'junk'],
    };
    await t.sandbox.db.query(
      `insert into customer_profile (cust_profile_id, merchant_id, customer_type, full_name, user_id, is_active, customer_register_channel,
         customer_payment_channel, id_type, customer_id, update_datetime, last_username, customer_info, payment_info, waive_info, bank_accts)
       values ($1, $2, 'I', 'Old Bad', 'XX123', 'Y', 'PGW', 'PGW', 'P9', '1234567890123', '20250101000000', 'ops_maker1', $3::jsonb, $4::jsonb, $5::jsonb, $6::jsonb)`,
      [ID, M1, JSON.stringify(bad.info), JSON.stringify(bad.payment), JSON.stringify(bad.waive), JSON.stringify(bad.accounts)],
    );
    const proposed = {
      fullName: 'Old Bad', userId: 'XX123', isActive: 'maybe', idType: 'P9', customerId: '1234567890123',
      customerInfo: bad.info, customerPaymentInfo: bad.payment, waiveInfo: bad.waive, bankAccts: bad.accounts,
    };
    await t.sandbox.db.query(
      `insert into customer_pending_change (cust_profile_id, action, maker_username, created_datetime, proposed) values ($1, 'UPDATE', 'ops_maker1', '20250102000000', $2::jsonb)`,
      [ID, JSON.stringify(proposed)],
    );
  });

  it('opens in the list, the detail, the pending view and the handler record, showing only the values the contract allows', async () => {
    const list = await t.post(API.customerList, { criteria: { merchantId: M1, bankAccount: '9500000777' }, page: 1, size: 100 }, full.idToken);
    expect(list.status, list.text).toBe(200);
    expect(list.body.customerProfilePaging.customerProfileWebViewList[0].bankAccts).toEqual([{ accountNumber: '9500000777', currencyName: 'THB' }]);
    const detail = await t.post(API.customerDetails, { custProfileId: ID }, full.idToken);
    expect(detail.status, detail.text).toBe(200);
    const profile = detail.body.customerProfileResponse;
    expect(profile.idType).toBeUndefined();
    expect(profile.customerInfo).toEqual({ fullName: 'Old Bad' });
    expect(profile.customerPaymentInfo).toEqual({ userId: 'XX123', channels: ['PGW'], bankAccts: [{ accountNumber: '9500000777', currencyName: 'THB' }] });
    expect(profile.waiveInfo).toEqual({ isAlwaysValid: 'Y' });
    const pending = await t.post(API.customerPending, { custProfileId: ID }, full.idToken);
    expect(pending.status, pending.text).toBe(200);
    const handler = await t.call('GET', API.customerHandler(ID), undefined, full.idToken);
    expect(handler.status, handler.text).toBe(200);
    expect(handler.body.customerProfile.customerPaymentInfo.prefix).toBeUndefined();
    const found = await t.post(API.bankCustomerLookup, { merchantId: M1, customerType: 'I', idType: 'P1', customerId: '1234567890123' }, full.idToken);
    expect(found.status).toBeLessThan(500);
  });
});
