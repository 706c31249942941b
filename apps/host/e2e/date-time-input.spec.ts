/**
 * One date and time input (issue 30): the transaction report and the summary by status take a
 * date-time as DD/MM/YYYY HH:mm:ss, 24-hour, whatever the browser's locale. The same text typed
 * in an en-US browser (whose native fields read month first and 12-hour) and in a th-TH one
 * reads back as typed, reaches the API as the same YYYYMMDDHHmmss and finds the same rows; no
 * native date or time input is left; a text that is no date-time stays as typed beside the
 * spec's message.
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { mainMenu, submitLogin } from './support/portal';

const LOCALES = ['en-US', 'th-TH'] as const;
const NATIVE = 'input[type=date], input[type=datetime-local], input[type=time], input[type=month], input[type=week]';

/** The day `daysBefore` days before today in the business zone, as DD/MM/YYYY and YYYYMMDD. */
function bangkokDay(daysBefore: number): { typed: string; stamp: string } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number);
  const iso = new Date(Date.UTC(year!, month! - 1, day! - daysBefore)).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { typed: `${d}/${m}/${y}`, stamp: `${y}${m}${d}` };
}

/** A page signed in as demo_full at `path`, in English, in a browser whose locale is `locale`. */
async function pageIn(browser: Browser, baseURL: string | undefined, locale: string, path: string): Promise<Page> {
  const context = await browser.newContext({ locale, baseURL });
  const page = await context.newPage();
  await page.goto(path);
  // The browser really is in that locale (the native fields would follow it)...
  expect(await page.evaluate(() => navigator.language)).toBe(locale);
  // ...and the portal in English in both (a th-TH browser starts it in Thai), so only the
  // browser's locale differs between the two runs.
  await page.getByText('English', { exact: true }).first().click();
  await submitLogin(page, 'demo_full', DEMO_PASSWORD);
  await expect(mainMenu(page)).toBeVisible();
  return page;
}

/** Types `text` into the field named `label` as a person does, leaves it, and returns what it shows. */
async function typeInto(page: Page, label: string, text: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
  await field.press('Tab');
  return field.inputValue();
}

// An afternoon time: a 12-hour field would show it as 01:30:15 PM.
const FROM = bangkokDay(20);
const FROM_TEXT = `${FROM.typed} 13:30:15`;

test('the same date-time typed in en-US and th-TH reads back identically and finds the same transactions', async ({ browser, baseURL }) => {
  const seen: { locale: string; shown: string; from: string | null; rows: string[]; showing: string }[] = [];
  for (const locale of LOCALES) {
    const page = await pageIn(browser, baseURL, locale, '/reports/transactions/online');
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Report' })).toBeVisible();
    await expect(page.locator(NATIVE)).toHaveCount(0);
    await expect(page.getByText('DD/MM/YYYY HH:mm:ss (24-hour)').first()).toBeVisible();
    const shown = await typeInto(page, 'From Date Time', FROM_TEXT);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${FROM.stamp}133015`));
    // The link loaded afresh: the rows are this search's, not the ones before it still on screen.
    await page.reload();
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const showing = page.getByText(/^Showing \d+–\d+ of \d+$/);
    await expect(showing).toBeVisible();
    seen.push({
      locale,
      shown,
      from: new URL(page.url()).searchParams.get('from'),
      rows: await table.locator('tbody').getByRole('link').allTextContents(),
      showing: (await showing.textContent()) ?? '',
    });
    // The link reads back as the same text.
    await expect(page.getByLabel('From Date Time', { exact: true })).toHaveValue(FROM_TEXT);
    await page.context().close();
  }
  const [en, th] = seen;
  expect(en!.shown).toBe(FROM_TEXT);
  expect(th!.shown).toBe(FROM_TEXT);
  expect(th!.from).toBe(en!.from);
  expect(en!.rows.length).toBeGreaterThan(0);
  expect(th!.rows).toEqual(en!.rows);
  expect(th!.showing).toBe(en!.showing);
});

test('the summary by status reads a typed date-time the same in en-US and th-TH', async ({ browser, baseURL }) => {
  const seen: { shown: string; from: string | null; total: string }[] = [];
  for (const locale of LOCALES) {
    const page = await pageIn(browser, baseURL, locale, '/reports/summary-by-status');
    await expect(page.getByRole('heading', { level: 1, name: 'Summary of Payments by Status' })).toBeVisible();
    await expect(page.locator(NATIVE)).toHaveCount(0);
    const shown = await typeInto(page, 'From Date Time', FROM_TEXT);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${FROM.stamp}133015`));
    await page.reload();
    await expect(page.getByLabel('From Date Time', { exact: true })).toHaveValue(FROM_TEXT);
    const totals = page.getByRole('region', { name: 'Totals by status' });
    await expect(totals).toBeVisible();
    const total = totals.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Total$/ }) }).locator('dd');
    seen.push({ shown, from: new URL(page.url()).searchParams.get('from'), total: (await total.textContent()) ?? '' });
    await page.context().close();
  }
  expect(seen.map((entry) => entry.shown)).toEqual([FROM_TEXT, FROM_TEXT]);
  expect(seen[1]!.from).toBe(seen[0]!.from);
  expect(seen[1]!.total).toBe(seen[0]!.total);
});

test('a text that is no date-time stays as typed beside the message; a picked day takes the default time', async ({ browser, baseURL }) => {
  const page = await pageIn(browser, baseURL, 'en-US', '/reports/transactions/online');
  const from = page.getByLabel('From Date Time', { exact: true });
  const before = page.url();
  // 31 February, and a 12-hour time: neither is turned into another date-time.
  for (const text of ['31/02/2026 10:00:00', '01/02/2026 1:30 PM']) {
    expect(await typeInto(page, 'From Date Time', text)).toBe(text);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Transaction from is invalid', { exact: true })).toBeVisible();
    await expect(from).toHaveValue(text);
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).toBe(before);
  }

  // The To field's calendar, from the keyboard: with no time typed, a day picked ends at 23:59:59.
  const toField = page.getByLabel('To Date Time', { exact: true });
  await toField.fill('');
  const root = page.locator('[data-scope=date-picker][data-part=root]').filter({ has: toField });
  await root.getByRole('button', { name: 'Open calendar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('grid').locator('[data-part=table-cell-trigger]:focus')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toBeHidden();
  await expect(toField).toHaveValue(/^\d{2}\/\d{2}\/\d{4} 23:59:59$/);
  await page.context().close();
});
