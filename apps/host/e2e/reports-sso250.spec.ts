/**
 * The SSO 250-byte text file report (spec sections 2, 6 and 9) as demo_sso, whose only role
 * comes from merchant 1000000001's special code SSO_CPINS: the file of a report date downloads
 * as fixed 250-byte records, a date without a report answers 'Report Not Found', and a user
 * without an SSO role is refused the route.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/api';
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
/** The latest day from yesterday back that `wanted` accepts. */
const latest = (wanted: (date: Date) => boolean) => [1, 2, 3, 4, 5, 6, 7].map(daysAgo).find(wanted)!;
// The sandbox generates a file for every day but Sundays.
const isSunday = (date: Date) => date.getUTCDay() === 0;

async function chooseDate(page: Page, date: Date): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Report Effective Date' });
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
    await expect(page.getByRole('textbox', { name: 'Report Effective Date' })).toHaveAccessibleDescription('Please select report effective date');
  });
});

test('a user without an SSO role is sent to /unauthorized', async ({ page }) => {
  // Every report but the text file (merchant 1000000002 has no SSO code).
  await signIn(page, 'demo_reports', DEMO_PASSWORD, PATH);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText(SPEC.unauthorized)).toBeVisible();
});
