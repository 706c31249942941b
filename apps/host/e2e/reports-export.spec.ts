/**
 * CSV export of the transaction, registration and online registration monitoring reports (spec
 * sections 1 and 5) as demo_full meets it:
 * a 31-day range is refused with the spec's message; a 30-day export without a merchant filter
 * asks 'Export a large file', then saves a CSV whose rows are exactly the report's total, through
 * the browser's download or straight into the file of Chromium's save dialog.
 */
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { expectAccessible, go, signIn } from './support/portal';

const SPEC_RANGE = 'Downloadable transaction date range should not be over than 30 days.';

/** `YYYYMMDD` of the day `days` before today in the business zone (Bangkok). */
function bangkokStamp(days: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - days)).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The total the report shows under its table ('Showing 1–25 of N'), once it has loaded. */
async function reportTotal(page: Page): Promise<number> {
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  const showing = page.getByText(/^Showing \d+–\d+ of \d+$/);
  await expect(showing).toBeVisible();
  return Number(/of (\d+)$/.exec((await showing.textContent()) ?? '')![1]);
}

/** Data lines of a CSV text (the header and the final line break not counted). */
const dataLines = (text: string) => text.split('\r\n').filter((line) => line !== '').length - 1;

/** Chromium's save dialog, answered by a file of the origin's private file system (a person would pick a folder). */
function saveDialogIntoPrivateFiles() {
  Object.assign(window, {
    showSaveFilePicker: async ({ suggestedName }: { suggestedName: string }) => (await navigator.storage.getDirectory()).getFileHandle(suggestedName, { create: true }),
  });
}

/** No save dialog (as in Firefox and Safari): the export becomes a browser download. */
function noSaveDialog() {
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
}

/** A save dialog whose file takes the first rows and then waits (a slow disk): the export stays running. */
function slowSaveDialog() {
  Object.assign(window, {
    showSaveFilePicker: async ({ suggestedName }: { suggestedName: string }) => ({
      name: suggestedName,
      createWritable: async () => new WritableStream<Uint8Array>({ write: () => new Promise<void>(() => {}) }),
    }),
  });
}

test('a 31-day transaction export is refused with the spec message', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await go(page, `/reports/transactions/online?from=${bangkokStamp(31)}000000&to=${bangkokStamp(0)}235959`);
  await reportTotal(page);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('alert')).toHaveText(SPEC_RANGE);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectAccessible(page, 'a refused export');
});

test("a merchant user's 30-day transaction export is its own merchant's and downloads every row of the report at once", async ({ page }) => {
  await page.addInitScript(noSaveDialog);
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await go(page, `/reports/transactions/online?from=${bangkokStamp(30)}000000&to=${bangkokStamp(0)}235959`);
  const total = await reportTotal(page);
  expect(total).toBeGreaterThan(25);

  // The merchant filter holds the user's own merchant (issue 29), so no large-file confirm: that
  // is for bank staff exporting across merchants (the intranet's and the stories' staff cases).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(download.suggestedFilename()).toBe(`transaction_online_${bangkokStamp(30)}_${bangkokStamp(0)}.csv`);
  const text = await readFile((await download.path())!, 'utf8');
  expect(dataLines(text)).toBe(total);
  await expect(page.getByRole('status').filter({ hasText: 'rows saved to' })).toHaveText(`${total.toLocaleString('en')} rows saved to ${download.suggestedFilename()}.`);
});

test('with a save dialog the rows stream into the chosen file, filtered exactly as the report', async ({ page }) => {
  await page.addInitScript(saveDialogIntoPrivateFiles);
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await go(page, `/reports/transactions/online?from=${bangkokStamp(30)}000000&to=${bangkokStamp(0)}235959&merchantId=1000000001&status=1000`);
  const total = await reportTotal(page);
  expect(total).toBeGreaterThan(0);

  // A merchant filter: no confirm.
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'rows saved to' });
  await expect(saved).toHaveText(new RegExp(`^${total} rows saved to transaction_online_\\d{8}_\\d{8}\\.csv\\.$`));
  const filename = /to (.+)\.$/.exec((await saved.textContent())!)![1]!;
  const text = await page.evaluate(async (name) => (await (await (await navigator.storage.getDirectory()).getFileHandle(name)).getFile()).text(), filename);
  expect(dataLines(text)).toBe(total);
  const statusColumn = text.split('\r\n')[0]!.split(',').indexOf('Status');
  expect(statusColumn).toBeGreaterThanOrEqual(0);
  for (const line of text.split('\r\n').slice(1, -1)) expect(line.split(',')[statusColumn]).toBe('Payment Success');
});

test("the registration report exports its default 30 days of the user's own merchant", async ({ page }) => {
  await page.addInitScript(noSaveDialog);
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await go(page, '/reports/registration');
  const total = await reportTotal(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  expect(dataLines(await readFile((await download.path())!, 'utf8'))).toBe(total);
});

test("online registration monitoring exports a merchant user's ONLINE registrations at once (as the other reports), in the order of the table", async ({ page }) => {
  await page.addInitScript(noSaveDialog);
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  // A page of 100 sorted by ID: every row of the 30 days on screen, to hold the file against.
  await go(page, '/reports/online-registration-monitoring?sort=id&dir=asc&size=100');
  const total = await reportTotal(page);
  expect(total).toBeGreaterThan(1);
  const table = page.getByRole('table', { name: 'Online registrations' });
  // Each row's cells by column id: columns that give way on a laptop are simply not there.
  const shown = await table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => Object.fromEntries([...row.querySelectorAll('td[data-column-id]')].map((cell) => [cell.getAttribute('data-column-id'), cell.textContent ?? '']))),
  );

  // The user's own merchant is named (issue 30, as issue 29 did for the other two): no large-file confirm.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(download.suggestedFilename()).toBe(`online_registration_monitoring_${bangkokStamp(30)}_${bangkokStamp(0)}.csv`);
  const [header, ...lines] = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(header).toBe('ID,Created Date Time,Merchant Reference,Customer Reference,Other Reference,Customer Account No.,Status,Error Description');
  expect(lines).toHaveLength(total);
  // The same registrations in the same order: ID, created, merchant and customer references, status.
  const fields = lines.slice(0, shown.length).map((line) => line.split(','));
  expect(fields.map((row) => row[0])).toEqual(shown.map((row) => row.id));
  expect(fields.map((row) => [row[1], row[3], row[6]])).toEqual(shown.map((row) => [row.createdDateTime, row.customerReference, row.statusCode]));
  if (shown[0]?.merchantReference !== undefined) expect(fields.map((row) => row[2])).toEqual(shown.map((row) => row.merchantReference));
  await expect(page.getByRole('status').filter({ hasText: 'rows saved to' })).toHaveText(`${total.toLocaleString('en')} rows saved to ${download.suggestedFilename()}.`);
});

test("a running export shows the rows received of the report's total and Cancel beside Export CSV", async ({ page }) => {
  await page.addInitScript(slowSaveDialog);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await go(page, `/reports/transactions/online?from=${bangkokStamp(30)}000000&to=${bangkokStamp(0)}235959`);
  const total = await reportTotal(page);
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await exportButton.click();

  const progress = page.getByRole('progressbar', { name: 'Export progress' });
  await expect(progress).toHaveAttribute('aria-valuemax', String(total));
  await expect(page.getByText(new RegExp(`^[\\d,]+ of ${total.toLocaleString('en')} rows received$`))).toBeVisible();
  // Beside the button, in view where the person clicked: not the footer far below the table.
  const cancel = page.getByRole('button', { name: 'Cancel export' });
  await expect(cancel).toBeInViewport();
  const [buttonBox, cancelBox] = [await exportButton.boundingBox(), await cancel.boundingBox()];
  expect(Math.abs(buttonBox!.y - cancelBox!.y)).toBeLessThan(80);
  // The footer keeps its spinner (spec section 2).
  await expect(page.getByRole('contentinfo').getByRole('status', { name: 'Downloading…' })).toBeAttached();

  await cancel.click();
  await expect(page.getByRole('status').filter({ hasText: 'The export was cancelled.' })).toBeVisible();
  await expect(progress).toHaveCount(0);
  // The next search clears the outcome of the last export.
  await page.getByRole('textbox', { name: 'Merchant Reference' }).fill('REF');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('The export was cancelled.')).toHaveCount(0);
});

test("changed but unsearched filters are marked 'Search to apply' and are never exported", async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await go(page, '/reports/registration');
  await reportTotal(page);
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expect(page.getByText('Search to apply', { exact: true })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Payer Account' }).fill('1234567890');
  await expect(page.getByText('Search to apply', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveAccessibleDescription('Search to apply');
  await expect(exportButton).toBeDisabled();
  await expect(exportButton).toHaveAccessibleDescription('Search to apply the changed filters before exporting.');

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Search to apply', { exact: true })).toHaveCount(0);
  await expect(exportButton).toBeEnabled();
  await expectAccessible(page, 'a searched registration report');
});
