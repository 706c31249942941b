/**
 * The SSO 250-byte text file report (spec sections 2, 6 and 9) as demo_sso, whose only role
 * comes from merchant 1000000001's special code SSO_CPINS: the file of a report date downloads
 * as fixed 250-byte records and the page says which day's file it saved; a date outside the
 * window (6 months back through yesterday, which the field states) is refused as typed, never
 * swapped for another day; a date without a report answers 'Report Not Found', and a user
 * without an SSO role is refused the route.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { SPEC } from './support/messages';
import { expectAccessible, signIn } from './support/portal';

const PATH = '/reports/sso-250-bytes';
const HEADING = 'SSO Text File Format 250 Bytes';
const RECORD_BYTES = 250;
/** Every record of the file ends with CRLF. */
const LINE_END = '\r\n';

/** Today's date in the business zone (where "yesterday" is counted), as a UTC midnight. */
function todayInBangkok(): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}
const daysAgo = (days: number) => new Date(todayInBangkok().getTime() - days * 86_400_000);
const pad = (n: number) => String(n).padStart(2, '0');
const typed = (date: Date) => `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
const compact = (date: Date) => `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
/** The same day 6 months back (the month's last day when it has none): the window's first day. */
function sixMonthsBack(): Date {
  const today = todayInBangkok();
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 6, 1));
  const last = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), Math.min(today.getUTCDate(), last)));
}
const WINDOW = `A day from ${typed(sixMonthsBack())} to ${typed(daysAgo(1))}: 6 months back through yesterday.`;
const OUTSIDE = `Report effective date must be from ${typed(sixMonthsBack())} to ${typed(daysAgo(1))}: 6 months back through yesterday.`;
/** The latest day from yesterday back that `wanted` accepts. */
const latest = (wanted: (date: Date) => boolean) => [1, 2, 3, 4, 5, 6, 7].map(daysAgo).find(wanted)!;
// The sandbox generates a file for every day but Sundays.
const isSunday = (date: Date) => date.getUTCDay() === 0;

const dateInput = (page: Page) => page.getByRole('textbox', { name: 'Report Effective Date' });

async function chooseDate(page: Page, date: Date): Promise<void> {
  const input = dateInput(page);
  await input.fill(typed(date));
  await input.press('Enter');
  await expect(input).toHaveValue(typed(date));
}

test.describe('with an SSO role', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'demo_sso', DEMO_PASSWORD, PATH);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  });

  test("downloads yesterday's file: 250-byte records, each ended by CRLF", async ({ page }) => {
    await expectAccessible(page, 'SSO 250-byte report');
    // Yesterday, unless yesterday was a Sunday: then the Saturday before it.
    const date = latest((day) => !isSunday(day));
    await chooseDate(page, date);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(`SSO250_1000000001_${compact(date)}.txt`);
    const bytes = await readFile((await download.path())!);
    const text = bytes.toString('latin1');
    expect(text.endsWith(LINE_END)).toBe(true);
    const records = text.slice(0, -LINE_END.length).split(LINE_END);
    // A header, the day's successful payments, a trailer.
    expect(records.length).toBeGreaterThanOrEqual(2);
    for (const record of records) expect(Buffer.byteLength(record, 'latin1')).toBe(RECORD_BYTES);
    expect(bytes.length).toBe(records.length * (RECORD_BYTES + LINE_END.length));
    expect(records[0]!.startsWith('H1000000001')).toBe(true);
    expect(records.at(-1)!.startsWith('T')).toBe(true);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // The footer's spinner goes once the file is saved.
    await expect(page.getByRole('contentinfo').getByText('Downloading…')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Saved the report of' })).toHaveText(
      `Saved the report of ${typed(date)} as ${download.suggestedFilename()}.`,
    );
  });

  test('states the window under the field, and the typed day, left with Tab, is the file that downloads', async ({ page }) => {
    await expect(dateInput(page)).toHaveAccessibleDescription(WINDOW);
    // A week back or earlier, not a Sunday: a day whose file exists, and not the one the calendar would offer first.
    const date = [7, 8].map(daysAgo).find((day) => !isSunday(day))!;
    await dateInput(page).fill(typed(date));
    await dateInput(page).press('Tab');
    await expect(dateInput(page)).toHaveValue(typed(date));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(`SSO250_1000000001_${compact(date)}.txt`);
    expect((await readFile((await download.path())!)).toString('latin1').startsWith('H1000000001')).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Saved the report of' })).toHaveText(`Saved the report of ${typed(date)} as ${download.suggestedFilename()}.`);
  });

  test('a day typed before the window is kept and refused, naming the window; nothing is asked or downloaded', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().includes('/sso-250/') && asked.push(request.url())));
    const downloads: unknown[] = [];
    page.on('download', (download) => void downloads.push(download));
    const before = typed(new Date(sixMonthsBack().getTime() - 86_400_000));
    await dateInput(page).fill(before);
    // Leaving the field keeps the day as typed (it became the window's first day before).
    await dateInput(page).press('Tab');
    await expect(dateInput(page)).toHaveValue(before);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(dateInput(page)).toHaveAccessibleDescription(`${OUTSIDE} ${WINDOW}`);
    await expect(dateInput(page)).toHaveValue(before);
    await expectAccessible(page, 'a refused report date');
    expect(asked).toEqual([]);
    expect(downloads).toEqual([]);
  });

  test("today is refused, never taken as yesterday", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().includes('/sso-250/') && asked.push(request.url())));
    await dateInput(page).fill(typed(daysAgo(0)));
    await dateInput(page).press('Enter');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(page.getByText(OUTSIDE)).toBeVisible();
    await expect(dateInput(page)).toHaveValue(typed(daysAgo(0)));
    await expect(page.getByRole('status').filter({ hasText: 'Saved the report of' })).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test("shows 'Report Not Found' for a date without a report", async ({ page }) => {
    await chooseDate(page, latest(isSunday));
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const modal = page.getByRole('alertdialog', { name: 'Report Not Found' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('The report does not exist. Please try again.');
    await expectAccessible(page, 'Report Not Found');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toHaveCount(0);
  });

  test('asks for a date before downloading', async ({ page }) => {
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(dateInput(page)).toHaveAccessibleDescription(`Please select report effective date ${WINDOW}`);
  });
});

test('a user without an SSO role is sent to /unauthorized', async ({ page }) => {
  // Every report but the text file (merchant 1000000002 has no SSO code).
  await signIn(page, 'demo_reports', DEMO_PASSWORD, PATH);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText(SPEC.unauthorized)).toBeVisible();
});
