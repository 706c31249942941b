/**
 * The transaction report's 'Columns' chooser (issue 30): a column demo_full hides stays hidden
 * after a reload (the host keeps the choice in localStorage, under demo_full's own key), and
 * another user of the same merchant sees the table as it comes, in another browser or after
 * demo_full signs out in the same one. Its own user: the test makes it (support: createUser).
 */
import type { Page } from '@playwright/test';
import { createActiveUser, DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { signIn, signOut } from './support/portal';

const REPORT = '/reports/transactions/online';
const table = (page: Page) => page.getByRole('table', { name: 'Transactions' });
const amountHeader = (page: Page) => table(page).locator('th[data-column-id="amount"]');
const statusHeader = (page: Page) => table(page).locator('th[data-column-id="statusCode"]');

/** The report with its rows (the day's search runs on arrival). */
async function reportLoaded(page: Page): Promise<void> {
  await expect(table(page).locator('tbody').getByRole('link').first()).toBeVisible();
}

test.use({ viewport: { width: 1440, height: 900 } });
// Three users sign in, in two browsers: longer than one journey's default.
test.setTimeout(120_000);

test("a column hidden through 'Columns' stays hidden after a reload for that user, and for nobody else", async ({ page, browser, baseURL, sandboxUrl }) => {
  const colleague = await createActiveUser(sandboxUrl, { prefix: 'cols', grants: { transactionReport: 'Y' } });

  await signIn(page, 'demo_full', DEMO_PASSWORD, REPORT);
  await reportLoaded(page);
  await expect(amountHeader(page)).toBeVisible();
  await page.getByRole('button', { name: /^Columns/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemcheckbox', { name: /^Status/ })).toHaveAttribute('aria-disabled', 'true');
  await menu.getByRole('menuitemcheckbox', { name: /^Amount/ }).click();
  await expect(menu.getByRole('menuitemcheckbox', { name: /^Amount/ })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await expect(amountHeader(page)).toHaveCount(0);

  await page.reload();
  await reportLoaded(page);
  await expect(amountHeader(page)).toHaveCount(0);
  await expect(statusHeader(page)).toBeVisible();

  // Another user of the merchant, in a browser of their own.
  const other = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const otherPage = await other.newPage();
  await signIn(otherPage, colleague.username, colleague.password, REPORT);
  await reportLoaded(otherPage);
  await expect(amountHeader(otherPage)).toBeVisible();
  await other.close();

  // The same browser after demo_full signs out: the colleague's table is as it comes...
  await signOut(page);
  await signIn(page, colleague.username, colleague.password, REPORT);
  await reportLoaded(page);
  await expect(amountHeader(page)).toBeVisible();

  // ...and demo_full's choice is still theirs when they come back.
  await signOut(page);
  await signIn(page, 'demo_full', DEMO_PASSWORD, REPORT);
  await reportLoaded(page);
  await expect(amountHeader(page)).toHaveCount(0);
});
