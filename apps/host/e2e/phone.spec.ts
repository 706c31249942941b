/**
 * The portal on a 390x844 phone, as a merchant's staff member meets it, and the same pages at
 * 1440x900 unchanged: sign in, open the menu drawer, go to the user list, read a user's row with
 * no sideways scrolling, open the detail and read a 60-character email whole; the transaction
 * report's first row on the first screen (its filters folded behind 'Filters (n active)'); the
 * merchant name whole in the header and the language switched from the menu. Screenshots of
 * both sizes are attached to the test's results.
 */
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, createUser } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { MENU } from './support/messages';
import { detailValue, expectAccessible, go, mainMenu, submitLogin } from './support/portal';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** An email of exactly 60 characters for `username`. */
function longEmailOf(username: string): string {
  const domain = '@cpins-payments.example';
  const local = `${username}.branch.staff.bangrak.silom`.padEnd(60 - domain.length, 'x').slice(0, 60 - domain.length);
  return `${local}${domain}`;
}

/** Nothing of the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(innerWidth);
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('menu drawer, a readable user row and a detail with its long email whole', async ({ page, sandboxUrl }, testInfo) => {
    const userEmail = longEmailOf('ph');
    expect(userEmail).toHaveLength(60);
    const user = await createUser(sandboxUrl, { prefix: 'phone', fullName: 'Phone Reader', email: userEmail });

    await page.goto('/');
    await submitLogin(page, 'demo_full', DEMO_PASSWORD);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toBeVisible();
    // The one-row header leaves the screen to the content; the inline menu is a drawer now.
    await expect(mainMenu(page)).toBeHidden();
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height, 'a one-row header').toBeLessThan(64);
    await shoot(page, testInfo, 'phone-home');

    await menuButton.tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await shoot(page, testInfo, 'phone-menu-drawer');
    await expectAccessible(page, 'menu drawer (phone)');
    await drawer.getByRole('link', { name: MENU.user, exact: true }).tap();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'User' })).toBeVisible();

    // The user's row reads as a card: name, status, dates, inside the screen's width. The
    // filters are folded behind their button, so the results come first.
    await page.getByRole('button', { name: 'Filters', exact: true }).tap();
    const search = page.getByRole('search', { name: 'User search' });
    await search.getByLabel('Username', { exact: true }).fill(user.username);
    await search.getByRole('button', { name: 'Search', exact: true }).tap();
    const table = page.getByRole('table', { name: 'Users' });
    const link = table.getByRole('link', { name: user.username, exact: true });
    await expect(link).toBeVisible();
    const row = table.locator('tbody tr').filter({ has: page.getByRole('link', { name: user.username, exact: true }) });
    await expect(row).toContainText('Phone Reader');
    await expect(row).toContainText('Active');
    const rowBox = await row.boundingBox();
    expect(rowBox!.x).toBeGreaterThanOrEqual(0);
    expect(rowBox!.x + rowBox!.width).toBeLessThanOrEqual(PHONE.width);
    const badge = await row.getByText('Active', { exact: true }).boundingBox();
    expect(badge!.x + badge!.width, 'the status badge is in sight').toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(page);
    await shoot(page, testInfo, 'phone-user-list');
    await expectAccessible(page, 'user list (phone)');

    await link.tap();
    await expect(page.getByRole('heading', { level: 1, name: 'User Detail Phone Reader' })).toBeVisible();
    const shown = detailValue(page, 'Email');
    await expect(shown).toHaveText(userEmail);
    const box = await shown.boundingBox();
    expect(box!.x + box!.width, 'the email fits the screen').toBeLessThanOrEqual(PHONE.width);
    expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the email is not clipped').toBe(true);
    await expectNoSidewaysScroll(page);
    await shoot(page, testInfo, 'phone-user-detail');
    await expectAccessible(page, 'user detail (phone)');
  });

  test("the transaction report's results come first: the filters fold behind 'Filters (n active)', and fold again after a search", async ({ page }, testInfo) => {
    await page.goto('/reports/transactions/online');
    await submitLogin(page, 'demo_full', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Report' })).toBeVisible();
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    const search = page.getByRole('search');
    await expect(search).toBeHidden();
    const rows = page.getByRole('table', { name: 'Transactions' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    expect((await rows.first().boundingBox())!.y, 'the first transaction is on the first screen').toBeLessThan(PHONE.height);
    await shoot(page, testInfo, 'phone-transactions');

    await filters.tap();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await search.getByText('Payment Success', { exact: true }).tap();
    await search.getByRole('button', { name: 'Search', exact: true }).tap();
    const counted = page.getByRole('button', { name: 'Filters (1 active)', exact: true });
    await expect(counted).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toBeHidden();
    await expect(rows.first()).toContainText('Payment Success');
    const first = await rows.first().boundingBox();
    expect(first!.y, 'after the search the first result is on the first screen').toBeLessThan(PHONE.height);
    expect(first!.y + Math.min(first!.height, 100)).toBeLessThan(PHONE.height);
    await expectNoSidewaysScroll(page);
    await shoot(page, testInfo, 'phone-transactions-searched');
    await expectAccessible(page, 'transaction report (phone)');
  });

  test('the header gives the merchant name its row, and the language is switched from the menu', async ({ page }, testInfo) => {
    await page.goto('/');
    await submitLogin(page, 'demo_full', DEMO_PASSWORD);
    const banner = page.getByRole('banner');
    // No language switch beside the name: it is in the menu.
    await expect(banner.getByRole('radiogroup', { name: 'Language' })).toBeHidden();
    const name = banner.getByText('Chao Phraya Insurance PCL', { exact: true });
    await expect(name).toBeVisible();
    const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth || getComputedStyle(element).textOverflow === 'ellipsis');
    expect(cut, 'the merchant name is whole, not cut with an ellipsis').toBe(false);
    const box = await name.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    // The drawer's title follows the language too: the one dialog on the page.
    const drawer = page.getByRole('dialog');
    await expect(drawer).toHaveAccessibleName('Menu');
    await drawer.getByRole('radiogroup', { name: 'Language' }).getByText('ไทย', { exact: true }).tap();
    await expect(drawer.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
    await expect(drawer.getByRole('radio', { name: 'ไทย' })).toBeChecked();
    await shoot(page, testInfo, 'phone-menu-language');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'เมนู', exact: true })).toBeVisible();
  });
});

test.describe('on a 1440x900 desktop', () => {
  test.use({ viewport: DESKTOP });

  test("today's layout: the side menu beside the content, the table with its headers, the detail beside its grants", async ({ page, sandboxUrl }, testInfo) => {
    const user = await createUser(sandboxUrl, { prefix: 'desk', fullName: 'Desk Reader', email: longEmailOf('dk') });
    await page.goto('/user');
    await submitLogin(page, 'demo_full', DEMO_PASSWORD);
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    // The language switch stays in the header, and the filters show as they always did.
    await expect(page.getByRole('banner').getByRole('radiogroup', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'User search' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    const menu = await mainMenu(page).boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(menu!.x + menu!.width, 'the menu is left of the content').toBeLessThanOrEqual(main!.x + 1);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('columnheader', { name: /Create Date/ })).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(25);
    await expectNoSidewaysScroll(page);
    await shoot(page, testInfo, 'desktop-user-list');

    await go(page, `/user?username=${user.username}`);
    await table.getByRole('link', { name: user.username, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Detail Desk Reader' })).toBeVisible();
    await expect(detailValue(page, 'Email')).toHaveText(longEmailOf('dk'));
    const profile = await page.getByRole('region', { name: 'User Profile' }).boundingBox();
    const grants = await page.getByRole('region', { name: 'Authorization' }).boundingBox();
    expect(grants!.x, 'the grants sit beside the profile').toBeGreaterThan(profile!.x + profile!.width - 1);
    await expectNoSidewaysScroll(page);
    await shoot(page, testInfo, 'desktop-user-detail');
  });
});
