/**
 * The layout audit (issue 30; the workspace kit's measuring, as the reference host's suite runs
 * it) over what only bank staff see, which the reference host cannot show: the merchant picker
 * with its merchants found, the staff view of a merchant's profile (under the scope bar), the
 * transaction report across every merchant, and the large-file export confirm ('Export a large
 * file', naming the row count), which asks only when no merchant filter narrows the export. At
 * 1280x800, 1440x900 and 390x844, one test per size; a screen's problems fail the test softly, so
 * one run lists every screen's. React 19 only: the audit measures the portal's CSS, which is the
 * same on both builds.
 *
 * Everything here only reads: the merchant is chosen (in the page's memory), the export confirm
 * is closed unanswered with Escape, so no export starts.
 */
import type { LayoutAuditOptions } from './test-kit';
import type { MerchantId } from './fixtures';
import { BASE, expect, MERCHANTS, staffSignIn, test } from './fixtures';
import { auditLayout, bodyRows, portal, scopeBar, settled } from './support';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The merchant whose profile the staff view shows. */
const MERCHANT: MerchantId = '1000000001';

/** `YYYYMMDD` of the day `days` before today in Bangkok. */
function bangkokDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(Date.now() - days * 86_400_000)).replaceAll('-', '');
}
/** The last 30 days, as the report's URL carries them: its search, run on arrival. */
const LAST_30_DAYS = `from=${bangkokDay(30)}000000&to=${bangkokDay(0)}235959`;

for (const size of SIZES) {
  const phone = size.width < 768;
  const options: LayoutAuditOptions = { phone, tables: !phone };
  const at = `${size.width}x${size.height}`;

  test.describe(at, () => {
    test.use({ viewport: size });

    test(`layout audit of the staff screens at ${at}`, async ({ page, reactMajor }) => {
      test.skip(reactMajor !== 19, 'the audit measures the portal’s CSS, the same on both builds: once is enough');
      const audit = (what: string) => auditLayout(page, `${what} at ${at}`, options);

      // staff_maker (BANK_MERCHANT_ADMIN): the picker, every merchant found by an empty search.
      await staffSignIn(page, 'staff_maker', 'merchant/view');
      const search = portal(page).getByRole('search', { name: 'Merchant search' });
      await search.getByRole('button', { name: 'Search', exact: true }).click();
      const found = portal(page).getByRole('list', { name: 'Merchants found' });
      for (const [merchantId, name] of Object.entries(MERCHANTS)) await expect(found.getByRole('button', { name: new RegExp(`${name}.*${merchantId}`) })).toBeVisible();
      await settled(page);
      await audit('merchant picker (merchants found)');

      // The merchant's profile, as staff see it: under the bar naming the merchant.
      await found.getByRole('button', { name: new RegExp(MERCHANT) }).click();
      await expect(scopeBar(page)).toContainText(MERCHANTS[MERCHANT]);
      await expect(page).toHaveURL(new RegExp(`${BASE}merchant/view$`));
      await expect(portal(page).getByRole('heading', { level: 1, name: `Merchant Profile ${MERCHANTS[MERCHANT]}` })).toBeVisible();
      await settled(page);
      await audit('merchant profile (staff view)');

      // staff_reporter (BANK_REPORT): the transaction report across every merchant, searched.
      await page.getByRole('button', { name: 'Staff sign-out' }).click();
      await staffSignIn(page, 'staff_reporter', `transactions/online?${LAST_30_DAYS}`);
      await settled(page);
      await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(1);
      await audit('transaction report (all merchants)');

      // Export CSV with no merchant filter: the large-file confirm, with the report's row count.
      await portal(page).getByRole('button', { name: 'Export CSV', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Export a large file' });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText(/The export of [\d,]+ rows might take long time\. Are you sure to continue\?/);
      await audit('large-file export confirm');
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
    });
  });
}
