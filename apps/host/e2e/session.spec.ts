/**
 * The session (spec sections 4, 6 and 8): idle expiry after 15 minutes, one session across the
 * tabs of the browser (a new tab joins it, sign-out and expiry end it in every tab), roles with
 * the merchant profile's special code, and the API going away mid-session (the 503 message, the
 * form's input kept).
 */
import type { Page } from '@playwright/test';
import { decodeJwtPayload } from '@lego-portal/api-client';
import { DEMO_PASSWORD, createUser, signInTokens } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { MENU, SPEC } from './support/messages';
import { expectAccessible, expectMenu, go, loginForm, mainMenu, signIn, signOut, submitLogin } from './support/portal';

// Its tests are independent of each other: the two workers share them (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

/** The expiry message and the login form: what a tab shows once its session expired. */
async function expectExpired(page: Page): Promise<void> {
  await expect(page.getByText(SPEC.sessionExpired, { exact: true }).first()).toBeVisible();
  await expect(loginForm(page).password).toBeVisible();
}

/**
 * The frame's menu, also while the idle warning is open (from 14:00 idle, session-warning.spec.ts):
 * its modal dialog hides the page behind it from the accessibility tree, not from the screen.
 */
function menuBehindWarning(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu', includeHidden: true });
}

test('15 idle minutes end the session with the spec\'s message', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'demo_noroles', DEMO_PASSWORD);
  await page.clock.fastForward('14:00');
  await expect(menuBehindWarning(page), 'still signed in after 14 idle minutes').toBeVisible();
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

test('a link opened in a second tab lands on its page signed in', async ({ context, sandboxUrl }) => {
  // A user of its own, found by name: the list's newest user may be one that a test in another
  // worker is about to delete (users.spec.ts), which would leave the pasted link nothing to show.
  const user = await createUser(sandboxUrl, { prefix: 'tab' });
  const first = await context.newPage();
  await signIn(first, 'demo_full', DEMO_PASSWORD, '/user');
  await go(first, `/user?username=${user.username}`);
  const link = first.getByRole('table', { name: 'Users' }).getByRole('link', { name: user.username, exact: true });
  const detail = await link.getAttribute('href');
  expect(detail).toMatch(/^\/user\/view\/1000000001\//);

  // A pasted link: a new tab with nothing in its sessionStorage.
  const second = await context.newPage();
  await second.goto(detail!);
  await expect(second.getByRole('heading', { level: 1, name: 'User Detail' })).toBeVisible();
  await expect(second).toHaveURL(detail!);
  await expect(mainMenu(second)).toBeVisible();
  await expect(loginForm(second).password).toHaveCount(0);
  await expectAccessible(second, 'user detail in a joined tab');
});

test('a tab asks the other tabs only when one holds a session, and every message names it', async ({ context }) => {
  // A page of the origin listening on the portal's channel: what the tabs say to each other.
  const wire = await context.newPage();
  await wire.goto('/config.json');
  await wire.evaluate(() => {
    const heard: unknown[] = [];
    Object.assign(window, { heard });
    new BroadcastChannel('lego-portal-session').addEventListener('message', (event) => heard.push(event.data));
  });
  const heard = () => wire.evaluate(() => (window as unknown as { heard: { type: string; sessionId?: string }[] }).heard);

  // Alone, a tab sees no holder of the session lock: it shows the login without asking.
  const first = await context.newPage();
  await signIn(first, 'demo_noroles', DEMO_PASSWORD);
  const second = await context.newPage();
  await second.goto('/contact');
  await expect(mainMenu(second)).toBeVisible();

  await expect.poll(async () => (await heard()).some((message) => message.type === 'activity')).toBe(true);
  const messages = await heard();
  expect(messages.filter((message) => message.type === 'ask'), 'only the second tab asked').toEqual([{ type: 'ask' }]);
  expect(messages[0]).toEqual({ type: 'ask' });
  const answer = messages.find((message) => message.type === 'session');
  expect(answer).toMatchObject({ sessionId: expect.stringMatching(/^[0-9a-f]{32}$/), user: { userName: 'demo_noroles' } });
  for (const message of messages.slice(1)) expect(message.sessionId, `${message.type} names the session`).toBe(answer!.sessionId);
});

test('signing out in one tab signs out the other within 2 s', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await signIn(first, 'demo_noroles', DEMO_PASSWORD);
  // The second tab joins the first one's session.
  await second.goto('/contact');
  await expect(mainMenu(second)).toBeVisible();
  await signOut(first);
  await expect(loginForm(second).password).toBeVisible({ timeout: 2_000 });
  await expect(mainMenu(second)).toHaveCount(0);
  // Ended for good in that tab too: a reload stays at the login.
  await second.reload();
  await expect(loginForm(second).password).toBeVisible();
});

test('15 idle minutes across both tabs of a session expire both', async ({ context }) => {
  // Playwright's clock belongs to the browser context (page.clock is context.clock): installed
  // once before the tabs open, and every fastForward moves time in all of them at once.
  await context.clock.install();
  const first = await context.newPage();
  await signIn(first, 'demo_noroles', DEMO_PASSWORD);
  const second = await context.newPage();
  await second.goto('/contact');
  await expect(mainMenu(second)).toBeVisible();

  await context.clock.fastForward('14:00');
  await expect(menuBehindWarning(first), 'first tab still signed in after 14 idle minutes').toBeVisible();
  await expect(menuBehindWarning(second), 'second tab still signed in after 14 idle minutes').toBeVisible();
  await context.clock.fastForward('01:01');
  await expectExpired(first);
  await expectExpired(second);
});

test('a sign-out leaves alone a tab where another user signed in', async ({ context }) => {
  // A tab at the login while the first user signs in elsewhere: it does not join, and its user
  // signs in with a session of their own.
  const other = await context.newPage();
  await other.goto('/');
  await expect(loginForm(other).password).toBeVisible();
  const first = await context.newPage();
  await signIn(first, 'demo_noroles', DEMO_PASSWORD);
  const joined = await context.newPage();
  await joined.goto('/contact');
  await expect(mainMenu(joined)).toBeVisible();
  await submitLogin(other, 'demo_sso', DEMO_PASSWORD);
  await expect(mainMenu(other)).toBeVisible();

  await signOut(first);
  // The joined tab hearing the sign-out means it reached every tab.
  await expect(loginForm(joined).password).toBeVisible({ timeout: 2_000 });
  await expect(mainMenu(other)).toBeVisible();
  await expectMenu(other, [MENU.reports, MENU.sso250, MENU.manual, MENU.contact]);
  await other.reload();
  await expect(mainMenu(other), 'its session is alive on the server too').toBeVisible();
});

test("the SSO text file report appears from the merchant profile's special code alone", async ({ page, sandboxUrl }) => {
  // A user created in the portal: its custom:auth claim holds only its ticked grants (none), and
  // no special merchant code; its merchant's profile has SSO_CPINS.
  const user = await createUser(sandboxUrl, { prefix: 'ssoprof', password: 'Profile#Sso1', grants: { profile: 'N' } });
  const claims = decodeJwtPayload((await signInTokens(sandboxUrl, user.username, 'Profile#Sso1')).idToken) ?? {};
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
