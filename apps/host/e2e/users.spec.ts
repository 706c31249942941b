/**
 * User management (spec sections 2, 4, 5, 8) as demo_full, on users of merchant 1000000001:
 * the list's filters, sort and paging kept in the URL and restored when coming back from a
 * detail; creating a user with invalid then valid input; lock, unlock and delete of a user made
 * for the test.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, createUser, uniqueUsername } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { SPEC } from './support/messages';
import { detailValue, expectAccessible, go, signIn } from './support/portal';

// Its tests are independent of each other: the two workers share them (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

const table = (page: Page) => page.getByRole('table', { name: 'Users' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const usernameLinks = (page: Page) => table(page).locator('tbody tr td:first-child a');
const filters = (page: Page) => page.getByRole('search', { name: 'User search' });
/**
 * Waits until the list shows the answer to what was asked: while a new page or sort loads, the
 * previous rows stay on screen, dimmed and `aria-busy`, as a person sees them.
 */
const settled = (page: Page) => expect(page.locator('[aria-busy=true]')).toHaveCount(0);

/** Chooses `label` in the Ark select labelled `name`. */
async function choose(page: Page, scope: Locator, name: string, label: string): Promise<void> {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function searchUsers(page: Page, username: string, status: string): Promise<void> {
  await filters(page).getByLabel('Username', { exact: true }).fill(username);
  await choose(page, filters(page), 'Status', status);
  await filters(page).getByRole('button', { name: 'Search', exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/user');
  await expect(page.getByRole('heading', { level: 1, name: 'User' })).toBeVisible();
});

test('the list pages, sorts and filters, and keeps its filters when coming back from a detail', async ({ page }) => {
  // Default: newest first, 25 a page.
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(table(page).getByRole('columnheader', { name: /Create Date/ })).toHaveAttribute('aria-sort', 'descending');
  await expectAccessible(page, 'user list');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(bodyRows(page).first()).toBeVisible();

  await table(page).getByRole('columnheader', { name: /Username/ }).getByRole('button').click();
  await expect(table(page).getByRole('columnheader', { name: /Username/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/[?&]sort=username/);
  await expect(page, 'a new sort starts at page 1').not.toHaveURL(/[?&]page=2/);
  await settled(page);
  const names = await usernameLinks(page).allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  // Generated users of merchant 1 are named like `somcha_cpin01`; some are locked.
  await searchUsers(page, 'cpin', 'Locked');
  await expect(page).toHaveURL(/[?&]status=L/);
  await expect(page).toHaveURL(/[?&]username=cpin/);
  const statuses = table(page).locator('tbody tr td:last-child');
  await settled(page);
  await expect(statuses.first()).toHaveText('Locked');
  for (const text of await statuses.allTextContents()) expect(text.trim()).toBe('Locked');
  const filtered = page.url();

  await usernameLinks(page).first().click();
  await expect(page).toHaveURL(/\/user\/view\/1000000001\//);
  await expect(page.getByRole('heading', { level: 1, name: 'User Detail' })).toBeVisible();
  await expectAccessible(page, 'user detail (view)');
  await page.getByRole('button', { name: 'Back to User List', exact: true }).click();
  await expect(page).toHaveURL(filtered);
  await expect(filters(page).getByLabel('Username', { exact: true })).toHaveValue('cpin');
  await expect(statuses.first()).toHaveText('Locked');

  // The browser's Back button restores them too.
  await usernameLinks(page).first().click();
  await expect(page).toHaveURL(/\/user\/view\//);
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(filters(page).getByLabel('Username', { exact: true })).toHaveValue('cpin');

  await searchUsers(page, 'no_such_user_x', 'All');
  await expect(page.getByText(SPEC.noDataFound, { exact: true })).toBeVisible();
  await filters(page).getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(bodyRows(page)).toHaveCount(25);
});

test('a page of 100 rows is offered and used', async ({ page }) => {
  await choose(page, page.getByRole('main'), 'Rows per page', '100');
  await expect(page).toHaveURL(/[?&]size=100/);
  // Merchant 1 has more than 25 users (seed plus those the other tests create).
  await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(25);
});

test('creating a user: invalid input is refused, valid input creates it', async ({ page }) => {
  await page.getByRole('button', { name: 'New User', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New User' })).toBeVisible();
  await expectAccessible(page, 'new user');

  const form = page.getByRole('main');
  const username = form.getByLabel(/^Username/);
  const fullName = form.getByLabel(/^Full Name/);
  const email = form.getByLabel(/^Email/);
  const contact = form.getByLabel(/^Contact Number/);
  await username.fill('ab');
  await fullName.fill('Bad Name 123');
  await email.fill('not-an-email');
  await contact.fill('12');
  await page.getByRole('button', { name: 'Create User', exact: true }).click();
  for (const field of [username, fullName, email, contact]) await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/user\/create$/);
  await expectAccessible(page, 'new user with errors');

  const name = uniqueUsername('made');
  await username.fill(name);
  await fullName.fill('Made By Test');
  await email.fill(`${name}@example.com`);
  await contact.fill('0812345678');
  await page.getByRole('button', { name: 'Create User', exact: true }).click();
  const result = page.getByRole('alertdialog');
  await expect(result.getByText('Create user successful')).toBeVisible();
  await expectAccessible(page, 'create user result');
  await result.getByRole('button').first().click();

  await page.goto('/user');
  await searchUsers(page, name, 'All');
  await expect(usernameLinks(page)).toHaveText([name]);
  await expect(bodyRows(page).first()).toContainText('Active');
});

test('lock, unlock, edit and delete a user', async ({ page, sandboxUrl }) => {
  const user = await createUser(sandboxUrl, { prefix: 'lock' });
  const openDetail = async () => {
    await searchUsers(page, user.username, 'All');
    // By its name, as a person picks it: while the search loads, the previous rows stay on
    // screen (dimmed), and their first row is another user. Clicking "the first row" there once
    // made this test lock, edit and delete someone else, then read back the untouched user.
    await table(page).getByRole('link', { name: user.username, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Detail' })).toBeVisible();
  };
  const act = async (action: string) => {
    await page.getByRole('button', { name: 'Action', exact: true }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  };
  const closeResult = async (title: string | RegExp) => {
    const result = page.getByRole('alertdialog');
    await expect(result.getByText(title)).toBeVisible();
    await result.getByRole('button').first().click();
    await expect(result).toHaveCount(0);
  };
  await openDetail();

  await act('Lock');
  await closeResult('Lock user successful');
  await page.getByRole('button', { name: 'Action', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Unlock', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Lock', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Unlock', exact: true }).click();
  await closeResult('Unlock user successful');

  await act('Edit');
  await expect(page).toHaveURL(/\/user\/update\/1000000001\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit User' })).toBeVisible();
  await expectAccessible(page, 'edit user');
  await page.getByRole('main').getByLabel(/^Full Name/).fill('Renamed By Test');
  // What the portal sends, checked apart from what it shows afterwards.
  const sent = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/lego-userhandler/ext/userhandler/'));
  await page.getByRole('button', { name: 'Update User', exact: true }).click();
  expect((await sent).postDataJSON().userProfile.fullName, 'the update sends the name typed').toBe('Renamed By Test');
  await closeResult('Update user successful');
  await expect(page).toHaveURL(/\/user(\?.*)?$/);
  await openDetail();
  await expect(page.getByRole('heading', { level: 1, name: 'User Detail Renamed By Test' })).toBeVisible();
  await expect(detailValue(page, 'Full Name')).toHaveText('Renamed By Test');

  await act('Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(SPEC.deleteConfirm)).toBeVisible();
  await expectAccessible(page, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await closeResult('Delete user successful');

  await go(page, `/user?username=${user.username}`);
  await expect(page.getByText(SPEC.noDataFound, { exact: true })).toBeVisible();
});
