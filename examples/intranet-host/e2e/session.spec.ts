/**
 * The intranet's own session: the portal keeps nothing in browser storage, and the intranet's
 * sign-out leaves nothing of it on the page or in memory — the next staff member sees only theirs.
 */
import type { Page } from '@playwright/test';
import { BASE, expect, staffSignIn, test } from './fixtures';
import { bodyRows, settled, userFilters } from './support';

const storage = (page: Page) =>
  page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookies: document.cookie }));

test("the intranet's sign-out leaves nothing of the portal on the page, in storage or in memory", async ({ page }) => {
  await staffSignIn(page, 'demo_full', 'users');
  await userFilters(page).getByLabel('Username', { exact: true }).fill('demo');
  await userFilters(page).getByRole('button', { name: 'Search', exact: true }).click();
  await settled(page);
  await expect(bodyRows(page).first()).toContainText('demo');
  expect(await storage(page), 'tokens and lists live in memory only').toEqual({ local: 0, session: 0, cookies: '' });

  await page.getByRole('button', { name: 'Staff sign-out' }).click();
  await expect(page.getByLabel('Staff ID')).toBeVisible();
  await expect(page.locator('.lp-root')).toHaveCount(0);
  expect(await storage(page)).toEqual({ local: 0, session: 0, cookies: '' });

  // The next staff member, of another merchant, in the same page: nothing of the first one's.
  await page.getByLabel('Staff ID').fill('demo_useradmin');
  await page.getByLabel('Staff password').fill('Sandbox@2024');
  await page.getByRole('button', { name: 'Sign in to the intranet' }).click();
  await page.getByRole('navigation', { name: 'Intranet' }).getByRole('link', { name: 'Merchant users' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}users$`));
  await expect(userFilters(page).getByLabel('Username', { exact: true })).toHaveValue('');
  await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(0);
  const links = await bodyRows(page).locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) expect(href).toContain('/users/view/1000000002/');
});
