/** Customer list and detail, pending changes, four-eyes approval, the change handler. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, M1, M2, M3 } from './support/api-paths';
import { BANK_DIRECTORY } from '../src/seed/bank-directory';
import type { Tokens } from './support/test-sandbox';
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

const list = (criteria: Record<string, unknown> = {}, extra: Record<string, unknown> = {}, token = full.idToken) =>
  t.post(API.customerList, { criteria: { merchantId: M1, ...criteria }, page: 1, size: 100, ...extra }, token);

async function customersPending(action: string) {
  const all = (await list()).body.customerProfilePaging.customerProfileWebViewList as { custProfileId: string; isPendingApproval: string }[];
  const result: string[] = [];
  for (const c of all.filter((c) => c.isPendingApproval === 'Y')) {
    const detail = await t.post(API.customerDetails, { custProfileId: c.custProfileId }, full.idToken);
    if (detail.body.action === action && detail.body.lastUsername === 'ops_maker1') result.push(c.custProfileId);
  }
  return result;
}

describe('customer list', () => {
  it('lists the own merchant with paging, filters and sort', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    const rows = all.body.customerProfilePaging.customerProfileWebViewList;
    expect(all.body.customerProfilePaging.totalSize).toBe(40);
    expect(rows.every((r: { merchantId: string }) => r.merchantId === M1)).toBe(true);
    expect(new Set(rows.map((r: { customerType: string }) => r.customerType))).toEqual(new Set(['I', 'C']));
    const page = await list({}, { size: 7, page: 2 });
    expect(page.body.customerProfilePaging.customerProfileWebViewList).toHaveLength(7);
    const fcd = await list({ currencyName: 'FCD' });
    const fcdRows = fcd.body.customerProfilePaging.customerProfileWebViewList;
    expect(fcdRows.length).toBeGreaterThan(0);
    expect(fcdRows.every((r: { bankAccts: { currencyName: string }[] }) => r.bankAccts.some((b) => b.currencyName === 'FCD'))).toBe(true);
    const account = rows[3].bankAccts[0].accountNumber as string;
    const byAccount = await list({ bankAccount: account.slice(0, 6) });
    expect(byAccount.body.customerProfilePaging.customerProfileWebViewList.map((r: { custProfileId: string }) => r.custProfileId)).toContain(rows[3].custProfileId);
    const byName = await list({}, { sort: 'fullName,asc' });
    const names = byName.body.customerProfilePaging.customerProfileWebViewList.map((r: { fullName: string }) => r.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await list({}, { sort: 'password,asc' })).status).toBe(400);
  });

  it('refuses another merchant (403) and callers without the customer role (403)', async () => {
    expect((await list({ merchantId: M2 })).status).toBe(403);
    const sso = await t.signIn('demo_sso');
    expect((await list({}, {}, sso.idToken)).status).toBe(403);
  });
});

describe('customer detail and pending changes', () => {
  it('shows the detail with the pending state, and old/new values of a pending UPDATE', async () => {
    const [id] = await customersPending('UPDATE');
    const detail = await t.post(API.customerDetails, { custProfileId: id }, full.idToken);
    expect(detail.body).toMatchObject({ isPendingApproval: 'Y', action: 'UPDATE', lastUsername: 'ops_maker1' });
    const pending = await t.post(API.customerPending, { custProfileId: id }, full.idToken);
    expect(pending.status).toBe(200);
    const keys = pending.body.customerProfileHandlerViewList.map((v: { key: string }) => v.key);
    expect(keys).toEqual(expect.arrayContaining(['customerInfo.email', 'isActive']));
    const email = pending.body.customerProfileHandlerViewList.find((v: { key: string }) => v.key === 'customerInfo.email');
    expect(email.value.old).not.toBe(email.value.new);
    expect(pending.body.bankAcctsOld).not.toEqual(pending.body.bankAcctsNew);
  });

  it('says when the maker submitted the pending change (createdDatetime), in the pending view and the handler record', async () => {
    const [id] = await customersPending('UPDATE');
    const [stored] = await t.sandbox.db.query<{ created_datetime: string }>('select created_datetime from customer_pending_change where cust_profile_id = $1', [id]);
    expect(stored!.created_datetime).toMatch(/^\d{14}$/);
    const pending = await t.post(API.customerPending, { custProfileId: id }, full.idToken);
    expect(pending.body.createdDatetime).toBe(stored!.created_datetime);
    const handler = await t.call('GET', API.customerHandler(id!), undefined, full.idToken);
    expect(handler.body.createdDatetime).toBe(stored!.created_datetime);
  });

  it("answers 404 'No change pending for approval.' when nothing is pending, and for unknown customers", async () => {
    const rows = (await list()).body.customerProfilePaging.customerProfileWebViewList;
    const calm = rows.find((r: { isPendingApproval: string }) => r.isPendingApproval === 'N');
    const reply = await t.post(API.customerPending, { custProfileId: calm.custProfileId }, full.idToken);
    expect(reply.status).toBe(404);
    expect(reply.body.validationMessages[0].message).toBe('No change pending for approval.');
    expect((await t.post(API.customerDetails, { custProfileId: 'nope' }, full.idToken)).status).toBe(404);
    expect((await t.call('GET', API.customerHandler(calm.custProfileId), undefined, full.idToken)).status).toBe(404);
  });

  it('approves an UPDATE (values applied), a CREATE (activated) and a DELETE (gone); rejects discard', async () => {
    const [update] = await customersPending('UPDATE');
    const proposed = (await t.call('GET', API.customerHandler(update!), undefined, full.idToken)).body.customerProfile;
    expect((await t.post(API.customerApproval, { custProfileId: update, decision: 'APPROVE' }, full.idToken)).status).toBe(200);
    const updated = (await t.post(API.customerDetails, { custProfileId: update }, full.idToken)).body;
    expect(updated.isPendingApproval).toBe('N');
    expect(updated.customerProfileResponse.customerInfo.email).toBe(proposed.customerInfo.email);
    expect(updated.lastUsername).toBe('demo_full');

    const [create] = await customersPending('CREATE');
    expect((await t.post(API.customerDetails, { custProfileId: create }, full.idToken)).body.customerProfileResponse.isActive).toBe('N');
    await t.post(API.customerApproval, { custProfileId: create, decision: 'APPROVE' }, full.idToken);
    expect((await t.post(API.customerDetails, { custProfileId: create }, full.idToken)).body.customerProfileResponse.isActive).toBe('Y');

    const [remove] = await customersPending('DELETE');
    await t.post(API.customerApproval, { custProfileId: remove, decision: 'APPROVE' }, full.idToken);
    expect((await t.post(API.customerDetails, { custProfileId: remove }, full.idToken)).status).toBe(404);

    const [other] = await customersPending('UPDATE');
    const before = (await t.post(API.customerDetails, { custProfileId: other }, full.idToken)).body.customerProfileResponse;
    await t.post(API.customerApproval, { custProfileId: other, decision: 'REJECT', reason: 'Not what the customer asked for' }, full.idToken);
    const after = (await t.post(API.customerDetails, { custProfileId: other }, full.idToken)).body;
    expect(after.isPendingApproval).toBe('N');
    expect(after.customerProfileResponse.customerInfo).toEqual(before.customerInfo);
  });

  it('refuses the maker as checker (four eyes)', async () => {
    const own = (await list()).body.customerProfilePaging.customerProfileWebViewList as { custProfileId: string }[];
    let mine: string | undefined;
    for (const c of own) {
      const d = await t.post(API.customerDetails, { custProfileId: c.custProfileId }, full.idToken);
      if (d.body.lastUsername === 'demo_full' && d.body.isPendingApproval === 'Y') mine = c.custProfileId;
    }
    expect(mine).toBeDefined();
    const reply = await t.post(API.customerApproval, { custProfileId: mine, decision: 'APPROVE' }, full.idToken);
    expect(reply.status).toBe(403);
    expect(reply.body.validationMessages[0].code).toBe('FOUR_EYES');
    expect((await t.post(API.customerDetails, { custProfileId: mine }, full.idToken)).body.isPendingApproval).toBe('Y');
    expect((await t.post(API.customerApproval, { custProfileId: mine, decision: 'APPROVE' }, maker.idToken)).status).toBe(200);
  });
});

describe('change handler (maker side)', () => {
  it('queues a new customer that only another user can approve', async () => {
    const submitted = await t.put(
      API.changeHandler,
      {
        action: 'CREATE',
        customerProfile: {
          customerType: 'I',
          fullName: 'Maker Made',
          idType: 'P1',
          customerId: '1234567890123',
          customerInfo: { email: 'maker.made@mail.example', phoneNumber: '0812345678' },
          customerPaymentInfo: { bankAccts: [{ accountNumber: '9876543210', currencyName: 'THB' }], prefix: 'SSO', userId: 'SSO99999999' },
        },
      },
      maker.idToken,
    );
    expect(submitted.status).toBe(200);
    const id = submitted.body.custProfileId as string;
    const queue = await t.call('GET', API.changeHandlerProfile, undefined, maker.idToken);
    expect(queue.body.pendingChanges.map((p: { custProfileId: string }) => p.custProfileId)).toContain(id);
    const handler = await t.call('GET', API.customerHandler(id), undefined, full.idToken);
    expect(handler.body).toMatchObject({ custProfileId: id, action: 'CREATE', lastUsername: 'ops_maker1' });
    expect((await t.post(API.customerApproval, { custProfileId: id, decision: 'APPROVE' }, maker.idToken)).status).toBe(403);
    expect((await t.post(API.customerApproval, { custProfileId: id, decision: 'APPROVE' }, full.idToken)).status).toBe(200);
    expect((await t.post(API.customerDetails, { custProfileId: id }, full.idToken)).body.customerProfileResponse.isActive).toBe('Y');
  });

  it('validates the proposed customer with the rules package and refuses a second pending change', async () => {
    const bad = await t.put(
      API.changeHandler,
      { action: 'CREATE', customerProfile: { customerType: 'C', customerInfo: { corpName: 'X Co', corpId: '12' }, customerPaymentInfo: { bankAccts: [] } } },
      maker.idToken,
    );
    expect(bad.status).toBe(400);
    const codes = bad.body.validationMessages.map((m: { code: string }) => m.code);
    expect(codes).toEqual(expect.arrayContaining(['customer.corpTaxIdFormat', 'customer.accountNumberRequired']));
    const rows = (await list()).body.customerProfilePaging.customerProfileWebViewList;
    const calm = rows.find((r: { isPendingApproval: string }) => r.isPendingApproval === 'N');
    expect((await t.put(API.changeHandler, { action: 'DELETE', custProfileId: calm.custProfileId }, maker.idToken)).status).toBe(200);
    expect((await t.put(API.changeHandler, { action: 'DELETE', custProfileId: calm.custProfileId }, maker.idToken)).status).toBe(400);
    expect((await t.put(API.changeHandler, { action: 'EXPLODE' }, maker.idToken)).status).toBe(400);
  });
});

describe('customer form lookups', () => {
  const findMerchant = (merchantId: string, token = full.idToken) => t.post(API.customerMerchantLookup, { merchantId }, token);
  const findCustomer = (body: Record<string, unknown>, token = full.idToken) => t.post(API.bankCustomerLookup, { merchantId: M1, ...body }, token);

  it("finds the caller's own merchant with its e-payment flag, and refuses any other merchant (403)", async () => {
    expect((await findMerchant(M1)).body).toEqual({ merchantId: M1, merchantName: 'Chao Phraya Insurance PCL', isEPaymentMerchant: 'N' });
    const m2 = await t.signIn('demo_m2full');
    expect((await findMerchant(M2, m2.idToken)).body).toEqual({ merchantId: M2, merchantName: 'Siam Online Mart Co., Ltd.', isEPaymentMerchant: 'Y' });
    for (const other of [M2, M3, '9999999999']) expect((await findMerchant(other)).status).toBe(403);
    expect((await findMerchant('12345')).status).toBe(400);
    const sso = await t.signIn('demo_sso');
    expect((await findMerchant(M1, sso.idToken)).status).toBe(403);
  });

  it("finds the bank's customers not yet registered, individual by ID type and number, corporate by tax ID", async () => {
    const person = BANK_DIRECTORY.find((c) => c.idType === 'P1')!;
    const found = await findCustomer({ customerType: 'I', idType: 'P1', customerId: person.customerId });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ customerType: 'I', idType: 'P1', customerId: person.customerId, fullName: person.fullName });
    expect(found.body.custProfileId).toBeUndefined();
    const passport = BANK_DIRECTORY.find((c) => c.idType === 'P8')!;
    expect((await findCustomer({ customerType: 'I', idType: 'P8', customerId: passport.customerId!.toLowerCase() })).body.fullName).toBe(passport.fullName);
    // The same number under another ID type is another document.
    expect((await findCustomer({ customerType: 'I', idType: 'P7', customerId: passport.customerId })).status).toBe(404);
    const company = BANK_DIRECTORY.find((c) => c.customerType === 'C')!;
    expect((await findCustomer({ customerType: 'C', corpId: company.corpId })).body).toMatchObject({ customerType: 'C', corpId: company.corpId, corpName: company.fullName });
  });

  it('finds the merchant\'s registered customers with their custProfileId; 404 for nobody, 400 for a malformed ID, 403 for another merchant', async () => {
    const rows = (await list()).body.customerProfilePaging.customerProfileWebViewList as { custProfileId: string; customerType: string }[];
    const individual = (await t.post(API.customerDetails, { custProfileId: rows.find((r) => r.customerType === 'I')!.custProfileId }, full.idToken)).body.customerProfileResponse;
    const byId = await findCustomer({ customerType: 'I', idType: individual.idType, customerId: individual.customerId });
    expect(byId.body).toMatchObject({ custProfileId: individual.custProfileId, fullName: individual.fullName });
    const corporate = (await t.post(API.customerDetails, { custProfileId: rows.find((r) => r.customerType === 'C')!.custProfileId }, full.idToken)).body.customerProfileResponse;
    const byTaxId = await findCustomer({ customerType: 'C', corpId: corporate.customerInfo.corpId });
    expect(byTaxId.body).toMatchObject({ custProfileId: corporate.custProfileId, corpName: corporate.customerInfo.corpName });

    const nobody = await findCustomer({ customerType: 'I', idType: 'P1', customerId: '9999999999999' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.validationMessages[0].description).toBe('Customer not found.');
    const short = await findCustomer({ customerType: 'I', idType: 'P1', customerId: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.validationMessages[0].description).toBe('Citizen ID must be 13 digits.');
    expect((await findCustomer({ customerType: 'C', corpId: '12' })).status).toBe(400);
    expect((await findCustomer({ customerType: 'C', corpId: corporate.customerInfo.corpId, idType: 'P1' })).status).toBe(400);
    expect((await findCustomer({ merchantId: M2, customerType: 'C', corpId: corporate.customerInfo.corpId })).status).toBe(403);
    // Another merchant's customers stay hidden: merchant 2 does not find merchant 1's.
    const m2 = await t.signIn('demo_m2full');
    const hidden = await t.post(API.bankCustomerLookup, { merchantId: M2, customerType: 'I', idType: individual.idType, customerId: individual.customerId }, m2.idToken);
    expect(hidden.status).toBe(404);
  });

  it('a customer found in the directory, once submitted, is found as registered (pending its approval)', async () => {
    const company = BANK_DIRECTORY.filter((c) => c.customerType === 'C').at(-1)!;
    const submitted = await t.put(
      API.changeHandler,
      {
        action: 'CREATE',
        customerProfile: {
          customerType: 'C',
          merchantId: M1,
          customerInfo: { corpName: company.fullName, corpId: company.corpId },
          customerPaymentInfo: { bankAccts: [{ accountNumber: '1112223334', currencyName: 'THB' }], prefix: 'RD', userId: 'RD1234', channels: ['PGW'] },
          waiveInfo: { waiveFlag: 'N' },
        },
      },
      maker.idToken,
    );
    expect(submitted.status).toBe(200);
    const found = await findCustomer({ customerType: 'C', corpId: company.corpId });
    expect(found.body).toMatchObject({ custProfileId: submitted.body.custProfileId, corpName: company.fullName });
  });
});
