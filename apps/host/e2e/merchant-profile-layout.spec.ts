/**
 * The merchant profile's update form is long (issue 30: 4 686 px at 1440 wide, 7 376 px on a
 * phone): Update and Discard Edit stay in the viewport wherever the person is in it, an index
 * jumps to each card, a failed Update leaves a summary whose links take the focus to each field,
 * and no focused control hides under the action bar (WCAG 2.2 2.4.11). Nothing is saved: every
 * Update here is refused by the form's own rules (no PUT leaves the browser), so the shared demo
 * merchant stays as the other specs read it.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { PROFILE_RULES, PROFILE_SPEC } from './support/messages';
import { expectUpdateForm, region, textbox, updateButton, watchProfileSaves } from './support/merchant-profile';
import { submitLogin } from './support/portal';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const discardButton = (page: Page) => page.getByRole('button', { name: 'Discard Edit', exact: true });

/** Signs demo_full in on the update form (the phone's menu is in a drawer: no side menu to wait for). */
async function openUpdate(page: Page): Promise<void> {
  await page.goto('/merchant/update');
  await submitLogin(page, 'demo_full', DEMO_PASSWORD);
  await expectUpdateForm(page);
}

/** Where the focused element and the action bar are on screen. */
async function focusGeometry(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const bar = document.querySelector('[data-form-action-bar]');
    const rect = active?.getBoundingClientRect();
    return {
      tag: active ? `${active.tagName} ${active.getAttribute('name') ?? active.getAttribute('aria-label') ?? active.textContent?.slice(0, 30) ?? ''}` : '',
      top: rect?.top ?? 0,
      bottom: rect?.bottom ?? 0,
      size: (rect?.width ?? 0) * (rect?.height ?? 0),
      inBar: !!active && !!bar?.contains(active),
      barTop: bar?.getBoundingClientRect().top ?? 0,
    };
  });
}

/** The focused control is on screen and not under the action bar. */
async function expectFocusClearOfBar(page: Page, what: string) {
  const at = await focusGeometry(page);
  if (at.inBar || at.size <= 1) return;
  // A pixel's slack: the browser may scroll a control to a fraction above the edge.
  expect(at.top, `${what}: ${at.tag} starts on screen`).toBeGreaterThanOrEqual(-1);
  expect(at.bottom, `${what}: ${at.tag} ends above the action bar`).toBeLessThanOrEqual(at.barTop);
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('Update and Discard Edit stay in view at the top and the middle of the form, and the index jumps to a card', async ({ page }) => {
      await openUpdate(page);
      const formHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(formHeight, 'the form is taller than the screen').toBeGreaterThan(size.height * 2);

      await expect(updateButton(page)).toBeInViewport();
      await expect(discardButton(page)).toBeInViewport();

      await page.evaluate(() => window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) / 2, behavior: 'instant' }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(size.height / 2);
      await expect(updateButton(page)).toBeInViewport();
      await expect(discardButton(page)).toBeInViewport();

      // The index: a link per card; it moves the focus to the card's heading, on screen.
      const index = page.getByRole('navigation', { name: 'Sections of this form' });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(index.getByRole('link')).toHaveText(['Merchant Profile', 'Merchant Contact Information', 'Fee Profile', 'Merchant Integration Information']);
      await index.getByRole('link', { name: 'Merchant Integration Information' }).focus();
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { level: 2, name: 'Merchant Integration Information' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expectFocusClearOfBar(page, 'the card heading');
    });

    test('a failed Update shows the summary; its links focus each field, clear of the action bar', async ({ page }) => {
      const saves = watchProfileSaves(page);
      await openUpdate(page);
      const taxId = textbox(region(page, 'General Profile'), 'Tax ID');
      const firstName = textbox(region(page, 'Contact Detail'), 'First Name');
      await taxId.clear();
      await firstName.clear();

      await updateButton(page).click();
      // The spec's modal first (section 8: 'update merchant profile error'), then the summary.
      const modal = page.getByRole('alertdialog', { name: PROFILE_SPEC.clientErrorTitle });
      await expect(modal).toBeVisible();
      await modal.getByRole('button').click();
      await expect(modal).toHaveCount(0);
      expect(saves, 'no save was sent').toHaveLength(0);

      const summary = page.getByRole('region', { name: '2 fields need your attention.' });
      await expect(summary).toBeVisible();
      const links = summary.getByRole('link');
      await expect(links).toHaveText([`Tax ID: ${PROFILE_RULES.taxIdRequired}`, `First Name: ${PROFILE_RULES.contactFirstNameRequired}`]);

      // Away from the top (as after the modal), then the first link: the field has the focus.
      await firstName.focus();
      await links.first().click();
      await expect(taxId).toBeFocused();
      await expect(taxId).toBeInViewport();
      await expectFocusClearOfBar(page, 'the first summary link');

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await links.nth(1).click();
      await expect(firstName).toBeFocused();
      await expect(firstName).toBeInViewport();
      await expectFocusClearOfBar(page, 'the second summary link');

      // Fixed, the field leaves the summary; the last one fixed takes the summary away.
      await taxId.fill('0107536000315');
      await expect(page.getByRole('region', { name: '1 field needs your attention.' }).getByRole('link')).toHaveText([`First Name: ${PROFILE_RULES.contactFirstNameRequired}`]);
      expect(saves, 'no save was sent').toHaveLength(0);
    });

    test('Tab through the form never leaves the focused control under the action bar', async ({ page }) => {
      await openUpdate(page);
      await textbox(region(page, 'General Profile'), 'Tax ID').focus();
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      // Every control from the Tax ID to the action bar, as Tab reaches them.
      let checked = 0;
      for (let step = 1; step <= 80; step += 1) {
        await page.keyboard.press('Tab');
        const at = await focusGeometry(page);
        if (at.inBar) break;
        await expectFocusClearOfBar(page, `Tab ${step}`);
        checked += 1;
      }
      expect(checked, 'Tab went through the form to its action bar').toBeGreaterThan(8);
      await expect(discardButton(page)).toBeFocused();
      // Back up with Shift+Tab: nothing hides under the index either (sticky on the desktop).
      for (let step = 1; step <= 12; step += 1) {
        await page.keyboard.press('Shift+Tab');
        const at = await focusGeometry(page);
        const indexBottom = await page.evaluate(() => {
          const nav = document.querySelector('[data-form-index]');
          return nav && getComputedStyle(nav).position === 'sticky' && nav.getBoundingClientRect().top <= 0 ? nav.getBoundingClientRect().bottom : 0;
        });
        if (at.size > 1) expect(at.top, `Shift+Tab ${step}: ${at.tag} below the index`).toBeGreaterThanOrEqual(indexBottom - 1);
        await expectFocusClearOfBar(page, `Shift+Tab ${step}`);
      }
    });
  });
}
