/**
 * Content on hover or focus (WCAG 1.4.13, issue 32): the summary by status chart's tooltip, shown
 * when a day's bar is hovered or focused, stays while the pointer is on it and is dismissed with
 * Escape without moving the pointer or the focus (the focus stays on the bar). The Tooltip
 * primitive (Ark UI, `interactive`) is hoverable and closes on Escape by itself.
 *
 * Shared sandbox (support/fixtures.ts): read only.
 */
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { go, signIn } from './support/portal';

test("the chart's tooltip shows on hover and on focus, and Escape dismisses it where it is", async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await go(page, '/reports/summary-by-status');
  const bars = page.getByRole('main').locator('svg [data-key]');
  await expect(bars.first()).toBeVisible();
  const tooltip = page.getByRole('tooltip');

  // Hover: shown, and it stays while the pointer rests; Escape hides it, the pointer unmoved.
  const bar = bars.last();
  await bar.hover();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();

  // Focus: a bar reached with Tab shows it; Escape hides it and the bar keeps the focus.
  await page.mouse.move(0, 0);
  await tabTo(page, bars, { max: 80 });
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  expect(await bars.evaluateAll((elements) => elements.some((element) => element === document.activeElement)), 'the focus stays on the bar').toBe(true);
});
