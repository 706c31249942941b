/**
 * The registration report and the online registration monitoring report (spec sections 2 and 9)
 * as demo_full (merchant 1000000001): both open from the menu on the last 30 days, filter by
 * status and page; a user without their roles is sent to /unauthorized; axe finds nothing serious.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { expectAccessible, go, mainMenu, signIn } from './support/portal';

/** DD/MM/YYYY of a day `days` before today in Bangkok, as the date fields show it. */
function bangkokDay(days: number): string {
  const instant = new Date(Date.now() + 7 * 3_600_000 - days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(instant.getUTCDate())}/${pad(instant.getUTCMonth() + 1)}/${instant.getUTCFullYear()}`;
}

/** YYYY-MM-DD of the same day, as the URL keeps it. */
const isoDay = (days: number) => bangkokDay(days).split('/').reverse().join('-');

/** Opens a year of a report by its URL; resolves once the form shows that range and the rows came. */
async function openYear(page: Page, path: string): Promise<void> {
  await go(page, `${path}?from=${isoDay(360)}`);
  await expect(page.getByRole('textbox', { name: 'From date' })).toHaveValue(bangkokDay(360));
  await settled(page);
}

const settled = (page: Page) => expect(page.locator('[aria-busy=true]')).toHaveCount(0);
const bodyRows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr');

/** The report shows rows, or says there are none. */
async function expectRowsOrNone(page: Page, name: string): Promise<void> {
  await settled(page);
  const rows = await bodyRows(page, name).count();
  expect(rows).toBeGreaterThan(0);
  if ((await page.getByText('No data found').count()) === 0) await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
}

async function chooseStatus(page: Page, label: string): Promise<void> {
  await page.getByRole('search').getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
}

test('the registration report opens on the last 30 days, filters by status and pages', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await mainMenu(page).getByRole('link', { name: 'REGISTRATION', exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registration Report' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'From date' })).toHaveValue(bangkokDay(30));
  await expect(page.getByRole('textbox', { name: 'To date' })).toHaveValue(bangkokDay(0));
  await expectRowsOrNone(page, 'Registrations');
  await expectAccessible(page, 'registration report');

  await chooseStatus(page, 'Success');
  await expect(page).toHaveURL(/[?&]status=0000/);
  await expectRowsOrNone(page, 'Registrations');

  // A year of registrations has more than one page.
  await openYear(page, '/reports/registration');
  await expect(bodyRows(page, 'Registrations')).toHaveCount(25);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/^Showing 26–50 of \d+$/)).toBeVisible();
});

test('the monitoring report opens on the last 30 days and shows failures with their error', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await mainMenu(page).getByRole('link', { name: 'ONLINE REGISTRATION MONITORING', exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/online-registration-monitoring$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Online Registration Monitoring' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'From date' })).toHaveValue(bangkokDay(30));
  await expectRowsOrNone(page, 'Online registrations');
  await expectAccessible(page, 'online registration monitoring');

  await openYear(page, '/reports/online-registration-monitoring');
  await chooseStatus(page, 'Error');
  await expect(page).toHaveURL(/[?&]status=9999/);
  await settled(page);
  const rows = bodyRows(page, 'Online registrations');
  await expect(rows.first()).toContainText('System error');
  await expect(rows.first()).toContainText('Error');
  if ((await page.getByRole('button', { name: 'Next page' }).count()) > 0) {
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
  }
});

test('a user without the report roles is sent to /unauthorized', async ({ page }) => {
  // demo_useradmin holds DD_ACCOUNT_USER only.
  await signIn(page, 'demo_useradmin', DEMO_PASSWORD);
  await expect(mainMenu(page).getByRole('link', { name: 'REGISTRATION', exact: true })).toHaveCount(0);
  for (const path of ['/reports/registration', '/reports/online-registration-monitoring']) {
    await go(page, path);
    await expect(page, `${path} is refused`).toHaveURL(/\/unauthorized$/);
  }
});
