/**
 * Focus Not Obscured (WCAG 2.2 2.4.11, issue 32) on the long pages that are not forms (the
 * merchant profile's action bar and index: merchant-profile-layout.spec.ts): a report of all
 * its rows (a page of up to 100; the seed gives demo_full's merchant about 50 in 30 days), and the summary by status with its table's sticky header, first column and totals row,
 * on a laptop and a phone. Tab goes from the top of the page to the report's last control, and
 * at every stop the focused control is not entirely hidden: whatever sticks or floats (a sticky
 * header of the frame or a table, a sticky column, a menu) leaves some of it on top, in the
 * window; and it shows its focus indicator (2.4.7). Whatever is sticky or fixed on the page is
 * listed, so the test says what it held the focus against.
 *
 * Shared sandbox (support/fixtures.ts): read only.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { expectFocusShown, focusNow } from './support/keyboard';
import { go, submitLogin } from './support/portal';

/** `YYYYMMDD` of the day `days` before today in the business zone. */
function bangkokStamp(days: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - days)).toISOString().slice(0, 10).replaceAll('-', '');
}
const LAST_30_DAYS = `from=${bangkokStamp(30)}000000&to=${bangkokStamp(0)}235959`;

/** What is sticky or fixed on the page now (and shown), by tag and class-free description. */
function stuckElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => ['sticky', 'fixed'].includes(getComputedStyle(element).position) && element.getBoundingClientRect().height > 1)
      .map((element) => `${getComputedStyle(element).position} ${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''}`),
  );
}

/**
 * From the top of the page, Tab until `last` has the focus (at most `max` presses); every stop
 * shows its focus, not hidden. Resolves with the number of stops.
 */
async function tabThrough(page: Page, last: Locator, max: number): Promise<number> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.locator('body').press('Home');
  for (let press = 1; press <= max; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusNow(page);
    if (!stop.onBody) expectFocusShown(stop, `Tab ${press}`);
    if (await last.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return press;
  }
  throw new Error(`${last} never took the focus in ${max} presses`);
}

const settled = (page: Page) => expect(page.locator('[aria-busy=true], .skeleton')).toHaveCount(0, { timeout: 15_000 });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('Tab through a 100-row report and the summary by status never hides the focus', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      await submitLogin(page, 'demo_full', DEMO_PASSWORD);
      await expect(page.locator('main h1').first()).toBeVisible();

      await go(page, `/reports/transactions/online?${LAST_30_DAYS}&size=100`);
      await settled(page);
      const table = page.getByRole('main').getByRole('table');
      await expect(table.locator('tbody tr').nth(39)).toBeAttached();
      const rows = await table.locator('tbody tr').count();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, 'the report is many screens long').toBeGreaterThan(viewport.height * 3);
      test.info().annotations.push({ type: 'sticky on the report', description: (await stuckElements(page)).join('; ') || 'none' });
      // To the last row's link: every row's link on the way.
      const stops = await tabThrough(page, table.getByRole('link').last(), 400);
      expect(stops, 'Tab reached every row').toBeGreaterThan(rows);

      await go(page, `/reports/summary-by-status?${LAST_30_DAYS}`);
      await settled(page);
      await expect(page.getByRole('main').getByRole('table')).toBeVisible();
      test.info().annotations.push({ type: 'sticky on the summary', description: (await stuckElements(page)).join('; ') || 'none' });
      // To the table's last link: the day figures under its sticky header, column and totals.
      const lastLink = page.getByRole('main').getByRole('table').getByRole('link').last();
      await expect(lastLink).toBeAttached();
      await tabThrough(page, lastLink, 600);
    });
  });
}
