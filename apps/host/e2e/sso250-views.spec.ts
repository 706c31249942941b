/**
 * Saved views on the SSO 250-byte text file report (issue 32): the report date lives in the URL,
 * so a view saved as 'Yesterday' and made the default applies when the page opens plain and after
 * a reload, and its link (`?range=yesterday`) opens yesterday for a colleague of the same merchant
 * in another browser. A bad `?date=` is shown at the field with the field's own message, and
 * Download sends nothing. The users are made by the test (merchant 1000000001's special code
 * SSO_CPINS gives them the report), so no other spec's saved views are touched.
 */
import type { Page, Request } from '@playwright/test';
import { createActiveUser, DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { expectAccessible, signIn } from './support/portal';

const PATH = '/reports/sso-250-bytes';
const SSO_CALL = '/api/lego-report/ext/sso-250/download';

/** A day counted back from today in the business zone (where 'yesterday' is counted), as a UTC midnight. */
function daysAgo(days: number): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - days));
}
const pad = (n: number) => String(n).padStart(2, '0');
const typed = (date: Date) => `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
const compact = (date: Date) => `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;

const dateInput = (page: Page) => page.getByRole('textbox', { name: 'Report Effective Date' });

test.use({ viewport: { width: 1440, height: 900 } });
// Two users sign in, in two browsers.
test.setTimeout(120_000);

test('a view saved as Yesterday, made the default, applies after a reload, and its link opens yesterday for a colleague', async ({ page, browser, baseURL, sandboxUrl }) => {
  const owner = await createActiveUser(sandboxUrl, { prefix: 'ssoview' });
  const colleague = await createActiveUser(sandboxUrl, { prefix: 'ssoviewb' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const yesterday = typed(daysAgo(1));

  await signIn(page, owner.username, owner.password, PATH);
  await dateInput(page).fill(yesterday);
  await dateInput(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?date=${compact(daysAgo(1))}$`));

  const views = page.getByRole('button', { name: /^Views/ });
  await views.click();
  await page.getByRole('menuitem', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Daily file');
  const choices = dialog.getByRole('group', { name: 'Date' });
  // The fixed day or Yesterday, nothing longer; yesterday's date is offered as Yesterday.
  await expect(choices.getByRole('radio')).toHaveCount(2);
  await expect(choices.getByRole('radio', { name: `Fixed date (${yesterday})` })).toBeVisible();
  await expect(choices.getByRole('radio', { name: 'Yesterday' })).toBeChecked();
  await dialog.getByText('Make default', { exact: true }).click();
  await expectAccessible(page, 'SSO 250 save view dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'View "Daily file" saved.' })).toBeVisible();
  await expect(page).toHaveURL(/\?range=yesterday$/);

  // Opened plain: the default applies; a reload keeps it.
  await page.goto(PATH);
  await expect(page).toHaveURL(/\?range=yesterday$/);
  await expect(dateInput(page)).toHaveValue(yesterday);
  await page.reload();
  await expect(dateInput(page)).toHaveValue(yesterday);
  await expect(page.getByRole('button', { name: 'Views: Daily file' })).toBeVisible();
  await expectAccessible(page, 'SSO 250 report with its default view');

  // Its link.
  await page.getByRole('button', { name: 'Views: Daily file' }).click();
  await expect(page.getByRole('menuitem', { name: /^Daily file/ })).toContainText('Default');
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.pathname).toBe(PATH);
  expect(link.search).toBe('?range=yesterday');

  // A colleague of the same merchant, in a browser of their own, opens it: yesterday, and it downloads.
  const other = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const otherPage = await other.newPage();
  await signIn(otherPage, colleague.username, colleague.password, link.pathname + link.search);
  await expect(dateInput(otherPage)).toHaveValue(yesterday);
  await expect(dateInput(otherPage)).not.toHaveAttribute('aria-invalid');
  await expect(otherPage.getByRole('button', { name: 'Views', exact: true })).toBeVisible();
  await other.close();
});

test.describe('a bad date in the link', () => {
  /** Opens the report at `query` as demo_sso, noting every download asked for. */
  async function open(page: Page, query: string): Promise<Request[]> {
    const asked: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes(SSO_CALL)) asked.push(request);
    });
    await signIn(page, 'demo_sso', DEMO_PASSWORD, `${PATH}${query}`);
    return asked;
  }

  test('text that is no date is shown as given with its message, and Download sends nothing', async ({ page }) => {
    const asked = await open(page, '?date=20261345');
    await expect(dateInput(page)).toHaveValue('20261345');
    await expect(dateInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(dateInput(page)).toHaveAccessibleDescription(/^Report effective date is invalid\. A day from /);
    await expectAccessible(page, 'SSO 250 report with a bad date from its link');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(dateInput(page)).toHaveAccessibleDescription(/^Report effective date is invalid\. /);
    expect(asked).toHaveLength(0);
  });

  test('today, outside the window, is shown with the window; fixing it downloads', async ({ page }) => {
    const asked = await open(page, `?date=${compact(daysAgo(0))}`);
    await expect(dateInput(page)).toHaveValue(typed(daysAgo(0)));
    await expect(page.getByText(/^Report effective date must be from .* through yesterday\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    expect(asked).toHaveLength(0);
    // Yesterday, or the Saturday before it when yesterday was a Sunday (no file on Sundays).
    const day = [1, 2].map(daysAgo).find((date) => date.getUTCDay() !== 0)!;
    await dateInput(page).fill(typed(day));
    await dateInput(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?date=${compact(day)}$`));
    await expect(dateInput(page)).not.toHaveAttribute('aria-invalid');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(`SSO250_1000000001_${compact(day)}.txt`);
  });
});
