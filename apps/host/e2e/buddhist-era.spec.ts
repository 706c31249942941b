/**
 * Buddhist-era dates (issue 32): a Thai user who picks the Buddhist era (พ.ศ.) in the user menu
 * sees 2569 for 2026 on the transaction report, in its rows, its date-time filters and its
 * calendar's year; a date typed in B.E. searches the same Gregorian day (the URL and the API keep
 * `YYYYMMDDHHmmss`); the choice survives a reload; and the exported CSV still holds 2026.
 */
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { TH } from './support/messages';
import { expectAccessible, go } from './support/portal';

test.use({ locale: 'th-TH' });

/** The Thai texts this journey reads (the rules' catalogue, `calendar`, `transactionReport` and others). */
const T = {
  buddhist: 'พุทธศักราช (พ.ศ.)',
  gregorian: 'คริสต์ศักราช (ค.ศ.)',
  fromDate: 'วันและเวลาเริ่มต้น',
  hint: 'วว/ดด/ปปปป ชม:นท:วท (24 ชั่วโมง, พ.ศ.)',
  openCalendar: 'เปิดปฏิทิน',
  yearSelect: 'เลือกปี (พ.ศ.)',
  caption: 'รายการชำระเงิน',
  search: 'ค้นหา',
  exportCsv: 'ส่งออก CSV',
};

/** The day `days` before today in the business zone (Bangkok): its parts and `YYYYMMDD`. */
function bangkokDay(days: number) {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number);
  const [y, m, d] = new Date(Date.UTC(year!, month! - 1, day! - days)).toISOString().slice(0, 10).split('-');
  return { year: Number(y), dm: `${d}/${m}`, stamp: `${y}${m}${d}` };
}

/** No save dialog (as in Firefox and Safari): the export becomes a browser download. */
function noSaveDialog() {
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
}

/** The report's table once its rows have loaded. */
async function loadedTable(page: Page) {
  const table = page.getByRole('table', { name: T.caption });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText(/^แสดง \d+–\d+ จาก \d+ รายการ$/)).toBeVisible();
  return table;
}

const FROM = bangkokDay(10);
const TO = bangkokDay(0);
const TYPED = bangkokDay(5);

test('a Thai user who picks the Buddhist era sees 2569 for 2026 on the transaction report, keeps it over a reload, and still exports 2026', async ({ page }) => {
  await page.addInitScript(noSaveDialog);
  await page.goto('/');
  await page.getByLabel(TH.username, { exact: true }).fill('demo_full');
  await page.getByLabel(TH.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: TH.signIn, exact: true }).click();
  await expect(page.getByRole('navigation', { name: TH.mainMenu })).toBeVisible();
  await go(page, `/reports/transactions/online?from=${FROM.stamp}000000&to=${TO.stamp}235959`);
  const from = page.getByLabel(T.fromDate, { exact: true });
  // The host's default: Gregorian years.
  await expect(from).toHaveValue(`${FROM.dm}/${FROM.year} 00:00:00`);
  await loadedTable(page);

  // The user menu offers the calendar; the Buddhist era is picked with the keyboard.
  await page.getByRole('banner').getByRole('button', { name: /./ }).last().click();
  await expect(page.getByRole('menuitemradio', { name: T.gregorian })).toHaveAttribute('aria-checked', 'true');
  const buddhist = page.getByRole('menuitemradio', { name: T.buddhist });
  // The calendar follows the actions; Home, then the arrow down to it (the / key's choice is last).
  await page.keyboard.press('Home');
  await expect(page.getByRole('menuitem').first()).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: T.gregorian })).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('ArrowDown');
  await expect(buddhist).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeHidden();

  // The filters, their hint and the rows: 2026 is shown as 2569.
  await expect(from).toHaveValue(`${FROM.dm}/${FROM.year + 543} 00:00:00`);
  await expect(page.getByText(T.hint).first()).toBeVisible();
  let table = await loadedTable(page);
  const rows = table.locator('tbody');
  await expect(rows).toContainText(`/${TO.year + 543} `);
  await expect(rows).not.toContainText(`/${TO.year} `);

  // The calendar's year is the Buddhist year too.
  await page.getByRole('button', { name: T.openCalendar }).first().click();
  const year = page.getByRole('combobox', { name: T.yearSelect });
  await expect(year).toBeVisible();
  await expect(year.locator('option:checked')).toHaveText(String(FROM.year + 543));
  await expectAccessible(page, 'the calendar in the Buddhist era');
  await page.keyboard.press('Escape');
  await expect(year).toBeHidden();

  // A day typed in B.E. is the same Gregorian day for the URL and the API.
  await from.fill(`${TYPED.dm}/${TYPED.year + 543} 00:00:00`);
  await page.getByRole('button', { name: T.search, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`from=${TYPED.stamp}000000`));
  await loadedTable(page);

  // Kept for this user over a reload.
  await page.reload();
  await expect(from).toHaveValue(`${TYPED.dm}/${TYPED.year + 543} 00:00:00`);
  table = await loadedTable(page);
  await expect(table.locator('tbody')).toContainText(`/${TO.year + 543} `);
  await expectAccessible(page, 'the transaction report in the Buddhist era');

  // The CSV keeps the spec's Gregorian dates.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: T.exportCsv }).click();
  const download = await downloading;
  const [header = '', ...lines] = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter((line) => line !== '');
  const created = header.split(',').indexOf('Created Date Time');
  expect(created).toBeGreaterThanOrEqual(0);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line.split(',')[created]).toMatch(new RegExp(`^\\d{2}/\\d{2}/(${TYPED.year}|${TO.year}) \\d{2}:\\d{2}:\\d{2}$`));
});
