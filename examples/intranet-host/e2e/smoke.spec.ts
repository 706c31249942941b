import { expect, staffSignIn, test } from './fixtures';

test('signs in with the intranet form and shows the user list', async ({ page, reactMajor }) => {
  await staffSignIn(page);
  await expect(page.getByText(`React ${reactMajor}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Merchant users' }).click();
  await expect(page).toHaveURL(/\/intranet\/merchant-portal\/users$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});
