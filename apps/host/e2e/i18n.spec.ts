/**
 * The portal in Thai and English (issue 11): a browser set to Thai starts in Thai, a person signs
 * in and works in it, switches to English in the header without losing what they typed, and the
 * choice is remembered. axe finds nothing serious in either language.
 */
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { MENU, TH } from './support/messages';
import { expectAccessible, go } from './support/portal';

test.use({ locale: 'th-TH' });

test('a Thai browser signs in, works in Thai, and switches to English keeping the typed input', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('button', { name: TH.signIn, exact: true })).toBeVisible();
  await expectAccessible(page, 'login in Thai');

  await page.getByLabel(TH.username, { exact: true }).fill('demo_full');
  await page.getByLabel(TH.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: TH.signIn, exact: true }).click();

  const menu = page.getByRole('navigation', { name: TH.mainMenu });
  await expect(menu.getByRole('link', { name: TH.menuUser, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: TH.menuUserManual, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: MENU.user, exact: true })).toHaveCount(0);

  await menu.getByRole('link', { name: TH.menuUser, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: TH.userListHeading })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: new RegExp(TH.columnFullName) })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: new RegExp(TH.columnStatus) })).toBeVisible();
  await expect(table.locator('[aria-busy=true]')).toHaveCount(0);
  await expect(page).toHaveTitle(TH.userPageTitle);
  await expectAccessible(page, 'user list in Thai');

  // A validation message in Thai, with a field already typed in.
  await go(page, '/user/create');
  await expect(page.getByRole('heading', { level: 1, name: TH.newUserHeading })).toBeVisible();
  const main = page.getByRole('main');
  const username = main.getByLabel(new RegExp(`^${TH.username}`));
  const fullName = main.getByLabel(new RegExp(`^${TH.fullName}`));
  await fullName.fill('Somchai Jaidee');
  await username.focus();
  await page.keyboard.press('Tab');
  await expect(main.getByText(TH.usernameRequired, { exact: true })).toBeVisible();
  await expectAccessible(page, 'new user in Thai');

  // English from the header: the page re-renders in place, the input stays, the message follows.
  await page.getByRole('banner').getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New User' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(main.getByLabel(/^Full Name/)).toHaveValue('Somchai Jaidee');
  await expect(main.getByText('Please enter username', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: MENU.user, exact: true })).toBeVisible();
  await expectAccessible(page, 'new user in English');

  // The choice is remembered over the browser's language.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'New User' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the login page offers the language switch and keeps the typed username across it', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel(TH.username, { exact: true }).fill('somebody');
  await page.getByRole('main').getByText('English', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('somebody');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page, 'login in English');
});
