/**
 * Forms as a person meets them (spec sections 4 and 8): no field says it is wrong before anyone
 * has typed, it does once it was left or the form submitted, and every control, the password's
 * Show toggle included, is reachable and usable from the keyboard.
 */
import type { Locator } from '@playwright/test';
import { DEMO_PASSWORD } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { loginForm, signIn } from './support/portal';

/** danger.solid (red.700): the border of a field that shows an error. */
const INVALID_BORDER = 'rgb(185, 28, 28)';

const borderColour = (field: Locator) => field.evaluate((element) => getComputedStyle(element).borderTopColor);

test('New User shows no field as invalid before anyone types, a required one once left empty, and all once submitted', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/user/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New User' })).toBeVisible();
  const form = page.getByRole('main');
  const required = [form.getByLabel(/^Username/), form.getByLabel(/^Full Name/), form.getByLabel(/^Email/)];
  // An optional field nobody has touched: the normal look.
  const normal = await borderColour(form.getByLabel(/^Contact Number/));
  expect(normal).not.toBe(INVALID_BORDER);

  for (const field of required) {
    await expect(field).toHaveAttribute('required', '');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(await borderColour(field)).toBe(normal);
  }

  // Leaving Username empty marks it, and only it: the fields not visited yet stay as they were.
  await required[0]!.focus();
  await page.keyboard.press('Tab');
  await expect(required[0]!).toHaveAttribute('aria-invalid', 'true');
  await expect(required[0]!).toHaveCSS('border-top-color', INVALID_BORDER);
  for (const field of required.slice(2)) expect(await borderColour(field)).toBe(normal);

  await page.getByRole('button', { name: 'Create User', exact: true }).click();
  for (const field of required) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveCSS('border-top-color', INVALID_BORDER);
  }
  await expect(form.getByLabel(/^Contact Number/)).toHaveCSS('border-top-color', normal);
});

test("the login page's Show toggle is reached with Tab from the password and works with Enter and Space", async ({ page }) => {
  await page.goto('/');
  const { password } = loginForm(page);
  await password.fill(DEMO_PASSWORD);
  await expect(password).toHaveAttribute('type', 'password');

  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();

  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(toggle).toBeFocused();
});
