/**
 * What bank staff do in the intranet, across the sandbox's two merchants (issue 29): staff_maker
 * sets a merchant's fee, which the merchant's own user then reads but cannot change (no control
 * in the merchant portal, 403 from the API); staff_reporter reads the transaction report across
 * both merchants and narrows it to one; staff_checker approves a customer change staff_maker
 * proposed, the pending change naming its maker a bank user. Axe checks each new screen.
 *
 * The React 19 and 18.3 projects run at once: each sets the fee of a merchant of its own, so
 * their saves never meet, and puts it back through the API afterwards, even after a failure.
 */
import type { Page, Request } from '@playwright/test';
import type { MerchantId } from './fixtures';
import { BASE, DEMO_PASSWORD, expect, MERCHANTS, staffSignIn, test } from './fixtures';
import { bodyRows, chooseMerchant, detailValue, expectAccessible, portal, region, scopeBar, settled } from './support';
import type { Schemas } from '@lego-portal/api-client';
import { answerOf, dataOf, individualProfile, putMerchantProfile, sandboxClient, signInTokens, submitChange } from './test-kit';

const MERCHANT_PROFILE_UPDATE_PATH = '/api/lego-merchantprofile/ext/merchantprofile/';
const BANK_TERMS_NOTE = 'Fees and waivers are set by the bank and cannot be changed here.';

/** Whose fee each build changes: a merchant of its own, and that merchant's user with DD_ACCOUNT_PROFILE. */
const FEE_MERCHANT: Record<18 | 19, { merchantId: MerchantId; owner: string }> = {
  19: { merchantId: '1000000002', owner: 'demo_m2full' },
  18: { merchantId: '1000000001', owner: 'demo_full' },
};

/** The stored fee profile of `merchantId`, read by staff_maker through the API (the oracle). */
async function storedFees(sandboxUrl: string, merchantId: string) {
  const client = sandboxClient(sandboxUrl, await signInTokens(sandboxUrl, 'staff_maker'));
  const profile = await dataOf(client.POST('/api/lego-merchantprofile/ext/merchantprofile/details', { body: { merchantId } }), 'the merchant profile');
  return profile.feeProfileResponse.feeProfileResponse ?? {};
}

/** Every merchant profile save (PUT) the page sends, as it leaves the browser. */
function watchProfileSaves(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith(`/intranet/gateway${MERCHANT_PROFILE_UPDATE_PATH}`)) sent.push(request);
  });
  return sent;
}

test('staff_maker sets a merchant’s Minimum Fee; its own user reads it, has no control for it and is refused changing it', async ({ page, browser, reactMajor, sandboxUrl }) => {
  const { merchantId, owner } = FEE_MERCHANT[reactMajor];
  const original = (await storedFees(sandboxUrl, merchantId)).minCharge ?? '';
  const changed = original === '6.50' ? '7.25' : '6.50';
  const saves = watchProfileSaves(page);

  await staffSignIn(page, 'staff_maker');
  await page.getByRole('navigation', { name: 'Intranet' }).getByRole('link', { name: 'Merchant', exact: true }).click();
  await expect(portal(page).getByRole('heading', { name: 'Choose Merchant' })).toBeVisible();
  await expectAccessible(page, 'merchant picker');
  await chooseMerchant(page, merchantId);
  await expect(page).toHaveURL(new RegExp(`${BASE}merchant/view$`));
  await expect(portal(page).getByRole('heading', { level: 1, name: `Merchant Profile ${MERCHANTS[merchantId]}` })).toBeVisible();
  await expect(detailValue(region(portal(page), 'Fee Profile'), 'Minimum Fee')).toHaveText(original);
  await expectAccessible(page, 'merchant profile (staff view)');

  await portal(page).getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}merchant/update$`));
  const minimumFee = region(portal(page), 'Fee Profile').getByRole('textbox', { name: 'Minimum Fee', exact: true });
  await expect(minimumFee).toBeEditable();
  await expect(minimumFee).toHaveValue(original);
  await expect(scopeBar(page)).toContainText(merchantId);
  await expectAccessible(page, 'merchant profile update (staff)');
  await minimumFee.fill(changed);
  try {
    await portal(page).getByRole('button', { name: 'Update', exact: true }).click();
    const modal = page.getByRole('alertdialog', { name: 'Update merchant profile success' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Back to Merchant' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}merchant/view$`));
    await expect(detailValue(region(portal(page), 'Fee Profile'), 'Minimum Fee')).toHaveText(changed);
    expect((await storedFees(sandboxUrl, merchantId)).minCharge, 'the server holds the new fee').toBe(changed);

    // The merchant's own user, in the merchant portal (the reference host): the new fee, read only.
    const merchantPage = await browser.newPage({ baseURL: process.env.REFERENCE_URL });
    try {
      await merchantPage.goto('/merchant/view');
      await merchantPage.getByLabel('Username', { exact: true }).fill(owner);
      await merchantPage.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await merchantPage.getByRole('button', { name: 'Sign In', exact: true }).click();
      const main = merchantPage.getByRole('main');
      await expect(detailValue(region(main, 'Fee Profile'), 'Minimum Fee')).toHaveText(changed);
      // No Activate or Inactivate: the merchant's user has no Action menu, only Edit.
      await expect(merchantPage.getByRole('button', { name: 'Action', exact: true })).toHaveCount(0);
      await merchantPage.getByRole('button', { name: 'Edit', exact: true }).click();
      await expect(merchantPage).toHaveURL(/\/merchant\/update$/);
      const fees = region(main, 'Fee Profile');
      await expect(fees.getByText(BANK_TERMS_NOTE)).toBeVisible();
      await expect(detailValue(fees, 'Minimum Fee')).toHaveText(changed);
      await expect(fees.getByRole('textbox', { name: 'Minimum Fee' })).toHaveCount(0);
      for (const box of await fees.getByRole('textbox').all()) await expect(box).not.toBeEditable();
    } finally {
      await merchantPage.close();
    }

    // The same user sending a changed fee straight to the API: refused, nothing changed.
    const sent = saves[0]?.postDataJSON() as Schemas['MerchantProfileUpdateRequest'];
    const ownerClient = sandboxClient(sandboxUrl, await signInTokens(sandboxUrl, owner));
    const refused = await answerOf(ownerClient.PUT(MERCHANT_PROFILE_UPDATE_PATH, { body: { ...sent, feeProfile: { ...sent.feeProfile, minCharge: '0.00' } } }));
    expect(refused.status, 'a merchant user changing its fee').toBe(403);
    expect((await storedFees(sandboxUrl, merchantId)).minCharge, 'the refused change left the fee as the bank set it').toBe(changed);
  } finally {
    // Put the fee back as staff_maker, from what the page sent, whatever happened above.
    const sent = saves[0]?.postDataJSON() as Schemas['MerchantProfileUpdateRequest'] | undefined;
    if (sent) await putMerchantProfile(sandboxUrl, { ...sent, feeProfile: { ...sent.feeProfile, minCharge: original } }, 'staff_maker');
  }
});

/** Today in Bangkok, and `days` before it, as the report's `YYYYMMDD`. */
function bangkokDay(daysBefore = 0): string {
  const day = new Date(Date.now() - daysBefore * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(day).replaceAll('-', '');
}

/** The transaction numbers of the report's rows, in order. */
const shownTxnNumbers = (page: Page) => bodyRows(page).locator('td a').allTextContents();

test('staff_reporter reads the transaction report across both merchants and narrows it to one by merchant ID', async ({ page, sandboxUrl }) => {
  const from = `${bangkokDay(90)}000000`;
  const to = `${bangkokDay()}235959`;
  const reporter = sandboxClient(sandboxUrl, await signInTokens(sandboxUrl, 'staff_reporter'));
  const oracle = async (merchantId: string) => {
    const body = { mode: 'online' as const, merchantId, merchantName: '', fromDate: from, toDate: to, pageSize: 100, pageNo: 1, sortField: 'createdDateTime', sortDirection: 'desc' as const };
    return (await dataOf(reporter.POST('/api/lego-report/ext/transaction/list', { body }), 'the transaction list')).transactions.values;
  };
  const all = await oracle('');
  for (const merchantId of Object.keys(MERCHANTS)) expect(all.some((row) => row.merchantId === merchantId), `a row of ${merchantId}`).toBe(true);

  await staffSignIn(page, 'staff_reporter', `transactions/online?from=${from}&to=${to}&size=100`);
  await settled(page);
  await expect.poll(() => shownTxnNumbers(page)).toEqual(all.map((row) => row.txnNumber));
  // Across merchants each row says whose payment it is, in a column that never gives way.
  const merchantCells = portal(page).locator('tbody td[data-column-id="merchantName"]');
  await expect(merchantCells.first()).toBeVisible();
  expect(await merchantCells.allTextContents()).toEqual(all.map((row) => row.merchantName));
  const filters = portal(page).getByRole('search');
  await expect(filters.getByRole('textbox', { name: 'Merchant ID' })).toHaveValue('');
  await expect(filters.getByRole('textbox', { name: 'Merchant ID' })).toBeEditable();
  await expectAccessible(page, 'transaction report (staff, all merchants)');

  await filters.getByRole('textbox', { name: 'Merchant ID' }).fill('1000000002');
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]merchantId=1000000002/);
  await settled(page);
  const one = await oracle('1000000002');
  expect(one.length).toBeGreaterThan(0);
  expect(one.every((row) => row.merchantId === '1000000002'), 'the filter narrows to the merchant').toBe(true);
  await expect.poll(() => shownTxnNumbers(page)).toEqual(one.map((row) => row.txnNumber));
  expect(one.length).toBeLessThan(all.length);
});

test('staff_checker approves a customer that staff_maker proposed; the pending change names a bank user as its maker', async ({ page, sandboxUrl }) => {
  const merchantId: MerchantId = '1000000002';
  const maker = await signInTokens(sandboxUrl, 'staff_maker');
  const { accountNumber, profile } = individualProfile('Staff Made Customer', 'staff.made@example.com');
  const created = await submitChange(sandboxUrl, maker, { action: 'CREATE', merchantId, customerProfile: { ...profile, merchantId } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const custProfileId = created.body.custProfileId ?? '';
  expect(custProfileId).not.toBe('');

  await staffSignIn(page, 'staff_checker', 'customers');
  await chooseMerchant(page, merchantId);
  const filters = portal(page).getByRole('search', { name: 'Customer search' });
  await filters.getByLabel('Account Number', { exact: true }).fill(accountNumber);
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await settled(page);
  const row = bodyRows(page).filter({ hasText: custProfileId });
  await expect(row).toContainText('PENDING APPROVAL');
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE}customers/view/${custProfileId}$`));
  await expect(portal(page).getByRole('heading', { level: 1, name: /Staff Made Customer/ })).toBeVisible();

  await portal(page).getByRole('button', { name: 'View Pending Change' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Pending Change' });
  await expect(dialog.getByText('staff_maker', { exact: true })).toBeVisible();
  await expect(detailValue(dialog, 'Requester type')).toHaveText('Bank user');
  await expectAccessible(page, 'pending-change dialog (staff checker)');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog.getByText('Are you sure to approve this change?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  const result = page.getByRole('alertdialog', { name: 'Approve change successful' });
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(portal(page).getByText('PENDING APPROVAL', { exact: true })).toHaveCount(0);
  await expect(portal(page).getByRole('button', { name: 'View Pending Change' })).toHaveCount(0);
});

test('staff find a transaction of any merchant by its number in quick find, and open it', async ({ page, sandboxUrl }) => {
  const from = `${bangkokDay(30)}000000`;
  const to = `${bangkokDay()}235959`;
  const reporter = sandboxClient(sandboxUrl, await signInTokens(sandboxUrl, 'staff_reporter'));
  const body = { mode: 'online' as const, merchantId: '1000000002', merchantName: '', fromDate: from, toDate: to, pageSize: 10, pageNo: 1, sortField: 'createdDateTime', sortDirection: 'desc' as const };
  const [row] = (await dataOf(reporter.POST('/api/lego-report/ext/transaction/list', { body }), 'the transaction list')).transactions.values;
  expect(row, 'a recent transaction of merchant 1000000002').toBeDefined();

  await staffSignIn(page, 'staff_reporter');
  const find = portal(page).getByRole('combobox', { name: 'Find' });
  await find.fill(row!.txnNumber);
  await find.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${BASE}transactions/view/${row!.txnNumber}\\?merchantId=1000000002$`));
  await expect(portal(page).getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  await expect(portal(page)).toContainText(row!.txnNumber);
  await expectAccessible(page, 'transaction detail opened by quick find (staff)');
});
