/**
 * The pending-change dialog's geometry (issue 30, "Dialogs for comparing"): on a 1440x900 desktop
 * and on a 390x844 phone, a checker reads a long field-by-field diff and still finds Approve in
 * view without scrolling, and it works; approving a deletion is the destructive button and says
 * what it does.
 *
 * Sandbox data: merchant 1000000001's customers belong to customers.spec.ts alone
 * (support/fixtures.ts), so these customers are merchant 1000000002's, each made here for one
 * test: staff_maker (a bank user, any merchant) proposes, demo_m2full (that merchant's full user)
 * decides in the page.
 */
import type { Schemas } from '@lego-portal/api-client';
import type { Locator, Page } from '@playwright/test';
import { decide, DEMO_PASSWORD, DEMO_STAFF, expectOk, individualProfile, SECOND_MERCHANT_ID, signInTokens, submitChange } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { submitLogin } from './support/portal';

const pendingDialog = (page: Page) => page.getByRole('dialog', { name: 'Pending Change' });

/** A customer of merchant 1000000002, active, with a change of `action` pending from staff_maker. */
async function pendingCustomer(sandboxUrl: string, action: 'UPDATE' | 'DELETE', name: string) {
  const maker = await signInTokens(sandboxUrl, DEMO_STAFF.maker.username);
  const { accountNumber, profile } = individualProfile(name, `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`);
  const created = expectOk(await submitChange(sandboxUrl, maker, { action: 'CREATE', merchantId: SECOND_MERCHANT_ID, customerProfile: profile }), 'the CREATE');
  const custProfileId = created.custProfileId!;
  expectOk(await decide(sandboxUrl, await signInTokens(sandboxUrl, 'demo_m2full'), custProfileId, 'APPROVE'), 'approving the CREATE');
  // A diff as long as a real one gets: most fields, a long unbroken email, several accounts.
  const accounts = [1, 2, 3].map((n) => ({ accountNumber: `${n}${accountNumber.slice(1, 9)}${n}`, currencyName: n === 2 ? ('FCD' as const) : ('THB' as const) }));
  const update: Schemas['CustomerProfileInput'] = {
    ...profile,
    fullName: `${name} Updated`,
    customerInfo: { fullName: `${name} Updated`, email: 'somchai.wongsawat.accounts-payable.department@chaophraya-insurance-example.co.th', phoneNumber: '0898765432' },
    customerPaymentInfo: { ...profile.customerPaymentInfo, channels: ['PGW', 'SSO'], bankAccts: accounts },
    waiveInfo: { waiveFlag: 'Y', isAlwaysValid: 'N', waiveFrom: '2026-12-01', waiveTo: '2027-06-30', waiveType: 'F', waiveBy: 'A', waiveAmt: '150' },
  };
  const change = action === 'UPDATE' ? { action, custProfileId, merchantId: SECOND_MERCHANT_ID, customerProfile: update } : { action, custProfileId, merchantId: SECOND_MERCHANT_ID };
  expectOk(await submitChange(sandboxUrl, maker, change), `the ${action}`);
  return custProfileId;
}

/** The background colour a person sees on a button. */
const fillOf = (button: Locator) => button.evaluate((element) => getComputedStyle(element).backgroundColor);

/** Signs in as the checker on the customer's detail and opens its pending change. */
async function openPendingChange(page: Page, custProfileId: string) {
  // Not support/portal's signIn: it waits for the side menu, which a phone folds into a drawer.
  await page.goto(`/customer/view/${custProfileId}`);
  await submitLogin(page, 'demo_m2full', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'View Pending Change' }).first().click();
  const dialog = pendingDialog(page);
  await expect(dialog.getByRole('button', { name: /^Approve/ })).toBeEnabled();
  return dialog;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a long update keeps Approve in view, and it approves', async ({ page, sandboxUrl }) => {
      const custProfileId = await pendingCustomer(sandboxUrl, 'UPDATE', `Layout Update ${viewport.width}`);
      const dialog = await openPendingChange(page, custProfileId);
      await expect(dialog.getByRole('row', { name: /Email/ })).toContainText('chaophraya-insurance-example.co.th');
      const approve = dialog.getByRole('button', { name: 'Approve', exact: true });
      // Wholly inside the window, with no scrolling: Playwright's click would scroll it into view.
      await expect(approve).toBeInViewport({ ratio: 1 });
      await approve.click();
      await expect(dialog.getByText('Are you sure to approve this change?')).toBeInViewport({ ratio: 1 });
      await expect(approve).toBeInViewport({ ratio: 1 });
      await approve.click();
      const result = page.getByRole('alertdialog', { name: 'Approve change successful' });
      await result.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByText('PENDING APPROVAL', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('main').getByText(`Layout Update ${viewport.width} Updated`).first()).toBeVisible();
    });

    test('a deletion is approved with the destructive button that says so', async ({ page, sandboxUrl }) => {
      const custProfileId = await pendingCustomer(sandboxUrl, 'DELETE', `Layout Delete ${viewport.width}`);
      const dialog = await openPendingChange(page, custProfileId);
      const approve = dialog.getByRole('button', { name: 'Approve deletion', exact: true });
      await expect(approve).toBeInViewport({ ratio: 1 });
      // Filled with the danger colour: the same as the confirmation's Reject, the portal's danger button.
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      // (Polled: a button's fill fades in over a moment.)
      const confirmReject = dialog.getByRole('button', { name: 'Reject', exact: true });
      await expect.poll(() => fillOf(confirmReject)).toMatch(/^rgb\(/);
      const danger = await fillOf(confirmReject);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.mouse.move(0, 0);
      await expect.poll(() => fillOf(approve)).toBe(danger);
      await expect(approve).toHaveAccessibleDescription(/Approving deletes this customer\./);
      await expect(dialog.getByText('Approving deletes this customer.')).toBeInViewport();
      await approve.click();
      await expect(approve).toBeInViewport({ ratio: 1 });
      await approve.click();
      await page.getByRole('alertdialog', { name: 'Approve change successful' }).getByRole('button', { name: 'OK' }).click();
      await expect(pendingDialog(page)).toHaveCount(0);
    });
  });
}
