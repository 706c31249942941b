/**
 * Expiry of a pending change (issue 32): a change pending longer than the sandbox's configured
 * time (default 30 days) shows 'Expired' on the customer and in the Pending Change dialog, which
 * offers only Reject, and approving it through the API is refused (409, nothing changed); a
 * younger change is not expired and can still be approved. The sandbox's demo-only route moves
 * the change's request time back (test-kit's agePendingChange): no clock moves for other specs.
 *
 * Sandbox data: merchant 1000000002's customers, each made here for one test (support/decisions.ts).
 */
import type { Page } from '@playwright/test';
import { agePendingChange, dataOf, decide, sandboxClient, signInTokens } from '@lego-portal/test-kit';
import { timestampToDate } from '@lego-portal/rules';
import { CHECKER, customerWithPendingUpdate, openCustomer } from './support/decisions';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/portal';

const EXPIRED = 'This request expired. Reject it and make the change again.';
const DAY_MS = 24 * 60 * 60 * 1000;

const pendingDialog = (page: Page) => page.getByRole('dialog', { name: 'Pending Change' });
// The detail's notice of the waiting change (where an expired one carries its badge).
const pendingNotice = (page: Page) => page.getByRole('main').locator('p', { hasText: 'A change of this customer is waiting for approval.' });

/** The sandbox's expiry in whole days, as its pending view answers it (request time to expiry). */
async function expiryDays(sandboxUrl: string, custProfileId: string): Promise<number> {
  const change = await dataOf(
    sandboxClient(sandboxUrl, await signInTokens(sandboxUrl, CHECKER)).POST('/api/lego-customerprofile/ext/customerprofile/pending', { body: { custProfileId } }),
    'the pending change',
  );
  expect(change.expired, 'a change just made is not expired').toBe(false);
  const span = timestampToDate(change.expiresDatetime ?? null)!.getTime() - timestampToDate(change.createdDatetime ?? null)!.getTime();
  return Math.round(span / DAY_MS);
}

/** Opens the customer's Pending Change dialog; resolves once it shows the change's new email. */
async function openPendingChange(page: Page, newEmail: string) {
  await page.getByRole('button', { name: 'View Pending Change' }).first().click();
  const dialog = pendingDialog(page);
  await expect(dialog.getByRole('row', { name: /Email/ })).toContainText(newEmail);
  return dialog;
}

test('a change pending longer than the expiry shows Expired, offers only Reject, and the sandbox refuses its approval', async ({ page, sandboxUrl }) => {
  const { custProfileId, newEmail } = await customerWithPendingUpdate(sandboxUrl, `Expired Change ${test.info().repeatEachIndex}`);
  const days = await expiryDays(sandboxUrl, custProfileId);
  await agePendingChange(sandboxUrl, custProfileId, days + 1);

  // The customer says it: pending, and expired.
  await openCustomer(page, custProfileId);
  await expect(pendingNotice(page)).toBeVisible();
  await expect(pendingNotice(page).getByText('Expired', { exact: true })).toBeVisible();

  // The dialog: when it expired, why it can only be rejected, and no Approve.
  const dialog = await openPendingChange(page, newEmail);
  await expect(dialog.getByRole('term').filter({ hasText: 'Expired on' })).toBeVisible();
  await expect(dialog.getByRole('definition').filter({ hasText: 'Expired' })).toBeVisible();
  await expect(dialog.getByText(EXPIRED)).toBeVisible();
  const reject = dialog.getByRole('button', { name: 'Reject', exact: true });
  await expect(reject).toBeEnabled();
  await expect(reject).toHaveAccessibleDescription(new RegExp(EXPIRED.replace(/\./g, '\\.')));
  await expect(dialog.getByRole('button', { name: /Approve/ })).toHaveCount(0);
  await expectAccessible(page, 'pending change dialog of an expired change');

  // The server refuses it first-hand: 409 with the same text, the change still pending.
  const refused = await decide(sandboxUrl, await signInTokens(sandboxUrl, CHECKER), custProfileId, 'APPROVE', { note: 'Approved anyway' });
  expect(refused.status).toBe(409);
  expect(refused.body.validationMessages?.[0]).toMatchObject({ code: 'decision.expired', message: EXPIRED });

  // Reject goes through, with its reason, and the customer reads it.
  await reject.click();
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Expired: please make the change again.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Reject change successful' }).getByRole('button', { name: 'OK' }).click();
  await expect(pendingNotice(page)).toHaveCount(0);
  const last = page.getByRole('region', { name: 'Last decision' });
  await expect(last).toContainText('Rejected');
  await expect(last).toContainText('Expired: please make the change again.');
  await expect(page.getByRole('main').getByText(newEmail)).toHaveCount(0);
});

test('a change younger than the expiry is not expired and still offers Approve', async ({ page, sandboxUrl }) => {
  const { custProfileId, newEmail } = await customerWithPendingUpdate(sandboxUrl, `Aging Change ${test.info().repeatEachIndex}`);
  const days = await expiryDays(sandboxUrl, custProfileId);
  await agePendingChange(sandboxUrl, custProfileId, days - 1);

  await openCustomer(page, custProfileId);
  await expect(pendingNotice(page)).toBeVisible();
  const dialog = await openPendingChange(page, newEmail);
  await expect(dialog.getByRole('term').filter({ hasText: 'Expires on' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve', exact: true })).toBeEnabled();
  await expect(dialog.getByText(EXPIRED)).toHaveCount(0);
  await expect(pendingNotice(page).getByText('Expired', { exact: true })).toHaveCount(0);
});
