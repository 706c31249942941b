/**
 * Checks of a narrow (phone) layout for play functions, shared by the DataTable's stories and the
 * screens that show one. Not part of the published package.
 */
import { expect } from 'storybook/test';

/** The page does not scroll sideways: nothing is wider than the viewport. */
export async function expectNoSidewaysScroll(): Promise<void> {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** `element` is wholly within the viewport's width, so it is seen without scrolling sideways. */
export async function expectWithinViewportWidth(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(0);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
}

/** `element` is at least 44x44 CSS px, a comfortable touch target. */
export async function expectTouchTarget(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeGreaterThanOrEqual(44);
  await expect(box.height).toBeGreaterThanOrEqual(44);
}
