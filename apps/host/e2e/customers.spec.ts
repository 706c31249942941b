/**
 * Customers (spec sections 2, 4, 8; issue 15): the list's filters and paging kept across a
 * detail, the individual and corporate detail, and maker-checker: a change made through the
 * change handler (as the bank's staff portal sends it) read by a second user as a field diff,
 * approved or rejected, and refused to its own maker in the page and by the server; once decided
 * (here or by another user) it is offered no more, and the detail and the list say so without a
 * reload (issue 27).
 *
 * Merchant 1000000001's customers change only in this file (each test makes its own customer),
 * and a file's tests run in order in one worker, so the list test compares the page with the
 * server's answer read just before.
 */
import type { Page } from '@playwright/test';
import { approvedCustomer, createUser, decide, DEMO_PASSWORD, listCustomers, signInTokens, submitChange } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { expectAccessible, go, signIn, signOut } from './support/portal';

const table = (page: Page) => page.getByRole('main').getByRole('table');
const filters = (page: Page) => page.getByRole('search', { name: 'Customer search' });
const settled = (page: Page) => expect(page.locator('[aria-busy=true]')).toHaveCount(0);
const rowOf = (page: Page, custProfileId: string) => table(page).locator('tbody tr', { hasText: custProfileId });
const pendingDialog = (page: Page) => page.getByRole('dialog', { name: 'Pending Change' });
const MAKER_PASSWORD = 'Maker@2024x';

async function search(page: Page): Promise<void> {
  await filters(page).getByRole('button', { name: 'Search', exact: true }).click();
  await settled(page);
}

test('the list filters by currency and account', async ({ page, sandboxUrl }) => {
  const tokens = await signInTokens(sandboxUrl, 'demo_full');
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Profile' })).toBeVisible();
  await expect(table(page).locator('tbody tr')).toHaveCount(25);
  await expectAccessible(page, 'customer list');

  // Account Currency FCD: the rows the server gives for FCD, and only those.
  const fcd = await listCustomers(sandboxUrl, tokens, { currencyName: 'FCD' });
  expect(fcd.rows.length, 'the seed has FCD customers').toBeGreaterThan(0);
  await filters(page).getByRole('combobox', { name: 'Account Currency' }).click();
  await page.getByRole('option', { name: 'FCD', exact: true }).click();
  await search(page);
  await expect(page).toHaveURL(/[?&]currency=FCD/);
  await expect(table(page).locator('tbody tr')).toHaveCount(Math.min(25, fcd.rows.length));
  for (const row of fcd.rows.slice(0, 5)) await expect(rowOf(page, row.custProfileId)).toHaveCount(1);

  // Account Number: the customer holding that account.
  const account = fcd.rows[0]!.bankAccts![0]!.accountNumber;
  await filters(page).getByLabel('Account Number', { exact: true }).fill(account);
  await search(page);
  await expect(page).toHaveURL(new RegExp(`[?&]account=${account}`));
  await expect(rowOf(page, fcd.rows[0]!.custProfileId)).toBeVisible();
  for (const text of await table(page).locator('tbody tr').allTextContents()) expect(text).toContain(account);

  await filters(page).getByRole('button', { name: 'Reset', exact: true }).click();
  await settled(page);
  await expect(page).not.toHaveURL(/[?&](currency|account)=/);
});

// Its own test: with the filters' it took ~29 s of a 30 s limit on a quiet machine.
test('a detail opened from page 2 returns to the same page', async ({ page, sandboxUrl }) => {
  const tokens = await signInTokens(sandboxUrl, 'demo_full');
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/customer');
  await expect(table(page).locator('tbody tr')).toHaveCount(25);

  // Page 2 of everything; an individual and a corporate customer open and come back to it.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await settled(page);
  const listUrl = page.url();
  const pageTwo = (await listCustomers(sandboxUrl, tokens, {}, { page: 2, size: 25 })).rows;
  for (const [type, kind] of [
    ['I', 'Individual'],
    ['C', 'Corporate'],
  ] as const) {
    const customer = pageTwo.find((row) => row.customerType === type);
    if (!customer) throw new Error(`no customer of type ${type} on page 2`);
    await rowOf(page, customer.custProfileId).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/customer/view/${customer.custProfileId}$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(customer.fullName!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    await expect(page.getByRole('main').getByText(kind, { exact: true }).first()).toBeVisible();
    await expectAccessible(page, `customer detail (${kind})`);
    if (type === 'I') await page.getByRole('button', { name: 'Back to Customer List', exact: true }).click();
    else await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expect(rowOf(page, customer.custProfileId)).toBeVisible();
  }
});

test('a change made by one user shows as a field diff to another, who approves it', async ({ page, sandboxUrl }) => {
  const maker = await createUser(sandboxUrl, { prefix: 'mkr', password: MAKER_PASSWORD, grants: { customerProfile: 'Y' } });
  const makerTokens = await signInTokens(sandboxUrl, maker.username, MAKER_PASSWORD);
  const customer = await approvedCustomer(sandboxUrl, makerTokens, 'Approve Tester', 'approve.before@example.com');
  const added = `98${customer.accountNumber.slice(2)}`;
  const update = {
    ...customer.profile,
    customerInfo: { ...customer.profile.customerInfo, email: 'approve.after@example.com' },
    customerPaymentInfo: { ...customer.profile.customerPaymentInfo, bankAccts: [...customer.profile.customerPaymentInfo.bankAccts, { accountNumber: added, currencyName: 'FCD' as const }] },
  };
  expect((await submitChange(sandboxUrl, makerTokens, { action: 'UPDATE', custProfileId: customer.custProfileId, customerProfile: update })).status).toBe(200);

  // From the list, where the customer's row says PENDING APPROVAL, to its detail.
  await signIn(page, 'demo_full', DEMO_PASSWORD, `/customer?account=${customer.accountNumber}`);
  await expect(rowOf(page, customer.custProfileId)).toContainText('PENDING APPROVAL');
  await rowOf(page, customer.custProfileId).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Approve Tester/ })).toBeVisible();
  await expect(page.getByText('PENDING APPROVAL', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'View Pending Change' }).first().click();
  const dialog = pendingDialog(page);
  await expect(dialog.getByText(maker.username, { exact: true })).toBeVisible();
  const email = dialog.getByRole('row', { name: /Email/ });
  await expect(email.getByRole('cell').nth(0)).toHaveText('approve.before@example.com');
  await expect(email.getByRole('cell').nth(1)).toHaveText('approve.after@example.com');
  await expect(dialog.getByRole('row', { name: new RegExp(added) })).toContainText('Added');
  await expectAccessible(page, 'pending-change dialog');

  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog.getByText('Are you sure to approve this change?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  const result = page.getByRole('alertdialog', { name: 'Approve change successful' });
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('main').getByText('approve.after@example.com').first()).toBeVisible();
  await expect(page.getByText('PENDING APPROVAL', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(added).first()).toBeVisible();
  // The decided change is offered no more, and the list (reached without a reload) agrees.
  await expect(page.getByRole('button', { name: 'View Pending Change' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Customer List', exact: true }).click();
  await settled(page);
  await expect(rowOf(page, customer.custProfileId)).toBeVisible();
  await expect(rowOf(page, customer.custProfileId)).not.toContainText('PENDING APPROVAL');
});

test('a rejected change leaves the old values', async ({ page, sandboxUrl }) => {
  const maker = await createUser(sandboxUrl, { prefix: 'mkr', password: MAKER_PASSWORD, grants: { customerProfile: 'Y' } });
  const makerTokens = await signInTokens(sandboxUrl, maker.username, MAKER_PASSWORD);
  const customer = await approvedCustomer(sandboxUrl, makerTokens, 'Reject Tester', 'reject.before@example.com');
  const update = { ...customer.profile, customerInfo: { ...customer.profile.customerInfo, email: 'reject.after@example.com' } };
  expect((await submitChange(sandboxUrl, makerTokens, { action: 'UPDATE', custProfileId: customer.custProfileId, customerProfile: update })).status).toBe(200);

  await signIn(page, 'demo_full', DEMO_PASSWORD, `/customer/view/${customer.custProfileId}`);
  await page.getByRole('button', { name: 'View Pending Change' }).first().click();
  const dialog = pendingDialog(page);
  await expect(dialog.getByRole('row', { name: /Email/ })).toContainText('reject.after@example.com');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByText('Are you sure to reject this change?')).toBeVisible();
  // Issue 32: a rejection carries its reason (decisions.spec.ts covers the refusal without one).
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('The new email is not the customer’s.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Reject change successful' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('PENDING APPROVAL', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByText('reject.before@example.com').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('reject.after@example.com')).toHaveCount(0);
});

test('the maker cannot approve their own change, in the page or through the API', async ({ page, sandboxUrl }) => {
  const maker = await createUser(sandboxUrl, { prefix: 'mkr', password: MAKER_PASSWORD, grants: { customerProfile: 'Y' } });
  const makerTokens = await signInTokens(sandboxUrl, maker.username, MAKER_PASSWORD);
  const customer = await approvedCustomer(sandboxUrl, makerTokens, 'Four Eyes Tester', 'four.eyes@example.com');
  const update = { ...customer.profile, customerInfo: { ...customer.profile.customerInfo, phoneNumber: '0899999999' } };
  expect((await submitChange(sandboxUrl, makerTokens, { action: 'UPDATE', custProfileId: customer.custProfileId, customerProfile: update })).status).toBe(200);

  await signIn(page, maker.username, MAKER_PASSWORD, `/customer/view/${customer.custProfileId}`);
  await page.getByRole('button', { name: 'View Pending Change' }).first().click();
  const dialog = pendingDialog(page);
  const why = 'You made this change, so another user must approve or reject it.';
  await expect(dialog.getByText(why)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Reject', exact: true })).toBeDisabled();

  for (const decision of ['APPROVE', 'REJECT'] as const) {
    const refused = await decide(sandboxUrl, makerTokens, customer.custProfileId, decision);
    expect(refused.status).toBe(403);
    expect(refused.body.validationMessages?.[0]?.code).toBe('FOUR_EYES');
  }
  // Still pending for a checker.
  await page.reload();
  await expect(page.getByText('PENDING APPROVAL', { exact: true })).toBeVisible();
});

test("a change another user decided meanwhile says 'No change pending for approval.' when reopened, and offers no decision", async ({ page, sandboxUrl }) => {
  const maker = await createUser(sandboxUrl, { prefix: 'mkr', password: MAKER_PASSWORD, grants: { customerProfile: 'Y' } });
  const makerTokens = await signInTokens(sandboxUrl, maker.username, MAKER_PASSWORD);
  const customer = await approvedCustomer(sandboxUrl, makerTokens, 'Raced Tester', 'raced.before@example.com');
  const update = { ...customer.profile, customerInfo: { ...customer.profile.customerInfo, email: 'raced.after@example.com' } };
  expect((await submitChange(sandboxUrl, makerTokens, { action: 'UPDATE', custProfileId: customer.custProfileId, customerProfile: update })).status).toBe(200);

  await signIn(page, 'demo_full', DEMO_PASSWORD, `/customer/view/${customer.custProfileId}`);
  await page.getByRole('button', { name: 'View Pending Change' }).first().click();
  const dialog = pendingDialog(page);
  await expect(dialog.getByRole('row', { name: /Email/ })).toContainText('raced.after@example.com');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Another checker approves it while this page still shows it pending; the page is not reloaded.
  const checker = await createUser(sandboxUrl, { prefix: 'chk', password: MAKER_PASSWORD, grants: { customerProfile: 'Y' } });
  expect((await decide(sandboxUrl, await signInTokens(sandboxUrl, checker.username, MAKER_PASSWORD), customer.custProfileId, 'APPROVE')).status).toBe(200);
  await page.getByRole('button', { name: 'View Pending Change' }).first().click();
  await expect(dialog.getByText('No change pending for approval.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  // The page caught up: the approved values, no badge, nothing to open.
  await expect(page.getByText('PENDING APPROVAL', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByText('raced.after@example.com').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Pending Change' })).toHaveCount(0);
});

test('a customer without a pending change offers no View Pending Change', async ({ page, sandboxUrl }) => {
  const maker = await createUser(sandboxUrl, { prefix: 'mkr', password: MAKER_PASSWORD, grants: { customerProfile: 'Y' } });
  const customer = await approvedCustomer(sandboxUrl, await signInTokens(sandboxUrl, maker.username, MAKER_PASSWORD), 'Quiet Tester', 'quiet@example.com');
  await signIn(page, 'demo_full', DEMO_PASSWORD, `/customer/view/${customer.custProfileId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Quiet Tester/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Pending Change' })).toHaveCount(0);
});

test('a user without the customer role goes to /unauthorized; an unknown customer to /notfound', async ({ page }) => {
  await signIn(page, 'demo_reports', DEMO_PASSWORD);
  for (const path of ['/customer', '/customer/view/C0000001']) {
    await go(page, path);
    await expect(page, path).toHaveURL(/\/unauthorized$/);
  }
  await signOut(page);
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/customer/view/NOSUCHCUSTOMER');
  await expect(page).toHaveURL(/\/notfound$/);
});
