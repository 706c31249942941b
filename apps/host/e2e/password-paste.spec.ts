/**
 * Accessible authentication (WCAG 2.2 3.3.8, issue 32): nobody has to remember or transcribe a
 * password: a password manager or the clipboard fills the fields. The password fields take a
 * real paste (the system clipboard, Control+V), keep what was pasted, and it signs in; the same
 * for the three fields of Change Password, whose new password then signs in.
 *
 * Shared sandbox (support/fixtures.ts): the demo account only signs in; the password changed is
 * a user made for this test.
 */
import type { Locator, Page } from '@playwright/test';
import { createActiveUser, DEMO_PASSWORD, signInStatus, strongPassword } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { loginForm, mainMenu } from './support/portal';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Puts `text` on the system clipboard and pastes it into `field` with the keyboard shortcut. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue(text);
}

test('a pasted password signs in', async ({ page }) => {
  await page.goto('/');
  const form = loginForm(page);
  await paste(page, form.username, 'demo_full');
  await paste(page, form.password, DEMO_PASSWORD);
  await form.signIn.click();
  await expect(mainMenu(page)).toBeVisible();
});

test('Change Password takes pasted passwords, and the new one signs in', async ({ page, sandboxUrl }) => {
  const user = await createActiveUser(sandboxUrl, { prefix: 'paste' });
  const next = strongPassword();
  await page.goto('/');
  const form = loginForm(page);
  await paste(page, form.username, user.username);
  await paste(page, form.password, user.password);
  await form.signIn.click();
  await expect(mainMenu(page)).toBeVisible();

  await page.goto('/change-password');
  await paste(page, page.getByLabel('Current Password', { exact: true }), user.password);
  await paste(page, page.getByLabel('New Password', { exact: true }), next);
  await paste(page, page.getByLabel('Confirm Password', { exact: true }), next);
  await page.getByRole('button', { name: 'Change Password', exact: true }).click();
  await expect(page.getByText('Your password has been changed successfully. You will be redirected to home screen.', { exact: true })).toBeVisible();
  expect(await signInStatus(sandboxUrl, user.username, next)).toBe(200);
});
