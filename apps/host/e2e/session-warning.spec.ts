/**
 * The warning before an idle session ends (issue 12), on Playwright's clock: at 14:00 idle an
 * alertdialog counts down with 'Stay signed in' and 'Sign out'; staying keeps the session (and
 * what was typed) past 15:00, and without an answer the session ends at 15:00 with the spec's
 * message, as it did before the warning existed (session.spec.ts).
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { SPEC } from './support/messages';
import { expectAccessible, loginForm, mainMenu, signIn } from './support/portal';

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Your session is about to end' });

test('at 14:00 idle a warning asks; Stay signed in keeps the session past 15:00, no answer ends it at 15:00', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/user');
  // Something typed and not yet searched: the warning is there so it is not lost unannounced.
  const username = page.getByRole('search', { name: 'User search' }).getByLabel('Username', { exact: true });
  await username.fill('cpin');

  // 13:50 rather than 13:59: signing in, loading the list and typing took real time too.
  await page.clock.fastForward('13:50');
  await expect(mainMenu(page)).toBeVisible();
  await expect(warning(page), 'no warning before 14:00').toHaveCount(0);

  await page.clock.fastForward('00:10');
  await expect(warning(page)).toBeVisible();
  const stay = warning(page).getByRole('button', { name: 'Stay signed in', exact: true });
  await expect(stay).toBeFocused();
  await expect(warning(page).getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await expect(warning(page).getByRole('timer')).toHaveText(/^Your session will end in (60|5\d) s\.$/);
  await expectAccessible(page, 'idle warning');
  // A pointer crossing the page does not answer it.
  await page.mouse.move(10, 10);
  await page.mouse.move(300, 400);
  await expect(warning(page)).toBeVisible();

  await stay.click();
  await expect(warning(page)).toHaveCount(0);
  // Back where the person was, with what they typed.
  await expect(username).toBeFocused();
  await expect(username).toHaveValue('cpin');

  // Two minutes on: 16:00 since sign-in, past the first deadline, still signed in on this page.
  await page.clock.fastForward('02:00');
  await expect(mainMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/user$/);
  await expect(warning(page)).toHaveCount(0);

  // No answer this time: the warning at 14:00 after the last activity, the end a minute later.
  await page.clock.fastForward('12:00');
  await expect(warning(page)).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page.getByText(SPEC.sessionExpired, { exact: true }).first()).toBeVisible();
  await expect(loginForm(page).password).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
});

test('Sign out in the warning signs out every tab of the session', async ({ context }) => {
  await context.clock.install();
  const first = await context.newPage();
  await signIn(first, 'demo_noroles', DEMO_PASSWORD);
  const second = await context.newPage();
  await second.goto('/contact');
  await expect(mainMenu(second)).toBeVisible();

  await context.clock.fastForward('14:00');
  await expect(warning(first)).toBeVisible();
  await expect(warning(second)).toBeVisible();
  await warning(first).getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(loginForm(first).password).toBeVisible();
  await expect(loginForm(second).password).toBeVisible({ timeout: 2_000 });
  // Signed out by the person, not expired: no expiry message.
  await expect(first.getByText(SPEC.sessionExpired, { exact: true })).toHaveCount(0);
});

test("Stay signed in in one tab closes the other tab's warning", async ({ context }) => {
  await context.clock.install();
  const first = await context.newPage();
  await signIn(first, 'demo_noroles', DEMO_PASSWORD);
  const second = await context.newPage();
  await second.goto('/contact');
  await expect(mainMenu(second)).toBeVisible();

  await context.clock.fastForward('14:00');
  await expect(warning(second)).toBeVisible();
  await warning(first).getByRole('button', { name: 'Stay signed in', exact: true }).click();
  await expect(warning(first)).toHaveCount(0);
  await expect(warning(second)).toHaveCount(0, { timeout: 2_000 });
  await context.clock.fastForward('02:00');
  await expect(mainMenu(first)).toBeVisible();
  await expect(mainMenu(second)).toBeVisible();
});
