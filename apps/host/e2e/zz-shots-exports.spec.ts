import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { go, signIn } from './support/portal';

const ROUTES = {
  tx: '/reports/transactions/online',
  reg: '/reports/registration',
  mon: '/reports/online-registration-monitoring',
  sum: '/reports/summary-by-status',
};

for (const [w, h] of [[1440, 900], [390, 844]] as const) {
  for (const lang of ['en', 'th'] as const) {
    test(`shots ${w} ${lang}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: w, height: h });
      await page.addInitScript(() => {
        Object.assign(window, {
          showSaveFilePicker: async ({ suggestedName }: { suggestedName: string }) => ({
            name: suggestedName,
            createWritable: async () => new WritableStream<Uint8Array>({ write: () => new Promise<void>(() => {}) }),
          }),
        });
      });
      await signIn(page, 'demo_full', DEMO_PASSWORD);
      if (lang === 'th') await page.getByText('ไทย', { exact: true }).first().click().catch(() => {});
      for (const [name, path] of Object.entries(ROUTES)) {
        await go(page, path);
        await expect(page.locator('[aria-busy=true]')).toHaveCount(0, { timeout: 15_000 });
        await page.waitForTimeout(500);
        const field = page.getByRole('search').getByRole('textbox').nth(name === 'mon' ? 2 : 2);
        await field.fill('X').catch(() => {});
        await page.screenshot({ path: `/tmp/shots-exports/${name}-${w}-${lang}-unapplied.png`, fullPage: false });
        await field.fill('').catch(() => {});
        if (name === 'tx') {
          await page.getByRole('button', { name: lang === 'en' ? 'Export CSV' : 'ส่งออก CSV' }).click();
          await page.waitForTimeout(1500);
          await page.screenshot({ path: `/tmp/shots-exports/${name}-${w}-${lang}-progress.png` });
        }
      }
      await go(page, '/reports/transactions/online');
      const link = page.getByRole('table').getByRole('link').first();
      if (await link.count()) {
        await link.click();
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `/tmp/shots-exports/detail-${w}-${lang}.png`, fullPage: true });
      }
    });
  }
}
