/**
 * The layout audit (issue 30) over the whole portal: every route of the route table, the
 * pending-change dialog, the exports in progress (transactions, monitoring), and the merchant profile
 * in Edit (its update route), at 1280x800, 1440x900, 390x844 and 320x640 (WCAG 1.4.10 Reflow: 1280 px
 * at 400 % zoom), in English and Thai. Each screen
 * is measured once loaded (its heading shown, nothing busy, no skeleton; a report after its search,
 * with rows) by support/layout-audit.ts (the test kit's measuring); a screen's problems fail the test softly, so one run
 * lists every screen's problems. One test per size and language, run in parallel. It runs always
 * (no switch): until the fixes of issue 30 land it fails, and its output is the list of what is left.
 *
 * Shared sandbox (support/fixtures.ts): everything here only reads. The pending changes opened
 * are the seed's (merchant 1000000001's customers 100013, an update by ops_maker1, and 100010,
 * a deletion), shown and closed undecided; the export in progress is held in the browser and
 * cancelled before the server sees it; the user opened is the seed's ops_maker1, whose update
 * form is left unsaved.
 */
import type { Page } from '@playwright/test';
import { DEMO_MERCHANT_ID, DEMO_PASSWORD, signInTokens, userIdOf } from '@lego-portal/test-kit';
import { ROUTES } from '../../../packages/rules/src/roles/routes';
import type { RouteId } from '../../../packages/rules/src/roles/routes';
import { expect, test } from './support/fixtures';
import type { LayoutAuditOptions } from '@lego-portal/test-kit';
import { auditLayout } from './support/layout-audit';
import { go } from './support/portal';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;
const LANGUAGES = [
  { lang: 'en', locale: 'en-GB' },
  { lang: 'th', locale: 'th-TH' },
] as const;

/** Seeded customers of merchant 1000000001 with a pending change nobody decides (seed-customers.ts). */
const PENDING_UPDATE = '100013';
const PENDING_DELETE = '100010';
/** A seeded user of merchant 1000000001 (the maker of its seeded customer changes). */
const SEEDED_USER = 'ops_maker1';

/** `YYYYMMDD` of the day `days` before today in the business zone. */
function bangkokStamp(days: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - days)).toISOString().slice(0, 10).replaceAll('-', '');
}
/** The last 30 days, as a transaction report's URL carries them: its search, run on arrival. */
const LAST_30_DAYS = `from=${bangkokStamp(30)}000000&to=${bangkokStamp(0)}235959`;

const EXPORT_CSV = /^(Export CSV|ส่งออก CSV)$/;
const VIEW_PENDING = /^(View Pending Change|ดูรายการเปลี่ยนแปลงที่รออนุมัติ)$/;
const FORGOT_PASSWORD = /^(Forgot Password|ลืมรหัสผ่าน)$/;

/** Resolves once nothing on the page is loading: no busy region, no skeleton. */
const settled = (page: Page) => expect(page.locator('[aria-busy=true], .skeleton')).toHaveCount(0, { timeout: 15_000 });

/**
 * Goes to `path` inside the running app and resolves once its screen shows: a heading that was
 * not there before (the previous screen's are marked first), then nothing loading.
 */
async function open(page: Page, path: string): Promise<void> {
  const here = new URL(page.url());
  if (here.pathname + here.search === path) return settled(page);
  await page.evaluate(() => document.querySelectorAll('h1').forEach((h1) => h1.setAttribute('data-audit-stale', '')));
  await go(page, path);
  await expect(page.locator('main h1:not([data-audit-stale])').first()).toBeVisible({ timeout: 15_000 });
  await settled(page);
}

/** No save dialog: an export becomes a browser download (and the test is never left at a picker). */
function noSaveDialog() {
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
}

/**
 * Starts the report's export, holds its request in the browser (the server never sees it), runs
 * `audit` while the progress shows beside Export CSV, then cancels it from the footer.
 */
async function auditExportInProgress(page: Page, download: string, audit: () => Promise<unknown>): Promise<void> {
  let release = () => {};
  await page.route(download, (route) => {
    release = () => void route.abort().catch(() => {});
  });
  await page.getByRole('button', { name: EXPORT_CSV }).click();
  const cancel = page.getByRole('contentinfo').getByRole('button');
  await expect(cancel).toBeVisible();
  await audit();
  await cancel.click();
  await expect(cancel).toBeHidden();
  release();
  await page.unroute(download);
}

// One test per size and language, spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const size of SIZES) {
  for (const { lang, locale } of LANGUAGES) {
    const phone = size.width < 768;
    const options: LayoutAuditOptions = { phone, tables: !phone };
    const at = `${size.width}x${size.height} ${lang}`;

    test.describe(at, () => {
      test.use({ viewport: size, locale });

      test(`layout audit at ${at}`, async ({ page, sandboxUrl }) => {
        test.setTimeout(150_000);
        const audit = (what: string) => auditLayout(page, `${what} at ${at}`, options);
        await page.addInitScript(noSaveDialog);
        const seededUserId = await userIdOf(sandboxUrl, await signInTokens(sandboxUrl, 'demo_full'), SEEDED_USER);

        // Signed out: the login page and forgot password.
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const password = page.locator('input[autocomplete=current-password]');
        await expect(password).toBeVisible();
        await audit('login (/)');
        await page.getByRole('link', { name: FORGOT_PASSWORD }).click();
        await expect(password).toHaveCount(0);
        await expect(page.locator('input[autocomplete=username]')).toBeVisible();
        await audit('forgot password');
        await page.goto('/');
        await page.locator('input[autocomplete=username]').fill('demo_full');
        await password.fill(DEMO_PASSWORD);
        await page.locator('button[type=submit]').click();
        await expect(password).toHaveCount(0);
        await expect(page.locator('main h1').first()).toBeVisible();

        // Every route of the table, with the seed's ids where it takes some.
        const visits: Record<RouteId, string[]> = {
          home: ['/'],
          changePassword: ['/change-password'],
          'merchant.view': ['/merchant/view'],
          'merchant.update': ['/merchant/update'],
          'user.list': ['/user'],
          'user.create': ['/user/create'],
          'user.view': [`/user/view/${DEMO_MERCHANT_ID}/${seededUserId}`],
          'user.update': [`/user/update/${DEMO_MERCHANT_ID}/${seededUserId}`],
          'customer.list': ['/customer'],
          'customer.view': [`/customer/view/${PENDING_UPDATE}`],
          // Not registered (spec section 2 names it, the host does not route it): /notfound covers it.
          'customer.create': [],
          'reports.transactions': [`/reports/transactions/online?${LAST_30_DAYS}`, `/reports/transactions/scheduled?${LAST_30_DAYS}`],
          'reports.transactionDetail': [], // filled from the report's first row below
          'reports.registration': ['/reports/registration'],
          'reports.monitoring': ['/reports/online-registration-monitoring'],
          'reports.summaryByStatus': ['/reports/summary-by-status'],
          'reports.sso250': ['/reports/sso-250-bytes'],
          manual: ['/manual'],
          contact: ['/contact'],
          unauthorized: ['/unauthorized'],
          notFound: ['/notfound'],
        };
        expect(Object.keys(visits).sort(), 'every route of the table is planned').toEqual(Object.keys(ROUTES).sort());

        for (const [routeId, paths] of Object.entries(visits) as [RouteId, string[]][]) {
          for (const path of paths) {
            await open(page, path);
            await audit(`${routeId} (${path})`);

            if (routeId === 'reports.transactions' && path.includes('/online')) {
              // The first transaction's detail is audited after the report (its id from the first row).
              const detail = await page.locator('main a[href*="/reports/transactions/view/"]').first().getAttribute('href');
              expect(detail, 'the report has rows').toBeTruthy();
              visits['reports.transactionDetail'].push(detail!);
              await auditExportInProgress(page, '**/api/lego-report/ext/transaction/download', () => audit(`${routeId} export in progress (${path})`));
            }
            if (routeId === 'reports.monitoring') {
              // A merchant user's export goes at once (its merchant is its own): no large-file
              // confirm here; that dialog is staff's, audited in the intranet example.
              await auditExportInProgress(page, '**/api/lego-report/ext/registration/download', () => audit(`${routeId} export in progress (${path})`));
            }
            if (routeId === 'customer.view') {
              for (const id of [PENDING_UPDATE, PENDING_DELETE]) {
                if (id !== PENDING_UPDATE) await open(page, `/customer/view/${id}`);
                await page.getByRole('button', { name: VIEW_PENDING }).first().click();
                const dialog = page.getByRole('dialog');
                await expect(dialog).toBeVisible();
                await settled(page);
                await audit(`pending-change dialog (/customer/view/${id})`);
                await page.keyboard.press('Escape');
                await expect(dialog).toBeHidden();
              }
            }
          }
        }
      });
    });
  }
}
