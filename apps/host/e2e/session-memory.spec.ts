/**
 * Whatever a screen remembers belongs to the session and ends with it (ARCHITECTURE): the user
 * list's filters, which 'Back to User List' returns to, never reach the next user who signs in
 * on the same page.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, listUsers, signInTokens } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { go, mainMenu, signIn, signOut, submitLogin } from './support/portal';

const filters = (page: Page) => page.getByRole('search', { name: 'User search' });
const usernameLinks = (page: Page) => page.getByRole('table', { name: 'Users' }).locator('tbody tr td:first-child a');
const detailHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'User Detail' });

/** The detail path of a user of demo_m2full's merchant, read through the API. */
async function secondMerchantUserPath(sandboxUrl: string): Promise<string> {
  const [first] = await listUsers(sandboxUrl, await signInTokens(sandboxUrl, 'demo_m2full', DEMO_PASSWORD), '1000000002');
  return `/user/view/1000000002/${first!.userId}`;
}

test("after a sign-out, the next user's Back to User List shows none of the previous user's filters", async ({ page, sandboxUrl }) => {
  const secondUserDetail = await secondMerchantUserPath(sandboxUrl);
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/user');
  await filters(page).getByLabel('Username', { exact: true }).fill('cpin');
  await filters(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]username=cpin/);
  await usernameLinks(page).first().click();
  await expect(detailHeading(page)).toBeVisible();
  await signOut(page);

  // The next user, on the same page (no reload: memory would not survive one anyway), opens a
  // detail straight from a link elsewhere in the app, without showing the list first.
  await submitLogin(page, 'demo_m2full', DEMO_PASSWORD);
  await expect(mainMenu(page)).toBeVisible();
  await go(page, secondUserDetail);
  await expect(detailHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Back to User List', exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(filters(page).getByLabel('Username', { exact: true })).toHaveValue('');
  await expect(usernameLinks(page).first()).toBeVisible();
});
