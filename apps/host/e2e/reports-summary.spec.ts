/**
 * The summary of payments by status (issue 17) as a merchant meets it: demo_full opens it from
 * the menu and sees the last 30 days as a chart and a table, whose totals are the transaction
 * report's for the same filters; a Payment Failed segment of a day opens the transaction report
 * narrowed to that day and status; an account without the grant goes to /unauthorized; a user
 * created with the box ticked can open it.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, temporaryPasswordOf, uniqueUsername } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { MENU, SPEC } from './support/messages';
import { expectAccessible, go, mainMenu, signIn, signOut, submitLogin } from './support/portal';

const SUMMARY_PATH = '/reports/summary-by-status';
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Summary of Payments by Status' });
const summaryTable = (page: Page) => page.getByRole('table', { name: 'Payments per day and status' });
const transactionTable = (page: Page) => page.getByRole('table', { name: 'Transactions' });
const totals = (page: Page) => page.getByRole('region', { name: 'Totals by status' });

/** A figure as shown (1,234 or 1,234.50) as a number. */
const figure = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The value a totals entry shows beside its name. */
async function totalOf(page: Page, name: RegExp | string): Promise<number> {
  const entry = totals(page).locator('dl > div').filter({ has: page.locator('dt', { hasText: name }) });
  return figure(await entry.locator('dd').textContent());
}

/** The transaction report's row count ("Showing 1–25 of N"), once its answer is on screen. */
async function transactionTotal(page: Page): Promise<number> {
  await expect(transactionTable(page)).not.toHaveAttribute('aria-busy', 'true');
  const showing = page.getByText(/^Showing \d+–\d+ of \d+$/);
  await expect(showing).toBeVisible();
  return Number(/of (\d+)$/.exec((await showing.textContent()) ?? '')?.[1]);
}

/** Today in the business zone as YYYYMMDD, and the day `days` before it. */
function bangkokDay(daysBefore = 0): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - daysBefore)).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The summary loaded: the chart, the table and the totals on screen. */
async function expectLoaded(page: Page): Promise<void> {
  await expect(heading(page)).toBeVisible();
  await expect(summaryTable(page)).toBeVisible();
  await expect(totals(page)).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Payments per day by status' })).toBeVisible();
}

/** The tallest of `links` (the easiest segment to point at), with its accessible name. */
async function tallest(links: Locator): Promise<{ link: Locator; name: string }> {
  const heights = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  const index = heights.indexOf(Math.max(...heights));
  const link = links.nth(index);
  return { link, name: (await link.getAttribute('aria-label')) ?? '' };
}

test('demo_full sees the last 30 days as a chart and a table whose totals are the transaction report\'s', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await mainMenu(page).getByRole('link', { name: MENU.summaryByStatus, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${SUMMARY_PATH}$`));
  await expectLoaded(page);
  // The default period: the last 30 days, today included, in the business zone.
  const from = bangkokDay(30);
  const to = bangkokDay(0);
  const typedOf = (day: string) => `${day.slice(6, 8)}/${day.slice(4, 6)}/${day.slice(0, 4)}`;
  await expect(page.getByLabel('From Date Time')).toHaveValue(`${typedOf(from)} 00:00:00`);
  await expect(page.getByLabel('To Date Time')).toHaveValue(`${typedOf(to)} 23:59:59`);
  // The chart's text alternative names the period's total; the table has one row per day.
  const total = await totalOf(page, /^Total$/);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByRole('figure', { name: 'Payments per day by status' })).toContainText(/payments from/);
  await expect(summaryTable(page).locator('tbody tr')).toHaveCount(31);
  await expectAccessible(page, 'summary by status');
  const failed = await totalOf(page, 'Payment Failed');

  // The transaction report over the same period and mode lists exactly as many payments...
  await go(page, `/reports/transactions/online?from=${from}000000&to=${to}235959`);
  expect(await transactionTotal(page)).toBe(total);
  // ...and a status's total opens the report of that status over the period.
  await page.goBack();
  await expectLoaded(page);
  await totals(page).getByRole('link', { name: 'Open the Payment Failed transactions of the period' }).click();
  await expect(page).toHaveURL(/\/reports\/transactions\/online\?.*status=1002/);
  expect(await transactionTotal(page)).toBe(failed);
});

test('the Payment Failed segment of a day opens the transaction report filtered to that day and status', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD, SUMMARY_PATH);
  await expectLoaded(page);
  const segments = page.getByRole('figure').getByRole('link', { name: /^Open the Payment Failed transactions of \d{2}\/\d{2}\/\d{4}$/ });
  await expect(segments.first()).toBeAttached();
  const { link, name } = await tallest(segments);
  const [, dd, mm, yyyy] = /(\d{2})\/(\d{2})\/(\d{4})$/.exec(name)!;
  const day = `${yyyy}${mm}${dd}`;
  // The table's figure for that day and status is what the report must list.
  const row = summaryTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${dd}/${mm}/${yyyy}` }) });
  const headers = await summaryTable(page).locator('thead th').allTextContents();
  const expected = figure(await row.getByRole('cell').nth(headers.indexOf('Payment Failed') - 1).textContent());
  expect(expected).toBeGreaterThan(0);

  await link.click();
  await expect(page).toHaveURL(/\/reports\/transactions\/online\?/);
  const search = new URL(page.url()).searchParams;
  expect([search.get('from'), search.get('to'), search.get('status')]).toEqual([`${day}000000`, `${day}235959`, '1002']);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Report' })).toBeVisible();
  expect(await transactionTotal(page)).toBe(expected);
  const statuses = await transactionTable(page).locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
  expect(statuses.every((text) => text.includes('Payment Failed'))).toBe(true);
});

test('an account without the grant does not see the entry and goes to /unauthorized', async ({ page }) => {
  await signIn(page, 'demo_reports', DEMO_PASSWORD);
  await expect(mainMenu(page).getByRole('link', { name: MENU.transaction, exact: true })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: MENU.summaryByStatus, exact: true })).toHaveCount(0);
  await go(page, SUMMARY_PATH);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText(SPEC.unauthorized, { exact: true })).toBeVisible();
});

test('a user created with the Payment Summary by Status box ticked can open the report', async ({ page, sandboxUrl }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/user/create');
  const form = page.getByRole('main');
  const name = uniqueUsername('sum');
  await form.getByLabel(/^Username/).fill(name);
  await form.getByLabel(/^Full Name/).fill('Summary Viewer');
  await form.getByLabel(/^Email/).fill(`${name}@example.com`);
  // Report ticks its children (a click on a box's label, as a person does); only the transaction
  // report and the summary are kept.
  const box = (name: string) => form.getByRole('checkbox', { name, exact: true });
  const toggle = async (name: string, checked: boolean) => {
    await form.getByText(name, { exact: true }).click();
    await expect(box(name)).toBeChecked({ checked });
  };
  await toggle('Report', true);
  await toggle('Registration', false);
  await toggle('Online Registration Monitoring', false);
  await expect(box('Transaction')).toBeChecked();
  await expect(box('Payment Summary by Status')).toBeChecked();
  await page.getByRole('button', { name: 'Create User', exact: true }).click();
  const result = page.getByRole('alertdialog');
  await expect(result.getByText('Create user successful')).toBeVisible();
  await result.getByRole('button').first().click();
  await expect(result).toHaveCount(0);
  await signOut(page);

  // The new user's first sign-in changes the mailed temporary password.
  await submitLogin(page, name, await temporaryPasswordOf(sandboxUrl, name));
  const newPassword = page.getByLabel('New Password', { exact: true });
  await newPassword.fill('Summary#2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Summary#2026');
  await page.getByRole('button', { name: 'Change Password', exact: true }).click();
  await expect(mainMenu(page)).toBeVisible();
  await mainMenu(page).getByRole('link', { name: MENU.summaryByStatus, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${SUMMARY_PATH}$`));
  await expect(heading(page)).toBeVisible();
  await expect(summaryTable(page).or(page.getByText('No payments in this period'))).toBeVisible();
});
