/**
 * The portal's features inside a foreign host, for a bank staff member (staff_maker): each renders
 * from the sandbox under the intranet's base path, moves through the intranet's router (no
 * document reload), the merchant chosen once serves the merchant-scoped features, a list keeps
 * its filters across Back, and its forms work (react-hook-form through the portal's fields) on
 * both Reacts.
 */
import { BASE, documentKept, expect, markDocument, staffSignIn, test } from './fixtures';
import { bodyRows, chooseMerchant, portal, scopeBar, settled, userFilters } from './support';

test('every mounted feature renders from the sandbox through the intranet router, without a reload', async ({ page, reactMajor }) => {
  await staffSignIn(page);
  await expect(page.getByRole('contentinfo')).toContainText(`React ${reactMajor}.`);
  await markDocument(page);
  const nav = page.getByRole('navigation', { name: 'Intranet' });

  await nav.getByRole('link', { name: 'Merchant users' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}users$`));
  // Staff have no merchant of their own: the feature asks which one first.
  await chooseMerchant(page, '1000000001');
  await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText('User');
  await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(1);

  // The intranet shares the choice among its merchant-scoped features: no picker again.
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}customers$`));
  await expect(scopeBar(page)).toContainText('1000000001');
  await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(1);
  await bodyRows(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE}customers/view/[^/]+$`));
  await expect(portal(page).getByRole('button', { name: 'Back to Customer List' })).toBeVisible();

  await nav.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}transactions/online$`));
  await expect(portal(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(portal(page).getByRole('button', { name: 'Search', exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'Registration' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}reports/registration$`));
  await expect(portal(page).getByRole('button', { name: 'Search', exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'Merchant', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}merchant/view$`));
  await expect(portal(page).getByRole('heading', { level: 1, name: 'Merchant Profile Chao Phraya Insurance PCL' })).toBeVisible();

  expect(await documentKept(page), 'every move went through the router, none reloaded the page').toBe(true);
});

test("a list's filters survive opening a record and the browser's Back", async ({ page }) => {
  await staffSignIn(page, 'staff_maker', 'users');
  await chooseMerchant(page, '1000000001');
  await markDocument(page);
  await userFilters(page).getByLabel('Username', { exact: true }).fill('demo');
  await userFilters(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/users\?.*username=demo/);
  await settled(page);
  const filtered = page.url();
  await bodyRows(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE}users/view/1000000001/[^/?]+$`));
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(userFilters(page).getByLabel('Username', { exact: true })).toHaveValue('demo');
  expect(await documentKept(page)).toBe(true);
});

test('a portal form validates and sends what is typed', async ({ page, reactMajor }) => {
  await staffSignIn(page, 'staff_maker', 'users');
  await chooseMerchant(page, '1000000001');
  await portal(page).getByRole('button', { name: 'New User', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}users/create$`));
  const form = portal(page);
  const username = form.getByLabel(/^Username/);
  const fullName = form.getByLabel(/^Full Name/);
  const email = form.getByLabel(/^Email/);
  const contact = form.getByLabel(/^Contact Number/);
  await username.fill('ab');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Create User', exact: true }).click();
  for (const field of [username, email]) await expect(field).toHaveAttribute('aria-invalid', 'true');

  const name = `ix${reactMajor}_${Date.now().toString(36).slice(-6)}`;
  await username.fill(name);
  await fullName.fill('Made In Intranet');
  await email.fill(`${name}@example.com`);
  await contact.fill('0812345678');
  await page.getByRole('button', { name: 'Create User', exact: true }).click();
  await expect(page.getByRole('alertdialog').getByText('Create user successful')).toBeVisible();
});

test('the staff portal opens the customer form to create and to update a customer', async ({ page }) => {
  await staffSignIn(page, 'staff_maker', 'customers');
  await chooseMerchant(page, '1000000001');
  await markDocument(page);
  await portal(page).getByRole('button', { name: 'New Customer', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Individual', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}customers/create/individual$`));
  await expect(portal(page).getByRole('heading', { name: 'Individual Customer' })).toBeVisible();
  await expect(portal(page).getByRole('button', { name: 'Find merchant' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${BASE}customers$`));
  await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(1);
  // A customer with no change waiting for approval can be edited.
  await bodyRows(page).filter({ hasNotText: 'PENDING APPROVAL' }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE}customers/view/[^/]+$`));
  const id = page.url().split('/').pop();
  await portal(page).getByRole('button', { name: 'Edit', exact: true }).or(portal(page).getByRole('link', { name: 'Edit', exact: true })).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}customers/update/${id}$`));
  await expect(portal(page).getByLabel(/^Merchant ID/)).toHaveValue('1000000001');
  expect(await documentKept(page)).toBe(true);
});
