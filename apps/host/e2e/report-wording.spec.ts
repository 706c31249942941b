/**
 * One word for one thing across the reports (issue 30): the merchant's customer number (the
 * spec's `merchantCustNo` filter, the rows' customerRef / customerReference) has one label on
 * every report that shows it, and every report that exports says 'Export CSV'.
 */
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { go, signIn } from './support/portal';

const CUSTOMER_NO = 'Merchant Customer No.';

test('the customer number field has the same label on the transaction, registration and monitoring reports', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD);

  await go(page, '/reports/transactions/online');
  await expect(page.getByRole('search').getByRole('textbox', { name: CUSTOMER_NO, exact: true })).toBeVisible();

  await go(page, '/reports/registration');
  await expect(page.getByRole('search').getByRole('textbox', { name: CUSTOMER_NO, exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Registrations' }).getByRole('columnheader', { name: CUSTOMER_NO })).toBeAttached();

  await go(page, '/reports/online-registration-monitoring');
  await expect(page.getByRole('search').getByRole('textbox', { name: CUSTOMER_NO, exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Online registrations' }).getByRole('columnheader', { name: CUSTOMER_NO })).toBeAttached();

  // None of the other names it had by report.
  for (const old of ["Merchant's Customer No.", 'Customer Reference']) await expect(page.getByText(old, { exact: true })).toHaveCount(0);
});

test("every report that exports says 'Export CSV'", async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  for (const path of ['/reports/transactions/online', '/reports/registration', '/reports/online-registration-monitoring', '/reports/summary-by-status']) {
    await go(page, path);
    await expect(page.getByRole('button', { name: 'Export CSV', exact: true }), path).toBeVisible();
    await expect(page.getByRole('button', { name: /Download CSV/ }), path).toHaveCount(0);
  }
});
