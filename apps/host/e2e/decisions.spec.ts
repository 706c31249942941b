/**
 * Decisions with reasons (issue 32): a rejection without a reason is refused by the form (at the
 * field, which takes the focus) and by the sandbox (400, nothing changed); once rejected with a
 * reason, the maker reads who rejected it, when and why on the customer's detail; approving a
 * change whose customer changed since it was requested answers the 409 message, and the dialog
 * stays usable to reject it.
 *
 * Sandbox data: merchant 1000000002's customers, each made here for one test (support/decisions.ts).
 */
import { decide, signInTokens } from '@lego-portal/test-kit';
import type { Page } from '@playwright/test';
import { changeOutsideThePortal, CHECKER, customerWithPendingUpdate, MAKER, openCustomer } from './support/decisions';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/portal';

const REASON_REQUIRED = 'Please enter the reason for rejecting this change.';
const RECORD_CHANGED = 'This customer changed after the request was made. Reject it and make the change again.';

const pendingDialog = (page: Page) => page.getByRole('dialog', { name: 'Pending Change' });

async function openPendingChange(page: Page, newEmail: string) {
  await page.getByRole('button', { name: 'View Pending Change' }).first().click();
  const dialog = pendingDialog(page);
  await expect(dialog.getByRole('row', { name: /Email/ })).toContainText(newEmail);
  return dialog;
}

test('a rejection without a reason is refused by the form and by the sandbox; the maker reads the reason on the detail', async ({ page, sandboxUrl, browser, baseURL }) => {
  const { custProfileId, newEmail } = await customerWithPendingUpdate(sandboxUrl, `Reasoned Reject ${test.info().repeatEachIndex}`);

  // The sandbox refuses it first-hand: 400 with the form's message, the change still pending.
  const checkerTokens = await signInTokens(sandboxUrl, CHECKER);
  const refused = await decide(sandboxUrl, checkerTokens, custProfileId, 'REJECT');
  expect(refused.status).toBe(400);
  expect(refused.body.validationMessages?.[0]).toMatchObject({ code: 'decision.reasonRequired', message: REASON_REQUIRED });
  expect((await decide(sandboxUrl, checkerTokens, custProfileId, 'REJECT', { reason: '   ' })).status).toBe(400);

  await openCustomer(page, custProfileId);
  await expect(page.getByText('PENDING APPROVAL', { exact: true })).toBeVisible();
  const dialog = await openPendingChange(page, newEmail);
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  const reason = dialog.getByRole('textbox', { name: /^Reason/ });
  await expect(reason).toBeFocused();
  // Refused by the form: the message at the field, the focus on it, nothing sent.
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByText(REASON_REQUIRED)).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription(new RegExp(REASON_REQUIRED.replace('.', '\\.')));
  await expect(reason).toBeFocused();
  await expect(page.getByRole('alertdialog', { name: 'Reject change successful' })).toHaveCount(0);
  await expectAccessible(page, 'pending change, reject without a reason');

  await reason.fill('The new email belongs to another customer.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Reject change successful' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('PENDING APPROVAL', { exact: true })).toHaveCount(0);

  // The maker, in a browser of their own, reads who rejected it, when and why.
  const makerContext = await browser.newContext({ baseURL, timezoneId: 'Asia/Bangkok', locale: 'en-GB' });
  try {
    const makerPage = await makerContext.newPage();
    await openCustomer(makerPage, custProfileId, MAKER);
    const last = makerPage.getByRole('region', { name: 'Last decision' });
    await expect(last).toBeVisible();
    await expect(last.getByRole('definition').filter({ hasText: 'Rejected' })).toBeVisible();
    await expect(last).toContainText('The new email belongs to another customer.');
    await expect(last).toContainText(CHECKER);
    await expect(last).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    await expect(makerPage.getByRole('main').getByText(newEmail)).toHaveCount(0);
    await expectAccessible(makerPage, 'customer detail with its last decision');
  } finally {
    await makerContext.close();
  }
});

test('approving a change whose customer changed since it was requested answers the 409 message, and it can still be rejected', async ({ page, sandboxUrl }) => {
  const { custProfileId, newEmail } = await customerWithPendingUpdate(sandboxUrl, `Changed Since ${test.info().repeatEachIndex}`);
  await openCustomer(page, custProfileId);
  const dialog = await openPendingChange(page, newEmail);
  // Meanwhile the bank's core system changes the customer (the sandbox's demo route).
  await changeOutsideThePortal(sandboxUrl, custProfileId);

  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Checked with the branch.');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Approve change error');
  await expect(alert).toContainText(RECORD_CHANGED);
  await expect(alert).toBeInViewport();
  // Nothing changed: still pending, the old email.
  await expect(page.getByText('PENDING APPROVAL', { exact: true })).toBeVisible();

  // The dialog stays usable: reject it with a reason.
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('The customer changed meanwhile; please make the change again.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Reject change successful' }).getByRole('button', { name: 'OK' }).click();
  const last = page.getByRole('region', { name: 'Last decision' });
  await expect(last).toContainText('Rejected');
  await expect(last).toContainText('The customer changed meanwhile; please make the change again.');
});
