/**
 * The intranet's own session, for bank staff: the portal keeps nothing in browser storage, the
 * intranet's sign-out leaves nothing of it on the page or in memory (the merchant chosen
 * included), the next staff member sees only what their roles open, and a merchant's own user is
 * turned away (merchant users work in the merchant portal).
 */
import type { Page } from '@playwright/test';
import { BASE, DEMO_PASSWORD, expect, staffSignIn, test } from './fixtures';
import { bodyRows, chooseMerchant, portal, scopeBar, settled, userFilters } from './support';

const storage = (page: Page) =>
  page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookies: document.cookie }));

const menu = (page: Page) => page.getByRole('navigation', { name: 'Intranet' });

test("the intranet's sign-out leaves nothing of the portal on the page, in storage or in memory", async ({ page }) => {
  await staffSignIn(page, 'staff_maker', 'users');
  await expect(page.getByTestId('staff-name')).toHaveText('Bank Staff Maker');
  await chooseMerchant(page, '1000000002');
  await userFilters(page).getByLabel('Username', { exact: true }).fill('demo');
  await userFilters(page).getByRole('button', { name: 'Search', exact: true }).click();
  await settled(page);
  await expect(bodyRows(page).first()).toContainText('demo');
  const links = await bodyRows(page).locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) expect(href).toContain('/users/view/1000000002/');
  expect(await storage(page), 'tokens, lists and the merchant chosen live in memory only').toEqual({ local: 0, session: 0, cookies: '' });

  await page.getByRole('button', { name: 'Staff sign-out' }).click();
  await expect(page.getByLabel('Staff ID')).toBeVisible();
  await expect(page.locator('.lp-root')).toHaveCount(0);
  expect(await storage(page)).toEqual({ local: 0, session: 0, cookies: '' });

  // The next staff member, a customer checker, in the same page: the menu of their roles only,
  // and nothing of the first one's, not even the merchant chosen.
  await page.getByLabel('Staff ID').fill('staff_checker');
  await page.getByLabel('Staff password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in to the intranet' }).click();
  await expect(page.getByTestId('staff-name')).toHaveText('Bank Staff Checker');
  await expect(menu(page).getByRole('link')).toHaveText(['Customers', 'Transactions', 'Registration']);
  await menu(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}customers$`));
  await expect(portal(page).getByRole('heading', { name: 'Choose Merchant' })).toBeVisible();
  await expect(portal(page).getByRole('search', { name: 'Merchant search' }).getByRole('textbox', { name: 'Merchant ID' })).toHaveValue('');
  await expect(scopeBar(page)).toHaveCount(0);
  await chooseMerchant(page, '1000000001');
  await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(0);
});

test("a merchant's own user is turned away by the staff intranet, and nothing of the portal mounts", async ({ page }) => {
  await page.goto(BASE);
  await page.getByLabel('Staff ID').fill('demo_full');
  await page.getByLabel('Staff password').fill(DEMO_PASSWORD);
  // The sign-in issued tokens: the intranet ends that session at the gateway before saying no.
  const signedOut = page.waitForRequest((request) => request.url().endsWith('/api/lego-authorization/ext/cognito/signOut'));
  await page.getByRole('button', { name: 'Sign in to the intranet' }).click();
  expect((await signedOut).postDataJSON()).toEqual({ username: 'demo_full' });
  await expect(page.getByRole('alert')).toHaveText('This intranet is for bank staff. Merchant users sign in to the merchant portal.');
  await expect(page.getByRole('button', { name: 'Staff sign-out' })).toHaveCount(0);
  await expect(menu(page)).toHaveCount(0);
  await expect(page.locator('.lp-root')).toHaveCount(0);
  expect(await storage(page)).toEqual({ local: 0, session: 0, cookies: '' });

  // The same form then signs a staff member in.
  await page.getByLabel('Staff ID').fill('staff_reporter');
  await page.getByRole('button', { name: 'Sign in to the intranet' }).click();
  await expect(page.getByTestId('staff-name')).toHaveText('Bank Staff Reporter');
  await expect(menu(page).getByRole('link')).toHaveText(['Transactions', 'Registration']);
});
