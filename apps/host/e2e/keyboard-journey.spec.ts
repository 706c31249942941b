/**
 * A keyboard-only day's work (issue 32; WCAG 2.2 2.1.1 Keyboard, 2.4.3 Focus Order, 2.4.7 Focus
 * Visible, 2.4.11 Focus Not Obscured): sign in, search the transaction report, export it as CSV
 * and approve a customer's pending change, with `page.keyboard` alone (no click, no fill, no
 * focus()). Each control is reached with Tab by its role and name (support/keyboard.ts), never by
 * a count of presses, and every stop on the way shows its focus, not hidden.
 *
 * Sandbox data (support/fixtures.ts): merchant 1000000001's customers are customers.spec.ts's,
 * so the customer here is merchant 1000000002's, made for this test: staff_maker (bank staff, any
 * merchant) proposes it, demo_m2full (that merchant's full user) approves it by keyboard.
 */
import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD, DEMO_STAFF, expectOk, individualProfile, SECOND_MERCHANT_ID, signInTokens, submitChange } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { tabTo, typeOver } from './support/keyboard';
import { mainMenu, transactionSearchAnswer } from './support/portal';

/** `DD/MM/YYYY` of the day `days` before today in the business zone (Bangkok), as the date fields take it. */
function bangkokDay(days: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day! - days));
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

/** No save dialog (as in Firefox and Safari): the export becomes a browser download the test reads. */
function noSaveDialog() {
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
}

test('sign in, search a report, export it and approve a change, with the keyboard alone', async ({ page, sandboxUrl }) => {
  test.setTimeout(60_000);
  // The pending change, made by another user before the checker signs in.
  const name = `Keyboard Journey ${Date.now().toString(36)}`;
  const maker = await signInTokens(sandboxUrl, DEMO_STAFF.maker.username);
  const { accountNumber, profile } = individualProfile(name, 'keyboard.journey@example.com');
  expectOk(await submitChange(sandboxUrl, maker, { action: 'CREATE', merchantId: SECOND_MERCHANT_ID, customerProfile: profile }), 'the CREATE');
  await page.addInitScript(noSaveDialog);

  // Sign in.
  await page.goto('/');
  await tabTo(page, page.getByRole('textbox', { name: 'Username', exact: true }));
  await page.keyboard.type('demo_m2full');
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Sign In', exact: true }));
  await page.keyboard.press('Enter');
  await expect(mainMenu(page)).toBeVisible();

  // The transaction report from the menu; a 30-day search typed into its date field.
  await tabTo(page, mainMenu(page).getByRole('link', { name: 'TRANSACTION', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Transaction');
  const from = page.getByRole('textbox', { name: 'From Date Time' });
  await tabTo(page, from);
  await typeOver(page, `${bangkokDay(30)} 00:00:00`);
  await expect(from).toHaveValue(`${bangkokDay(30)} 00:00:00`);
  await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
  // The page opened on today's rows (none at all early in the Bangkok morning): read the total of
  // this search's answer, not the old 'Showing' line still on screen.
  const fromStamp = `${bangkokDay(30).split('/').reverse().join('')}000000`;
  const answered = transactionSearchAnswer(page, fromStamp);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]from=${fromStamp}`));
  await answered;
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  const showing = page.getByText(/^Showing \d+–\d+ of \d+$/);
  await expect(showing).toBeVisible();
  const total = Number(/of (\d+)$/.exec((await showing.textContent()) ?? '')![1]);
  expect(total, 'the second merchant has transactions in 30 days').toBeGreaterThan(0);

  // Export CSV: the download holds every row of the report.
  await tabTo(page, page.getByRole('button', { name: 'Export CSV', exact: true }));
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n').filter((line) => line !== '').length - 1, 'CSV data lines').toBe(total);
  await expect(page.getByRole('status').filter({ hasText: 'rows saved to' })).toBeVisible();

  // The customer list from the menu, searched by the new customer's account number.
  await tabTo(page, mainMenu(page).getByRole('link', { name: 'CUSTOMER', exact: true }), { backwards: true, max: 80 });
  await page.keyboard.press('Enter');
  const search = page.getByRole('search', { name: 'Customer search' });
  // The customer feature loads on its first visit: Tab on only once its page is there.
  await expect(search).toBeVisible();
  await tabTo(page, search.getByRole('textbox', { name: 'Account Number', exact: true }));
  await page.keyboard.type(accountNumber);
  await tabTo(page, search.getByRole('button', { name: 'Search', exact: true }));
  await page.keyboard.press('Enter');
  const row = page.getByRole('main').getByRole('table').locator('tbody tr', { hasText: name });
  await expect(row).toContainText('PENDING APPROVAL');

  // Its detail, its pending change, approved.
  await tabTo(page, row.getByRole('link').first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'View Pending Change' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pending Change' });
  await expect(dialog.getByText(DEMO_STAFF.maker.username, { exact: true })).toBeVisible();
  // A note field before Approve, when there is one, is passed by the same search.
  await tabTo(page, dialog.getByRole('button', { name: /^Approve/ }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Are you sure to approve this change?')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: /^Approve/ }));
  await page.keyboard.press('Enter');
  const result = page.getByRole('alertdialog', { name: 'Approve change successful' });
  await expect(result).toBeVisible();
  await tabTo(page, result.getByRole('button', { name: 'OK' }));
  await page.keyboard.press('Enter');
  await expect(result).toHaveCount(0);
  await expect(page.getByText('PENDING APPROVAL', { exact: true })).toHaveCount(0);
  // 'View Pending Change' is gone: the focus is on the customer's heading (WCAG 2.4.3).
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeFocused();
  // The way back to the list goes on from here by keyboard too.
  await tabTo(page, page.getByRole('button', { name: 'Back to Customer List', exact: true }), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('search', { name: 'Customer search' })).toBeVisible();
});
