/**
 * The route table of spec section 2 as a person meets it: the sign-in page, guards (missing role
 * -> /unauthorized), unknown actions and paths (-> /notfound), the
 * manuals, the contact page, and the host's configuration fallback.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, createUser } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { SPEC } from './support/messages';
import { expectAccessible, go, loginForm, mainMenu, signIn, submitLogin } from './support/portal';

// Its tests are independent of each other: the two workers share them (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Page not found' });

test('the sign-in page is served under the CSP and is accessible', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
  await expect(loginForm(page).password).toBeVisible();
  await expect(loginForm(page).username).toBeVisible();
  await expectAccessible(page, 'login');
});

test('a malformed /config.json leaves the API at the same origin', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{ "apiBaseUrl": ' }));
  await signIn(page, 'demo_noroles', DEMO_PASSWORD);
});

test('a missing /config.json leaves the API at the same origin', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
  await signIn(page, 'demo_noroles', DEMO_PASSWORD);
});

test('a config.json with an unusable apiBaseUrl is ignored', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{ "apiBaseUrl": "javascript:alert(1)" }' }));
  await signIn(page, 'demo_noroles', DEMO_PASSWORD);
});

test('a sign-in whose HTTP client could not be fetched says Service Unavailable, and the next try signs in', async ({ page }) => {
  // The login page loads its HTTP client on the first call or when it idles (main.tsx): a network
  // lost meanwhile must leave a message and a form that works once the network is back.
  let offline = true;
  await page.route('**/assets/create-client-*.js', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/');
  await submitLogin(page, 'demo_noroles', DEMO_PASSWORD);
  await expect(page.getByRole('alert').getByText(SPEC.serviceUnavailable)).toBeVisible();
  offline = false;
  await submitLogin(page, 'demo_noroles', DEMO_PASSWORD);
  await expect(mainMenu(page)).toBeVisible();
});

test('a deep link asked for while signed out opens after sign-in', async ({ page }) => {
  await signIn(page, 'demo_noroles', DEMO_PASSWORD, '/contact');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('02 722 2222')).toBeVisible();
  await expect(page).toHaveTitle('Contact Us | Merchant Portal');
  await expectAccessible(page, 'contact');
});

test('a user without a route\'s role is sent to /unauthorized', async ({ page }) => {
  await signIn(page, 'demo_noroles', DEMO_PASSWORD);
  // A full load first (a typed or bookmarked URL), then moves inside the app.
  await page.goto('/user');
  await expect(page).toHaveURL(/\/unauthorized$/);
  for (const path of ['/user', '/user/create', '/merchant/view', '/customer', '/reports/transactions/online', '/reports/registration', '/reports/sso-250-bytes']) {
    await go(page, path);
    await expect(page, `${path} is refused`).toHaveURL(/\/unauthorized$/);
    await expect(page.getByText(SPEC.unauthorized)).toBeVisible();
  }
  await expectAccessible(page, 'unauthorized');
});

test('a user without DD_ACCOUNT_USER is sent from /user to /unauthorized', async ({ page }) => {
  await signIn(page, 'demo_reports', DEMO_PASSWORD, '/user');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText(SPEC.unauthorized)).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'USER', exact: true })).toHaveCount(0);
});

test('each transaction mode needs its own role', async ({ page, sandboxUrl }) => {
  // Users created in the portal never get the scheduled report (spec section 6): online only.
  const user = await createUser(sandboxUrl, { password: 'Online#Only1', grants: { transactionReport: 'Y' } });
  await signIn(page, user.username, 'Online#Only1');
  await go(page, '/reports/transactions/online');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Report' })).toBeVisible();
  await go(page, '/reports/transactions/scheduled');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('unknown actions, modes and paths go to /notfound', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await page.goto('/user/bogus');
  await expect(page).toHaveURL(/\/notfound$/);
  for (const path of ['/user/bogus', '/merchant/edit', '/merchant/bogus', '/reports/transactions/weekly', '/customer/edit/1', '/customer/create', '/no/such/page']) {
    await go(page, path);
    await expect(page, `${path} is not found`).toHaveURL(/\/notfound$/);
    await expect(notFoundHeading(page)).toBeVisible();
  }
  await expectAccessible(page, 'not found');
  for (const path of ['/notFound', '/NOTFOUND']) {
    await go(page, path);
    await expect(notFoundHeading(page), `${path} shows the not-found page`).toBeVisible();
  }
});

test('the menu links to the pages it names, and the manuals download as PDFs', async ({ page }) => {
  await signIn(page, 'demo_noroles', DEMO_PASSWORD);
  await mainMenu(page).getByRole('link', { name: 'USER MANUAL', exact: true }).click();
  await expect(page).toHaveURL(/\/manual$/);
  const links = page.getByRole('main').getByRole('link', { name: /^Download the .* manual$/ });
  await expect(links).toHaveCount(4);
  const expected = { 'merchant-profile': 'Merchant Profile', 'customer-profile': 'Customer Profile', user: 'User', report: 'Report' };
  for (const [file, title] of Object.entries(expected)) {
    await expect(page.getByRole('link', { name: `Download the ${title.toLowerCase()} manual` })).toHaveAttribute('href', `/manuals/${file}.pdf`);
    const response = await page.request.get(`/manuals/${file}.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = (await response.body()).toString('latin1');
    expect(body.startsWith('%PDF-')).toBe(true);
    expect(body).toContain(`${title} Manual`);
  }
  await expectAccessible(page, 'manual');
});

test('the home page shows the announcement', async ({ page }) => {
  await signIn(page, 'demo_noroles', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Announcement' })).toBeVisible();
  await expectAccessible(page, 'home');
  await expect(loginForm(page).password).toHaveCount(0);
});
