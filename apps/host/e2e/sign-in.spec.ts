/**
 * Signing in (spec sections 2, 4, 5, 8): each demo account sees the menu its roles allow, a
 * locked user is refused with the server's message, a temporary password must be changed, and
 * forgot password answers for real and unknown users.
 */
import { readFileSync } from 'node:fs';
import { DEMO_PASSWORD, createUser, signInRefusal } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import type { MenuLabel } from './support/messages';
import { MENU, SPEC } from './support/messages';
import { expectAccessible, expectMenu, loginForm, mainMenu, signIn, signOut, submitLogin } from './support/portal';
import { DEMO_ACCOUNTS_FILE } from './support/paths';

// Its tests are independent of each other: the two workers share them (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

interface DemoAccount {
  username: string;
  password: string;
  merchantId: string;
  roles: string[];
}

const accounts: DemoAccount[] = (JSON.parse(readFileSync(DEMO_ACCOUNTS_FILE, 'utf8')) as { accounts: DemoAccount[] }).accounts;
const account = (username: string) => {
  const found = accounts.find((candidate) => candidate.username === username);
  if (!found) throw new Error(`${username} is not in demo-accounts.json`);
  return found;
};

const ALWAYS: MenuLabel[] = [MENU.manual, MENU.contact];
const ALL_REPORTS: MenuLabel[] = [MENU.reports, MENU.transaction, MENU.registration, MENU.monitoring];
// Every grant, the summary by status included (issue 17).
const EVERY_REPORT: MenuLabel[] = [...ALL_REPORTS, MENU.summaryByStatus];
const MENUS: [username: string, menu: MenuLabel[]][] = [
  ['demo_full', [MENU.account, MENU.profile, MENU.user, MENU.customer, ...EVERY_REPORT, MENU.sso250, ...ALWAYS]],
  ['demo_useradmin', [MENU.account, MENU.user, ...ALWAYS]],
  ['demo_reports', [...ALL_REPORTS, ...ALWAYS]],
  // TRANSACTION alone, and it opens the scheduled report (reports-transactions.spec.ts follows it).
  ['demo_scheduled', [MENU.reports, MENU.transaction, ...ALWAYS]],
  ['demo_sso', [MENU.reports, MENU.sso250, ...ALWAYS]],
  ['demo_noroles', ALWAYS],
  ['demo_m2full', [MENU.account, MENU.profile, MENU.user, MENU.customer, ...EVERY_REPORT, ...ALWAYS]],
];

for (const [username, menu] of MENUS) {
  test(`${username} sees the menu its roles allow`, async ({ page }) => {
    await signIn(page, username, account(username).password);
    await expectMenu(page, menu);
    await expectAccessible(page, `home of ${username}`);
    await signOut(page);
  });
}

test('the second merchant\'s user sees its own merchant', async ({ page }) => {
  await signIn(page, 'demo_m2full', DEMO_PASSWORD);
  await expect(page.getByRole('banner').getByText('Siam Online Mart')).toBeVisible();
});

test('a locked user is refused with the server\'s message', async ({ page, sandboxUrl }) => {
  const message = await signInRefusal(sandboxUrl, 'demo_locked');
  await page.goto('/');
  await submitLogin(page, 'demo_locked', account('demo_locked').password);
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  await expectAccessible(page, 'login with an error');
});

test('empty fields are reported under the password field before any call', async ({ page }) => {
  await page.goto('/');
  const form = loginForm(page);
  await form.signIn.click();
  await expect(page.getByText(SPEC.loginBothEmpty, { exact: true }).first()).toBeVisible();
  await form.username.fill('demo_full');
  await form.signIn.click();
  await expect(page.getByText(SPEC.loginPasswordEmpty, { exact: true }).first()).toBeVisible();
  await form.username.fill('');
  await form.password.fill('anything');
  await form.signIn.click();
  await expect(page.getByText(SPEC.loginUsernameEmpty, { exact: true }).first()).toBeVisible();
});

test('a temporary password must be changed at sign-in, then the user is home', async ({ page }) => {
  await page.goto('/');
  await submitLogin(page, 'demo_newpass', account('demo_newpass').password);
  const newPassword = page.getByLabel('New Password', { exact: true });
  await expect(newPassword).toBeVisible();
  await expectAccessible(page, 'forced password change');
  await newPassword.fill('Changed#2025');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Changed#2025');
  await page.getByRole('button', { name: 'Change Password', exact: true }).click();
  await expect(mainMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectMenu(page, [MENU.account, MENU.profile, MENU.reports, MENU.transaction, ...ALWAYS]);
  await signOut(page);
  // The new password is the one that works now.
  await signIn(page, 'demo_newpass', 'Changed#2025');
});

test('forgot password: 200 for a real user returns to login, 404 for an unknown one', async ({ page, sandboxUrl }) => {
  // A user of its own: a forgot-password request mails a temporary password beside the current one.
  const user = await createUser(sandboxUrl, { prefix: 'forgot' });
  await page.goto('/');
  // A link (spec section 2), followed here with the keyboard.
  await page.getByRole('link', { name: 'Forgot Password', exact: true }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirm).toBeDisabled();
  await expectAccessible(page, 'forgot password');

  await page.getByLabel('Username', { exact: true }).fill('nobody_here_42');
  await confirm.click();
  await expect(page.getByText(SPEC.forgotInvalidUsername, { exact: true }).first()).toBeVisible();

  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await confirm.click();
  await expect(page.getByText(SPEC.forgotSent, { exact: true }).first()).toBeVisible();
  await expect(loginForm(page).password).toBeVisible();

  await page.getByRole('link', { name: 'Forgot Password', exact: true }).click();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(loginForm(page).password).toBeVisible();
});
