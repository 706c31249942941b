/**
 * The session (spec sections 4, 6 and 8): idle expiry after 15 minutes, sign-out of every tab,
 * roles with the merchant profile's special code, and the API going away mid-session (the 503
 * message, the form's input kept).
 */
import { DEMO_PASSWORD, createUser, signInCall } from './support/api';
import { expect, test } from './support/fixtures';
import { MENU, SPEC } from './support/messages';
import { expectAccessible, expectMenu, loginForm, mainMenu, signIn, signOut } from './support/portal';

test('15 idle minutes end the session with the spec\'s message', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'demo_noroles', DEMO_PASSWORD);
  await page.clock.fastForward('14:00');
  await expect(mainMenu(page), 'still signed in after 14 idle minutes').toBeVisible();
  await page.clock.fastForward('01:01');
  await expect(page.getByText(SPEC.sessionExpired, { exact: true }).first()).toBeVisible();
  await expect(loginForm(page).password).toBeVisible();
  await expectAccessible(page, 'login after expiry');
  // Storage is cleared: a reload stays signed out.
  await page.reload();
  await expect(loginForm(page).password).toBeVisible();
});

test('activity keeps the session alive', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'demo_noroles', DEMO_PASSWORD);
  await page.clock.fastForward('10:00');
  await mainMenu(page).getByRole('link', { name: 'CONTACT US', exact: true }).click();
  await page.mouse.move(200, 200);
  await page.keyboard.press('Shift');
  await page.clock.fastForward('10:00');
  await expect(mainMenu(page)).toBeVisible();
});

test('a reload keeps the user signed in', async ({ page }) => {
  await signIn(page, 'demo_noroles', DEMO_PASSWORD, '/contact');
  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
});

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await signIn(first, 'demo_noroles', DEMO_PASSWORD);
  await signIn(second, 'demo_noroles', DEMO_PASSWORD, '/contact');
  await signOut(first);
  await expect(loginForm(second).password).toBeVisible();
  await expect(mainMenu(second)).toHaveCount(0);
});

test("the SSO text file report appears from the merchant profile's special code alone", async ({ page, sandboxUrl }) => {
  // A user created in the portal: its custom:auth claim holds only its ticked grants (none), and
  // no special merchant code; its merchant's profile has SSO_CPINS.
  const user = await createUser(sandboxUrl, { prefix: 'ssoprof', password: 'Profile#Sso1', grants: { profile: 'N' } });
  const { body } = await signInCall(sandboxUrl, user.username, 'Profile#Sso1');
  const claims = JSON.parse(Buffer.from(body.idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
  expect(`${String(claims['custom:auth'])} ${String(claims['custom:specialMerchantCode'])}`).not.toContain('SSO');

  await signIn(page, user.username, 'Profile#Sso1');
  await expectMenu(page, [MENU.reports, MENU.sso250, MENU.manual, MENU.contact]);
  await mainMenu(page).getByRole('link', { name: MENU.sso250, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SSO Text File Format 250 Bytes' })).toBeVisible();
});

test('the API going away mid-session shows Service Unavailable and keeps the input', async ({ page, host, sandboxUrl }) => {
  const user = await createUser(sandboxUrl, { prefix: 'down', password: 'Before#Down1' });
  await signIn(page, user.username, 'Before#Down1');
  await page.goto('/change-password');
  const current = page.getByLabel('Current Password', { exact: true });
  const next = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm Password', { exact: true });
  await current.fill('Before#Down1');
  await next.fill('After#Down22');
  await confirm.fill('After#Down22');
  host.apiDown();
  try {
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    await expect(page.getByText(SPEC.serviceUnavailable, { exact: true }).first()).toBeVisible();
    await expect(current).toHaveValue('Before#Down1');
    await expect(next).toHaveValue('After#Down22');
    await expect(confirm).toHaveValue('After#Down22');
    await expect(mainMenu(page), 'a failed call does not end the session').toBeVisible();
    await expectAccessible(page, 'change password with an error');
  } finally {
    host.apiUp();
  }
  // Back up: the same input goes through.
  await page.getByRole('button', { name: 'Change Password', exact: true }).click();
  await expect(page.getByText(/Your password has been changed successfully/)).toBeVisible();
});

test('the API down at sign-in shows Service Unavailable under the password', async ({ page, host }) => {
  await page.goto('/');
  host.apiDown();
  try {
    const form = loginForm(page);
    await form.username.fill('demo_full');
    await form.password.fill(DEMO_PASSWORD);
    await form.signIn.click();
    await expect(page.getByText(SPEC.serviceUnavailable, { exact: true }).first()).toBeVisible();
    await expect(form.username).toHaveValue('demo_full');
  } finally {
    host.apiUp();
  }
});
