/**
 * Saved views (issue 32) on the transaction report: a view with a relative range ('Last 7 days'),
 * a status filter and a hidden column, made the default, applies when the report opens plain
 * (after a reload too), its dates counted from today; its link, opened in another browser by
 * another user of the same merchant, shows the same filters (the columns stay each person's own:
 * the link does not carry them). Both users are made by the test, so no other spec's storage
 * or columns are touched. The default's first request is already the view's; after Save (Enter)
 * the focus is on the Views button; Back from a detail keeps the list's relative range.
 */
import type { Page, Request } from '@playwright/test';
import { createActiveUser, DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { expectAccessible, signIn } from './support/portal';

const REPORT = '/reports/transactions/online';
const table = (page: Page) => page.getByRole('table', { name: 'Transactions' });
const amountHeader = (page: Page) => table(page).locator('th[data-column-id="amount"]');

/** A day counted from today in the business zone, as the date-time fields show it (DD/MM/YYYY). */
function shownDay(daysAgo: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day! - daysAgo));
  return date.toISOString().slice(0, 10).split('-').reverse().join('/');
}

/** A day counted from today in the business zone, as the API's criteria hold it (YYYYMMDD). */
function stampedDay(daysAgo: number): string {
  return shownDay(daysAgo).split('/').reverse().join('');
}

/** The report's filters show the last 7 days and successful payments only. */
async function showsLastWeekSuccessful(page: Page): Promise<void> {
  await expect(page.getByLabel('From Date Time')).toHaveValue(`${shownDay(6)} 00:00:00`);
  await expect(page.getByLabel('To Date Time')).toHaveValue(`${shownDay(0)} 23:59:59`);
  await expect(page.getByRole('search').getByRole('checkbox', { name: 'Payment Success' })).toBeChecked();
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
}

test.use({ viewport: { width: 1440, height: 900 } });
// Two users sign in, in two browsers.
test.setTimeout(120_000);

test('a relative view made the default applies after a reload, and its link shows the same filters to a colleague', async ({ page, browser, baseURL, sandboxUrl }) => {
  const grants = { transactionReport: 'Y' } as const;
  const owner = await createActiveUser(sandboxUrl, { prefix: 'views', grants });
  const colleague = await createActiveUser(sandboxUrl, { prefix: 'viewsb', grants });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });

  await signIn(page, owner.username, owner.password, REPORT);
  await page.getByRole('search').getByText('Payment Success', { exact: true }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=1000/);
  await page.getByRole('button', { name: /^Columns/ }).click();
  await page.getByRole('menu').getByRole('menuitemcheckbox', { name: /^Amount/ }).click();
  await page.keyboard.press('Escape');
  await expect(amountHeader(page)).toHaveCount(0);

  // Save the view: the name, 'Last 7 days', Make default.
  const views = page.getByRole('button', { name: /^Views/ });
  await views.click();
  await page.getByRole('menuitem', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a name.')).toBeVisible();
  await name.fill('Successful this week');
  const ranges = dialog.getByRole('group', { name: 'Date range' });
  await expect(ranges.getByRole('radio', { name: 'Today' })).toBeChecked();
  await ranges.getByRole('radio', { name: 'Last 7 days' }).check();
  await dialog.getByText('Make default', { exact: true }).click();
  await expectAccessible(page, 'save view dialog');
  // By keyboard: Enter on Save. The menu was opened and chosen from by pointer, which leaves Ark's
  // menu focusing its own (hidden) content once more: the focus must still come back to Views.
  await dialog.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(dialog).toBeHidden();
  // Focus is back on the button the dialog came from.
  await expect(page.getByRole('button', { name: 'Views: Successful this week' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'View "Successful this week" saved.' })).toBeVisible();
  await expect(page).toHaveURL(/range=last7Days/);
  await expect(page).not.toHaveURL(/from=/);
  await showsLastWeekSuccessful(page);

  // The report opened plain: the default applies, with its columns, from its first request (no
  // plain list, today's, asked before it); a reload keeps it.
  const asked: string[] = [];
  const listRequests = (request: Request) => {
    if (request.url().includes('/api/lego-report/ext/transaction/list')) asked.push(request.postData() ?? '');
  };
  page.on('request', listRequests);
  await page.goto(REPORT);
  await expect(page).toHaveURL(/range=last7Days&status=1000$/);
  await showsLastWeekSuccessful(page);
  page.off('request', listRequests);
  expect(asked.length).toBeGreaterThan(0);
  for (const body of asked) expect(body).toContain(`${stampedDay(6)}000000`);
  await expect(amountHeader(page)).toHaveCount(0);
  await page.reload();
  await showsLastWeekSuccessful(page);
  await expect(page.getByRole('button', { name: 'Views: Successful this week' })).toBeVisible();

  // Its link.
  await page.getByRole('button', { name: 'Views: Successful this week' }).click();
  await expect(page.getByRole('menuitem', { name: /^Successful this week/ })).toContainText('Default');
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe(REPORT);
  expect(new URL(link).search).toBe('?range=last7Days&status=1000');

  // A colleague of the same merchant, in a browser of their own, opens it.
  const other = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const otherPage = await other.newPage();
  await signIn(otherPage, colleague.username, colleague.password, new URL(link).pathname + new URL(link).search);
  await expect(otherPage).toHaveURL(/range=last7Days/);
  await showsLastWeekSuccessful(otherPage);
  // The columns are each person's own: the link does not carry them; nor does the colleague have the view.
  await expect(amountHeader(otherPage)).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Views', exact: true })).toBeVisible();
  await other.close();
});

test('Back from a detail returns to the relative range the list was opened with, not its dates of that day', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD, `${REPORT}?range=last7Days`);
  await expect(page.getByLabel('From Date Time')).toHaveValue(`${shownDay(6)} 00:00:00`);
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  const links = table(page).locator('tbody tr a');
  await expect(links.first()).toBeVisible();
  const shown = await links.allTextContents();

  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/reports/transactions/view/${shown[0]}$`));
  await page.getByRole('button', { name: 'Back to Transaction Report' }).click();
  // The place as it came (so next week it counts that week's days), not the fixed days of today.
  await expect(page).toHaveURL(/\/reports\/transactions\/online\?range=last7Days$/);
  await expect(page.getByLabel('From Date Time')).toHaveValue(`${shownDay(6)} 00:00:00`);
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(links).toHaveText(shown);
});
