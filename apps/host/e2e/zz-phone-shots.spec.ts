import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { test } from './support/fixtures';
import { submitLogin, go } from './support/portal';

const ROUTES = ['/reports/transactions/online', '/reports/registration', '/reports/online-registration-monitoring', '/reports/summary-by-status', '/reports/sso-250-bytes', '/user', '/customer'];
const DIR = '/tmp/shots-phone';

for (const size of [{ width: 390, height: 844 }]) {
  for (const lang of ['en', 'th']) {
    test(`shots ${size.width} ${lang}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      await page.goto('/'); await submitLogin(page, 'demo_full', DEMO_PASSWORD); await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
      if (lang === 'th') {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('dialog').getByText('ไทย', { exact: true }).click();
        await page.keyboard.press('Escape');
      }
      await page.screenshot({ path: `${DIR}/${size.width}-${lang}-home.png` });
      for (const route of ROUTES) {
        await go(page, route);
        await page.waitForTimeout(1500);
        const name = route.replaceAll('/', '_');
        await page.screenshot({ path: `${DIR}/${size.width}-${lang}${name}.png`, fullPage: false });
        const filters = page.getByRole('button', { name: /^(Filters|ตัวกรอง)/ });
        if (await filters.count()) { await filters.click(); await page.waitForTimeout(500); await page.screenshot({ path: `${DIR}/${size.width}-${lang}${name}-open.png`, fullPage: true }); }
        const small = await page.evaluate(() => {
          const out: string[] = [];
          for (const el of document.querySelectorAll<HTMLElement>('a, button, input:not([type=hidden]), select, [role=radio], [role=checkbox], label, [tabindex="0"]')) {
            const r = el.getBoundingClientRect();
            if (r.width <= 1 || r.height <= 1) continue;
            if (el.closest('svg')) continue;
            if (el.tagName === 'LABEL' && el.getAttribute('data-scope') !== 'checkbox') continue;
            const cs = getComputedStyle(el);
            if (cs.visibility === 'hidden' || cs.opacity === '0') continue;
            if (r.width < 24 || r.height < 24) out.push(`${el.tagName} ${el.getAttribute('aria-label') ?? ''} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)} class=${el.className.toString().slice(0, 60)}`);
          }
          return out;
        });
        console.log(lang, route, '\n  ' + small.join('\n  '));
      }
    });
  }
}
