/**
 * The transaction report and its detail (spec sections 2, 3 and 9) as a merchant meets them:
 * demo_full searches by status and date, pages, sorts, opens a transaction and comes Back to the
 * same page; an unknown mode goes to /notfound and a user without the roles to /unauthorized; a
 * user holding only the scheduled role reaches the scheduled report from the menu.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { SPEC } from './support/messages';
import { expectAccessible, go, mainMenu, signIn, transactionSearchAnswer } from './support/portal';

const table = (page: Page) => page.getByRole('table', { name: 'Transactions' });
const links = (page: Page) => table(page).locator('tbody').getByRole('link');

/** Today in the business zone, as a UTC midnight. */
function todayInBangkok(): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The day as typed in a date-time field, DD/MM/YYYY. */
const typedDay = (date: Date) => isoDay(date).split('-').reverse().join('/');

test('demo_full searches by status and date, pages, sorts, opens a detail and comes Back to the same page', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await mainMenu(page).getByRole('link', { name: 'TRANSACTION', exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/transactions\/online$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Report' })).toBeVisible();

  const from = new Date(todayInBangkok().getTime() - 300 * 86_400_000);
  await page.getByLabel('From Date Time').fill(`${typedDay(from)} 00:00:00`);
  await page.getByRole('search').getByText('Payment Success', { exact: true }).click();
  const answered = transactionSearchAnswer(page, `${isoDay(from).replaceAll('-', '')}000000`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=1000/);
  await expect(page).toHaveURL(new RegExp(`from=${isoDay(from).replaceAll('-', '')}000000`));
  await answered;
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(table(page).locator('tbody tr').first()).toContainText('Payment Success');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  const amount = table(page).getByRole('columnheader', { name: /Amount/ });
  await amount.getByRole('button').click();
  await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=amount/);
  // The sorted second page's answer, then its rows at rest (no old rows dimmed under axe).
  const sortedPage2 = page.waitForResponse((response) => response.url().includes('/api/lego-report/ext/transaction/list'));
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await sortedPage2;
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await expectAccessible(page, 'transaction report');

  const listUrl = page.url();
  const shown = await links(page).allTextContents();
  const opened = shown[3]!;
  await links(page).getByText(opened, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/transactions/view/${opened}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(opened) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Amounts and Fees' })).toBeVisible();
  await expectAccessible(page, 'transaction detail');

  await page.getByRole('button', { name: 'Back to Transaction Report' }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(links(page)).toHaveText(shown);
});

test('an unknown mode or transaction goes to /notfound', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await go(page, '/reports/transactions/weekly');
  await expect(page).toHaveURL(/\/notfound$/);
  await go(page, '/reports/transactions/view/TX_NO_SUCH');
  await expect(page).toHaveURL(/\/notfound$/);
});

test('a user without the report roles is sent to /unauthorized', async ({ page }) => {
  await signIn(page, 'demo_noroles', DEMO_PASSWORD);
  for (const path of ['/reports/transactions/online', '/reports/transactions/scheduled', '/reports/transactions/view/TX0000000001']) {
    await go(page, path);
    await expect(page, `${path} is refused`).toHaveURL(/\/unauthorized$/);
    await expect(page.getByText(SPEC.unauthorized)).toBeVisible();
  }
});

test('a user holding both roles switches to the scheduled report on the screen', async ({ page }) => {
  await signIn(page, 'demo_reports', DEMO_PASSWORD, '/reports/transactions/online');
  await page.getByRole('link', { name: 'Scheduled' }).click();
  await expect(page).toHaveURL(/\/reports\/transactions\/scheduled$/);
  await expect(page.getByRole('link', { name: 'Scheduled' })).toHaveAttribute('aria-current', 'page');
  await expect(table(page)).toBeVisible();
});

test('a scheduled-only user reaches the scheduled report from the menu and never the online one', async ({ page }) => {
  // demo_scheduled holds DD_REPORT_TRANSACTION_RECURRING only.
  await signIn(page, 'demo_scheduled', DEMO_PASSWORD);
  await mainMenu(page).getByRole('link', { name: 'TRANSACTION', exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/transactions\/scheduled$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Report' })).toBeVisible();
  // The switch rendered with the heading: it is offered only to users holding both roles.
  await expect(page.getByRole('navigation', { name: 'Report type' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Online', exact: true })).toHaveCount(0);

  // Today alone may hold no scheduled row of merchant 1000000002 in the small e2e seed; 90 days do.
  const from = new Date(todayInBangkok().getTime() - 90 * 86_400_000);
  await page.getByLabel('From Date Time').fill(`${typedDay(from)} 00:00:00`);
  const answered = transactionSearchAnswer(page, `${isoDay(from).replaceAll('-', '')}000000`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/transactions/scheduled\\?.*from=${isoDay(from).replaceAll('-', '')}000000`));
  await answered;
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(links(page).first()).toBeVisible();
  await expect(page.getByText(SPEC.noDataFound)).toHaveCount(0);

  // The API shows this user a transaction's detail only in a mode it holds: the row is a scheduled one.
  const opened = (await links(page).first().textContent())!;
  await links(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/reports/transactions/view/${opened}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(opened) })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Transaction Report' }).click();
  await expect(page).toHaveURL(/\/reports\/transactions\/scheduled\?/);
  await expect(links(page).first()).toHaveText(opened);

  // Typed or bookmarked: a full load of the online report.
  await page.goto('/reports/transactions/online');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText(SPEC.unauthorized)).toBeVisible();
});
