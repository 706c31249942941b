/** Steps the intranet tests share: the portal's landmarks and lists as a person finds them, axe, the layout audit. */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { MerchantId } from './fixtures';
import { expect, MERCHANTS } from './fixtures';
import type { LayoutAuditOptions, LayoutProblem } from './test-kit';
import { findLayoutProblems, formatProblem, settleAnimations } from './test-kit';

/** The portal's content: the screen's section under the intranet's own <main>. */
export const portal = (page: Page): Locator => page.locator('.lp-root').first();

/** Rows of the screen's table body, once the first answer is in. */
export const bodyRows = (page: Page): Locator => portal(page).locator('tbody tr');

/** Waits until nothing in the portal says it is busy. */
export const settled = (page: Page) => expect(page.locator('[aria-busy=true]')).toHaveCount(0);

/** The user list's filter form. */
export const userFilters = (page: Page): Locator => portal(page).getByRole('search');

/** The portal's region (a card or a section) named `name`. */
export const region = (scope: Page | Locator, name: string): Locator => scope.getByRole('region', { name, exact: true });

/** The value a record's view shows beside `label` (its label/value list), as a person reads it. */
export const detailValue = (scope: Page | Locator, label: string): Locator =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** The bar above a merchant-scoped screen naming the merchant a staff member works on. */
export const scopeBar = (page: Page): Locator => portal(page).getByRole('region', { name: 'Working on merchant' });

/**
 * Chooses the merchant `merchantId` in portal-ui's merchant picker, as a staff member does: its
 * ID in the search, Search, then the merchant found; resolves once the bar names it.
 */
export async function chooseMerchant(page: Page, merchantId: MerchantId): Promise<void> {
  const search = portal(page).getByRole('search', { name: 'Merchant search' });
  await search.getByRole('textbox', { name: 'Merchant ID' }).fill(merchantId);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await portal(page).getByRole('list', { name: 'Merchants found' }).getByRole('button', { name: new RegExp(merchantId) }).click();
  await expect(scopeBar(page)).toContainText(MERCHANTS[merchantId]);
}

/**
 * Runs axe-core on the page as it is and fails on any serious or critical violation (as the
 * reference host's suite does: minor and moderate ones are reported, not failed).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Finite transitions end first: axe reads a half-faded element's contrast through its opacity.
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking, `axe on ${screen}`).toEqual([]);
}

/**
 * The layout audit (issue 30; the workspace kit's measuring, as the reference host's suite runs
 * it) on the page at rest; fails softly with one line per problem under `where`, so a test lists
 * every screen's problems.
 */
export async function auditLayout(page: Page, where: string, options: LayoutAuditOptions): Promise<LayoutProblem[]> {
  await settleAnimations(page);
  const problems = await findLayoutProblems(page, options);
  expect.soft(problems.map(formatProblem), `layout audit of ${where}`).toEqual([]);
  return problems;
}
