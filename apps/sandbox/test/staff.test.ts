/**
 * Bank staff across merchants (issue 29): what only the bank sets is refused to merchant users
 * (403, nothing changed), staff name the merchant of each call (none: 400), grants are read per
 * request, the summary replaces the full profile for the frame, and maker-checker holds across
 * the line between bank and merchant users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRoles } from '@lego-portal/rules';
import { API, M1, M2, M3 } from './support/api-paths';
import { dayAgo, range } from './support/dates';
import type { Reply, Tokens } from './support/test-sandbox';
import { claimsOf, TestSandbox } from './support/test-sandbox';

let t: TestSandbox;
let full: Tokens;
let bank: Tokens;
let checker: Tokens;
let reporter: Tokens;
beforeAll(async () => {
  t = await TestSandbox.start();
  [full, bank, checker, reporter] = await Promise.all([t.signIn('demo_full'), t.signIn('staff_maker'), t.signIn('staff_checker'), t.signIn('staff_reporter')]);
});
afterAll(async () => {
  await t?.close();
});

/** The merchant row as stored: what a refused call must leave as it was. */
async function storedMerchant(merchantId: string): Promise<string> {
  const [row] = await t.sandbox.db.query<{ d: string }>('select m::text as d from merchant m where merchant_id = $1', [merchantId]);
  return String(row?.d);
}

async function loadedUpdateBody(token: string, merchantId: string) {
  const loaded = (await t.post(API.merchantDetails, { merchantId }, token)).body;
  return {
    isAction: 'UPDATE',
    merchantId,
    merchantProfile: loaded.merchantProfileResponse.merchantProfileResource,
    feeProfile: loaded.feeProfileResponse.feeProfileResponse as Record<string, unknown>,
  };
}

const codeOf = (reply: Reply) => reply.body.validationMessages?.[0]?.code;

describe('staff sign-in', () => {
  it('gives a token with the staff roles and no merchant', async () => {
    const claims = claimsOf(bank.idToken);
    expect(parseRoles(claims['custom:auth']).sort()).toEqual(['BANK_CUSTOMER_MAKER', 'BANK_MERCHANT_ADMIN', 'BANK_REPORT']);
    expect(claims.merchantId).toBe('');
    const own = await t.post(API.userDetails, { username: 'staff_maker' }, bank.idToken);
    expect(own.status).toBe(200);
    expect(own.body.getResponse).toMatchObject({ username: 'staff_maker', merchantId: '' });
  });
});

describe('what only the bank sets', () => {
  it('refuses a merchant user a changed fee, waiver or inter fee (403) and changes nothing', async () => {
    const changes: Record<string, unknown>[] = [
      { minCharge: '0.00', maxCharge: '0.00' },
      { isWaived: 'Y', waiveType: 'F', waiveBy: '', waivePercentage: '', isValidTillCancel: 'Y', waiveFrom: dayAgo(0), waiveTo: '' },
      { interBranchFee: { calculationType: 'F', flatAmount: '0.00', percentage: '', isCap: 'N', capType: '', capAmount: '' } },
      { feeChargeAccount: '' },
    ];
    const before = await storedMerchant(M1);
    for (const change of changes) {
      const body = await loadedUpdateBody(full.idToken, M1);
      body.feeProfile = { ...body.feeProfile, ...change };
      const reply = await t.put(API.merchantProfile, body, full.idToken);
      expect(reply.status, JSON.stringify(change)).toBe(403);
      expect(codeOf(reply)).toBe('merchantProfileForm.bankTermsOnly');
    }
    expect(await storedMerchant(M1)).toBe(before);
  });

  it("saves a merchant user's profile that sends the stored fee values back", async () => {
    const body = await loadedUpdateBody(full.idToken, M1);
    const feesBefore = body.feeProfile;
    body.merchantProfile.merchantInfo = { ...body.merchantProfile.merchantInfo, contactFirstName: 'Somchai' };
    expect((await t.put(API.merchantProfile, body, full.idToken)).status).toBe(200);
    const after = await loadedUpdateBody(full.idToken, M1);
    expect(after.merchantProfile.merchantInfo.contactFirstName).toBe('Somchai');
    expect(after.feeProfile).toEqual(feesBefore);
    // The same values written another way (a switched-off flag unset, an amount without its
    // decimals) are no change; the stored spelling is kept.
    const m2full = await t.signIn('demo_m2full');
    const m2 = await loadedUpdateBody(m2full.idToken, M2);
    const m2Fees = m2.feeProfile;
    expect(m2Fees).toMatchObject({ isWaived: 'N', isValidTillCancel: 'N', minCharge: '5.00' });
    m2.feeProfile = { ...m2Fees, isValidTillCancel: '', minCharge: '5' };
    expect((await t.put(API.merchantProfile, m2, m2full.idToken)).status).toBe(200);
    expect((await loadedUpdateBody(m2full.idToken, M2)).feeProfile).toEqual(m2Fees);
  });

  it('refuses a merchant user activate and inactivate (403), the merchant stays as it was', async () => {
    const before = await storedMerchant(M1);
    for (const isAction of ['INACTIVATE', 'ACTIVATE']) {
      const reply = await t.put(API.merchantProfile, { isAction, merchantId: M1 }, full.idToken);
      expect(reply.status, isAction).toBe(403);
      expect(codeOf(reply)).toBe('merchantProfileForm.bankTermsOnly');
    }
    expect(await storedMerchant(M1)).toBe(before);
  });

  it('lets BANK_MERCHANT_ADMIN set the fees of any merchant, the rules applying; the merchant user reads them', async () => {
    const body = await loadedUpdateBody(bank.idToken, M2);
    body.feeProfile = { ...body.feeProfile, minCharge: '7.00', maxCharge: '30.00' };
    expect((await t.put(API.merchantProfile, body, bank.idToken)).status).toBe(200);
    const m2full = await t.signIn('demo_m2full');
    expect((await loadedUpdateBody(m2full.idToken, M2)).feeProfile).toMatchObject({ minCharge: '7.00', maxCharge: '30.00' });
    body.feeProfile = { ...body.feeProfile, minCharge: '40.00' };
    expect((await t.put(API.merchantProfile, body, bank.idToken)).status).toBe(400);
    expect((await t.put(API.merchantProfile, { isAction: 'INACTIVATE', merchantId: M3 }, bank.idToken)).status).toBe(200);
    expect((await t.sandbox.db.query<{ is_active: string }>('select is_active from merchant where merchant_id = $1', [M3]))[0]?.is_active).toBe('N');
    // Staff without BANK_MERCHANT_ADMIN set nothing.
    expect((await t.put(API.merchantProfile, { isAction: 'ACTIVATE', merchantId: M3 }, checker.idToken)).status).toBe(403);
  });
});

describe('what each role reads', () => {
  it('demo_reports cannot read the full profile (403) but gets the summary, and only the summary', async () => {
    const reports = await t.signIn('demo_reports');
    const profile = await t.post(API.merchantDetails, { merchantId: M2 }, reports.idToken);
    expect(profile.status).toBe(403);
    expect((await t.post(API.merchantDetails, { username: 'demo_reports' }, reports.idToken)).status).toBe(403);
    const summary = await t.post(API.merchantSummary, undefined, reports.idToken);
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({ merchantId: M2, merchantCode: expect.any(String), merchantName: 'Siam Online Mart Co., Ltd.', specialMerchantCode: null });
    const noRoles = await t.signIn('demo_noroles');
    expect((await t.post(API.merchantSummary, undefined, noRoles.idToken)).status).toBe(200);
    expect((await t.post(API.merchantSummary, undefined, full.idToken)).body.specialMerchantCode).toBe('SSO_CPINS');
  });

  it('staff have no summary (404) and read the profile of the merchant they name', async () => {
    expect((await t.post(API.merchantSummary, undefined, reporter.idToken)).status).toBe(404);
    const byId = await t.post(API.merchantDetails, { merchantId: M2 }, reporter.idToken);
    expect(byId.body.merchantProfileResponse.merchantProfileResource.merchantInfo.merchantId).toBe(M2);
    const byUser = await t.post(API.merchantDetails, { username: 'demo_full' }, reporter.idToken);
    expect(byUser.body.merchantProfileResponse.merchantProfileResource.merchantInfo.merchantId).toBe(M1);
    expect((await t.post(API.merchantDetails, { username: 'staff_reporter' }, reporter.idToken)).status).toBe(404);
  });
});

describe('staff name the merchant of each call', () => {
  it('answers 400 in the error shape when a call that needs one merchant names none', async () => {
    const [customer] = await t.sandbox.db.query<{ cust_profile_id: string }>('select cust_profile_id from customer_profile where merchant_id = $1 limit 1', [M2]);
    const id = customer!.cust_profile_id;
    const replies: [string, Reply][] = [
      ['customer detail', await t.post(API.customerDetails, { custProfileId: id }, bank.idToken)],
      ['pending change', await t.post(API.customerPending, { custProfileId: id }, checker.idToken)],
      ['decision', await t.post(API.customerApproval, { custProfileId: id, decision: 'REJECT' }, checker.idToken)],
      ['handler record', await t.call('GET', API.customerHandler(id), undefined, bank.idToken)],
      ['change handler profile', await t.call('GET', API.changeHandlerProfile, undefined, checker.idToken)],
      ['change DELETE', await t.put(API.changeHandler, { action: 'DELETE', custProfileId: id }, bank.idToken)],
      ['key pair download', await t.call('GET', API.keyPairs, undefined, bank.idToken)],
      ['SSO 250', await t.post(API.sso250, { reportType: 'csv', sso250Criteria: { reportDate: dayAgo(2) } }, reporter.idToken)],
    ];
    for (const [label, reply] of replies) {
      expect(reply.status, label).toBe(400);
      expect(codeOf(reply), label).toBe('merchantScope.merchantRequired');
    }
    expect((await t.post(API.customerDetails, { custProfileId: id, merchantId: M2 }, bank.idToken)).status).toBe(200);
    expect((await t.post(API.customerDetails, { custProfileId: id, merchantId: M1 }, bank.idToken)).status).toBe(404);
  });

  it('a merchant user keeps its own merchant whatever the request names', async () => {
    const [customer] = await t.sandbox.db.query<{ cust_profile_id: string }>('select cust_profile_id from customer_profile where merchant_id = $1 limit 1', [M1]);
    const id = customer!.cust_profile_id;
    expect((await t.post(API.customerDetails, { custProfileId: id }, full.idToken)).status).toBe(200);
    expect((await t.post(API.customerDetails, { custProfileId: id, merchantId: M2 }, full.idToken)).status).toBe(404);
  });

  it('searches merchants by ID or name for staff only (403 for a merchant user)', async () => {
    const all = await t.post(API.merchantSearch, { page: 1, size: 25 }, reporter.idToken);
    expect(all.status).toBe(200);
    expect(all.body.totalRecords).toBe(3);
    expect(all.body.merchants.map((m: { merchantId: string }) => m.merchantId)).toEqual([M1, M2, M3]);
    const byName = await t.post(API.merchantSearch, { merchantName: 'sIAM', page: 1, size: 25 }, checker.idToken);
    expect(byName.body).toEqual({ merchants: [{ merchantId: M2, merchantCode: expect.any(String), merchantName: 'Siam Online Mart Co., Ltd.', isActive: 'Y' }], totalRecords: 1 });
    const byId = await t.post(API.merchantSearch, { merchantId: M3, merchantName: '', page: 1, size: 1 }, bank.idToken);
    expect(byId.body.merchants.map((m: { merchantId: string }) => m.merchantId)).toEqual([M3]);
    const second = await t.post(API.merchantSearch, { page: 2, size: 2 }, bank.idToken);
    expect(second.body).toMatchObject({ totalRecords: 3, merchants: [{ merchantId: M3 }] });
    expect((await t.post(API.merchantSearch, { page: 1, size: 25 }, full.idToken)).status).toBe(403);
    expect((await t.post(API.merchantSearch, { merchantId: '123', page: 1, size: 25 }, bank.idToken)).status).toBe(400);
  });

  it('reads reports across merchants, the merchant ID and name filters applying', async () => {
    const merchantsOf = (reply: Reply) => [...new Set(reply.body.transactions.values.map((row: { merchantId: string }) => row.merchantId))].sort();
    const all = await t.post(API.transactionList, { mode: 'online', ...range(30), pageSize: 100 }, reporter.idToken);
    expect(all.status).toBe(200);
    expect(merchantsOf(all).length).toBeGreaterThan(1);
    const m2 = await t.post(API.transactionList, { mode: 'online', ...range(30), merchantId: M2, pageSize: 100 }, reporter.idToken);
    expect(merchantsOf(m2)).toEqual([M2]);
    const named = await t.post(API.transactionList, { mode: 'online', ...range(30), merchantName: 'lanna', pageSize: 100 }, reporter.idToken);
    expect(merchantsOf(named)).toEqual([M3]);
    expect(all.body.transactions.rowNum).toBeGreaterThan(m2.body.transactions.rowNum + named.body.transactions.rowNum);
    const summary = await t.post(API.transactionSummary, { mode: 'online', ...range(30) }, reporter.idToken);
    const counted = summary.body.summary.rows.reduce((sum: number, row: { count: number }) => sum + row.count, 0);
    expect(counted).toBe(all.body.transactions.rowNum);
    const registrations = await t.post(API.registrationList, { customerRegFlag: 'ALL', ...range(359), merchantName: 'siam', pageSize: 10 }, reporter.idToken);
    expect(registrations.status).toBe(200);
    expect(registrations.body.registrations.rowNum).toBeGreaterThan(0);
    const own = await t.post(API.transactionList, { mode: 'online', ...range(30), pageSize: 100 }, full.idToken);
    expect(merchantsOf(own)).toEqual([M1]);
  });
});

describe('grants are read on every call', () => {
  it('refuses a removed grant on the next call, with the same token', async () => {
    const reports = await t.signIn('demo_reports');
    const criteria = { mode: 'online', ...range(7), pageSize: 1 };
    expect((await t.post(API.transactionList, criteria, reports.idToken)).status).toBe(200);
    const admin = await t.signIn('demo_m2full');
    const user = (await t.post(API.userDetails, { username: 'demo_reports' }, admin.idToken)).body.getResponse;
    const authorize = { ...user.authorize, report: { ...user.authorize.report, transactionReport: 'N' } };
    const update = { action: 'UPDATE', userProfile: { ...user, authorize, contactNumber: user.contactNumber ?? '', note: user.note ?? '' } };
    delete update.userProfile.createdDatetime;
    delete update.userProfile.lastLogin;
    delete update.userProfile.merchantName;
    const updated = await t.put(API.userHandler, update, admin.idToken);
    expect(updated.status, updated.text).toBe(200);
    expect((await t.post(API.transactionList, criteria, reports.idToken)).status).toBe(403);
    expect((await t.post(API.transactionList, { ...criteria, mode: 'scheduled' }, reports.idToken)).status).toBe(200);
  });
});

describe('maker-checker across the line', () => {
  it("records a bank maker's change as BANK, a merchant checker decides it, and only checkers decide", async () => {
    const [customer] = await t.sandbox.db.query<{ cust_profile_id: string }>(
      `select c.cust_profile_id from customer_profile c left join customer_pending_change p using (cust_profile_id)
        where c.merchant_id = $1 and p.cust_profile_id is null and c.is_active = 'Y' limit 1`,
      [M2],
    );
    const id = customer!.cust_profile_id;
    // A checker or a reporter proposes nothing.
    for (const token of [checker, reporter]) expect((await t.put(API.changeHandler, { action: 'DELETE', custProfileId: id, merchantId: M2 }, token.idToken)).status).toBe(403);
    expect((await t.sandbox.db.query('select 1 from customer_pending_change where cust_profile_id = $1', [id])).length).toBe(0);

    expect((await t.put(API.changeHandler, { action: 'DELETE', custProfileId: id, merchantId: M2 }, bank.idToken)).status).toBe(200);
    const pending = await t.post(API.customerPending, { custProfileId: id, merchantId: M2 }, checker.idToken);
    expect(pending.body).toMatchObject({ action: 'DELETE', lastUsername: 'staff_maker', makerType: 'BANK' });
    // The bank maker holds no checker role.
    expect((await t.post(API.customerApproval, { custProfileId: id, merchantId: M2, decision: 'APPROVE' }, bank.idToken)).status).toBe(403);
    const m2full = await t.signIn('demo_m2full');
    expect((await t.post(API.customerPending, { custProfileId: id }, m2full.idToken)).body.makerType).toBe('BANK');
    expect((await t.post(API.customerApproval, { custProfileId: id, decision: 'REJECT', reason: 'Not what the customer asked for' }, m2full.idToken)).status).toBe(200);
  });

  it("lets a bank checker decide a merchant user's change, which says MERCHANT", async () => {
    const [seeded] = await t.sandbox.db.query<{ cust_profile_id: string }>(
      `select p.cust_profile_id from customer_pending_change p join customer_profile c using (cust_profile_id)
        where c.merchant_id = $1 and p.maker_username = 'ops_maker1' and p.action = 'UPDATE' limit 1`,
      [M1],
    );
    const id = seeded!.cust_profile_id;
    expect((await t.post(API.customerPending, { custProfileId: id, merchantId: M1 }, checker.idToken)).body.makerType).toBe('MERCHANT');
    expect((await t.post(API.customerApproval, { custProfileId: id, merchantId: M1, decision: 'APPROVE' }, checker.idToken)).status).toBe(200);
    expect((await t.post(API.customerDetails, { custProfileId: id, merchantId: M1 }, checker.idToken)).body.isPendingApproval).toBe('N');
  });

  it('refuses a staff user who is maker and checker their own change (four eyes)', async () => {
    // No demo account holds both roles: one is added beside staff_maker, with its password.
    await t.sandbox.db.query(
      `insert into app_user (user_id, merchant_id, username, full_name, email, status, created_datetime, password_hash, staff_roles)
       select 'S000099', null, 'staff_both', 'Both Roles', 'staff.both@sandbox.example', 'A', created_datetime, password_hash,
              array['BANK_CUSTOMER_MAKER', 'BANK_CUSTOMER_CHECKER'] from app_user where username = 'staff_maker'`,
    );
    const both = await t.signIn('staff_both');
    const [customer] = await t.sandbox.db.query<{ cust_profile_id: string }>(
      `select c.cust_profile_id from customer_profile c left join customer_pending_change p using (cust_profile_id)
        where c.merchant_id = $1 and p.cust_profile_id is null limit 1`,
      [M3],
    );
    const id = customer!.cust_profile_id;
    expect((await t.put(API.changeHandler, { action: 'DELETE', custProfileId: id, merchantId: M3 }, both.idToken)).status).toBe(200);
    const own = await t.post(API.customerApproval, { custProfileId: id, merchantId: M3, decision: 'APPROVE' }, both.idToken);
    expect(own.status).toBe(403);
    expect(codeOf(own)).toBe('FOUR_EYES');
    expect((await t.post(API.customerDetails, { custProfileId: id, merchantId: M3 }, both.idToken)).body.isPendingApproval).toBe('Y');
  });
});

describe('users of any merchant', () => {
  it('lets BANK_MERCHANT_ADMIN list any merchant’s users, not other staff', async () => {
    const listed = await t.post(API.users, { merchantId: M3, page: 1, sizePerPage: 5 }, bank.idToken);
    expect(listed.status).toBe(200);
    expect(listed.body.getAllResponse.userProfileList.every((u: { merchantId: string }) => u.merchantId === M3)).toBe(true);
    expect((await t.post(API.users, { merchantId: M3, page: 1, sizePerPage: 5 }, reporter.idToken)).status).toBe(403);
  });
});
