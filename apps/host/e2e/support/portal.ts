/** What a person does in the portal, as test steps: sign in and out, read the menu, check axe. */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { settleAnimations } from '@lego-portal/test-kit';
import { expect } from './fixtures';
import type { MenuLabel } from './messages';
import { MENU } from './messages';

/** Group headings of the menu (text, not links); every other label is a link. */
const MENU_GROUPS: readonly MenuLabel[] = [MENU.account, MENU.reports];

/** The login form's fields and button. */
export function loginForm(page: Page) {
  return {
    username: page.getByLabel('Username', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    signIn: page.getByRole('button', { name: 'Sign In', exact: true }),
  };
}

/** The side menu landmark. */
export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** Fills and submits the login form (from wherever the page is). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.signIn.click();
}

/** Opens the portal at `path` and signs in; resolves when the frame's menu shows. */
export async function signIn(page: Page, username: string, password: string, path = '/'): Promise<void> {
  await page.goto(path);
  await submitLogin(page, username, password);
  await expect(mainMenu(page)).toBeVisible();
}

/**
 * Goes to `path` inside the running app, as a link would (React Router listens to popstate),
 * without reloading it: faster than `page.goto` where a full load is not the point.
 */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Signs out through the header's user menu; resolves when the login form is back. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: /./ }).last().click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(loginForm(page).password).toBeVisible();
}

/** Asserts the menu shows exactly `visible` among the spec's menu labels. */
export async function expectMenu(page: Page, visible: readonly MenuLabel[]): Promise<void> {
  const menu = mainMenu(page);
  for (const label of Object.values(MENU)) {
    const entry = MENU_GROUPS.includes(label) ? menu.getByText(label, { exact: true }) : menu.getByRole('link', { name: label, exact: true });
    if (visible.includes(label)) await expect(entry, `menu shows ${label}`).toBeVisible();
    else await expect(entry, `menu hides ${label}`).toHaveCount(0);
  }
}

/**
 * Runs axe-core on the page as it is and fails on any serious or critical violation (minor and
 * moderate ones are listed in the report but do not fail the run).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Let every finite transition end first (a table fading back in after a page loads, a toast
  // sliding in): axe measures colour contrast through opacity, so a half-faded row reads as a
  // contrast failure that no person would see once the fade has ended.
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking, `axe on ${screen}`).toEqual([]);
}

/** The value a record's view shows beside `label` (its label/value list), as a person reads it. */
export function detailValue(page: Page, label: string): Locator {
  return page.getByRole('main').locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/**
 * The answer to the transaction search a step is about to send, whose request names `from`
 * (`YYYYMMDDHHmmss`). Start it before the step. A report shows its rows at once and keeps the
 * previous answer on screen while the next loads; for a moment after the URL changes nothing marks
 * it stale yet, so a count read then is the old one. Await this, then the table at rest.
 */
export function transactionSearchAnswer(page: Page, from: string): Promise<unknown> {
  return page.waitForResponse(
    (response) => response.url().includes('/api/lego-report/ext/transaction/list') && (response.request().postData() ?? '').includes(from),
  );
}
