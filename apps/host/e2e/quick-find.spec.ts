/**
 * Quick find (issue 32), the search box in the frame's header: a transaction number, an account
 * number or a username typed into it opens its detail; `/` focuses it (also when pressed before
 * the box's chunk arrived); a value with several matches lists them grouped by kind; a role
 * without customers never asks the customer list. The
 * values come from the seeded sandbox through the API (a transaction of the last 30 days, a
 * seeded customer of merchant 1000000001) or are the test's own (a user it creates).
 */
import type { Locator, Page, Request } from '@playwright/test';
import { lastDaysRange } from '@lego-portal/rules';
import { createUser, dataOf, DEMO_PASSWORD, listCustomers, sandboxClient, signInTokens } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { TH } from './support/messages';
import { expectAccessible, signIn, submitLogin } from './support/portal';

// Its tests are independent of each other: the two workers share them (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 390, height: 844 };

const quickFind = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Find' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Find results' });

/** The online transactions of merchant 1000000001 in the last 30 days, newest first (up to 100). */
async function recentTransactions(sandboxUrl: string): Promise<string[]> {
  const tokens = await signInTokens(sandboxUrl, 'demo_full');
  const list = await dataOf(
    sandboxClient(sandboxUrl, tokens).POST('/api/lego-report/ext/transaction/list', { body: { mode: 'online', ...lastDaysRange(30), pageNo: 1, pageSize: 100 } }),
    'the transaction list',
  );
  return list.transactions.values.map((transaction) => transaction.txnNumber);
}

/** Types `value` into quick find and presses Enter. */
async function find(page: Page, value: string): Promise<void> {
  await quickFind(page).fill(value);
  await quickFind(page).press('Enter');
}

test('a transaction number opens its detail, and is a recent find afterwards', async ({ page, sandboxUrl }) => {
  const [txnNumber] = await recentTransactions(sandboxUrl);
  await signIn(page, 'demo_full', DEMO_PASSWORD);
  await find(page, txnNumber!);
  await expect(page).toHaveURL(new RegExp(`/reports/transactions/view/${txnNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(txnNumber!);

  await quickFind(page).click();
  const recent = results(page).getByRole('group', { name: 'Recent finds' });
  await expect(recent.getByRole('option', { name: new RegExp(txnNumber!) })).toBeVisible();
  await expectAccessible(page, 'quick find with its recent finds');
});

test('a username opens the user, an account number opens the customer', async ({ page, sandboxUrl }) => {
  const user = await createUser(sandboxUrl, { prefix: 'qf' });
  const tokens = await signInTokens(sandboxUrl, 'demo_full');
  // A seeded customer (the list's oldest change): the newest are other specs' own.
  const { rows } = await listCustomers(sandboxUrl, tokens);
  const customer = rows.at(-1)!;
  await signIn(page, 'demo_full', DEMO_PASSWORD);

  await find(page, user.username);
  await expect(page).toHaveURL(new RegExp(`/user/view/${user.merchantId}/${user.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'User Detail' })).toBeVisible();

  await find(page, customer.bankAccts![0]!.accountNumber);
  await expect(page).toHaveURL(new RegExp(`/customer/view/${customer.custProfileId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Profile' })).toBeVisible();
});

test('/ focuses quick find, except in a text field', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/user');
  await expect(page.getByRole('heading', { level: 1, name: 'User' })).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'User' }).click();
  await page.keyboard.press('/');
  await expect(quickFind(page)).toBeFocused();
  await expect(quickFind(page)).toHaveValue('');

  const username = page.getByLabel('Username', { exact: true });
  await username.focus();
  await page.keyboard.press('/');
  await expect(username).toBeFocused();
  await expect(username).toHaveValue('/');
});

test('/ pressed before quick find has arrived opens it once it has, typing nothing', async ({ page }) => {
  // The box's chunk is held until the key has been pressed (the frame shows without it).
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/quick-find-box-[^/]+\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/user');
  const heading = page.getByRole('heading', { level: 1, name: 'User' });
  await expect(heading).toBeVisible();
  await asked;
  await expect(quickFind(page)).toHaveCount(0);
  await heading.click();
  await page.keyboard.press('/');
  release();
  await expect(quickFind(page)).toBeFocused();
  await expect(quickFind(page)).toHaveValue('');
});

test('the / key can be turned off in the user menu (WCAG 2.1.4), and stays off after a reload', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/user');
  const heading = page.getByRole('heading', { level: 1, name: 'User' });
  // The user menu is the header's last button (named by the user's name).
  const userMenu = page.getByRole('banner').getByRole('button', { name: /./ }).last();
  const choose = async (state: 'On' | 'Off') => {
    await userMenu.click();
    const group = page.getByRole('menu').getByRole('group', { name: 'The / key opens Find' });
    await group.getByRole('menuitemradio', { name: state }).click();
  };
  await choose('Off');
  await heading.click();
  await page.keyboard.press('/');
  await expect(heading).toBeVisible();
  await expect(quickFind(page)).not.toBeFocused();

  await page.reload();
  await expect(heading).toBeVisible();
  await heading.click();
  await page.keyboard.press('/');
  await expect(quickFind(page)).not.toBeFocused();

  await choose('On');
  await heading.click();
  await page.keyboard.press('/');
  await expect(quickFind(page)).toBeFocused();
});

test('a value with several matches lists them grouped by kind, and the keys open one', async ({ page, sandboxUrl }) => {
  // A user of its own named like a transaction: the value names a transaction and a user.
  // A transaction picked at random, as the other runs of this test name users after theirs too.
  const transactions = await recentTransactions(sandboxUrl);
  let txnNumber = '';
  let user: Awaited<ReturnType<typeof createUser>> | undefined;
  for (let attempt = 0; attempt < 5 && !user; attempt += 1) {
    txnNumber = transactions[Math.floor(Math.random() * transactions.length)]!;
    user = await createUser(sandboxUrl, { username: txnNumber.toLowerCase() }).catch(() => undefined);
  }
  if (!user) throw new Error('no user could be named after a transaction');
  await signIn(page, 'demo_full', DEMO_PASSWORD);

  await find(page, txnNumber);
  const transactionsGroup = results(page).getByRole('group', { name: 'Transactions' });
  const usersGroup = results(page).getByRole('group', { name: 'Users' });
  await expect(transactionsGroup.getByRole('option')).toHaveCount(1);
  await expect(usersGroup.getByRole('option')).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/);
  // The first match is active; the next key moves to the user, Enter opens it.
  await expect(transactionsGroup.getByRole('option')).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'quick find with matches of two kinds');
  await quickFind(page).press('ArrowDown');
  await expect(usersGroup.getByRole('option')).toHaveAttribute('aria-selected', 'true');
  await quickFind(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user/view/${user.merchantId}/${user.userId}$`));

  // Escape closes the list and keeps the text; a second Escape empties the box.
  await find(page, txnNumber);
  await expect(usersGroup.getByRole('option')).toBeVisible();
  await quickFind(page).press('Escape');
  await expect(results(page)).toBeHidden();
  await expect(quickFind(page)).toHaveValue(txnNumber);
  await quickFind(page).press('Escape');
  await expect(quickFind(page)).toHaveValue('');
});

test('a role without customers never asks the customer list', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST') asked.push(new URL(request.url()).pathname);
  });
  await signIn(page, 'demo_reports', DEMO_PASSWORD);
  // Ten digits: an account number, a username or a transaction number, as far as the box can tell.
  await find(page, '9999999999');
  await expect(page.getByRole('banner').locator('p', { hasText: 'No match for 9999999999' })).toBeVisible();
  expect(asked.filter((path) => path.endsWith('/transaction/list')).length).toBeGreaterThan(0);
  expect(asked.filter((path) => path.endsWith('/customerprofile/list') || path.endsWith('/ext/users'))).toEqual([]);
});

/** The box's hint shows whole: its text, in the box's font, is no wider than the box's text area. */
async function expectHintWhole(box: Locator, where: string): Promise<void> {
  const { hint, width, room } = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    return {
      hint: input.placeholder,
      width: context.measureText(input.placeholder).width,
      room: input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd),
    };
  });
  expect(hint, where).not.toBe('');
  expect(width, `the hint '${hint}' shows whole ${where}`).toBeLessThanOrEqual(room);
}

for (const { locale, find, login } of [
  { locale: 'en-GB', find: 'Find', login: { username: 'Username', password: 'Password', signIn: 'Sign In' } },
  { locale: 'th-TH', find: 'ค้นหาด่วน', login: { username: TH.username, password: TH.password, signIn: TH.signIn } },
]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the hint shows whole at 1440 and 1280, and in the phone row at 390', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/reports/transactions');
      await page.getByLabel(login.username, { exact: true }).fill('demo_full');
      await page.getByLabel(login.password, { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: login.signIn, exact: true }).click();
      const box = page.getByRole('banner').getByRole('combobox', { name: find });
      await expect(box).toBeVisible();
      await expectHintWhole(box, 'at 1440x900');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectHintWhole(box, 'at 1280x800');
      await page.setViewportSize(PHONE);
      await page.getByRole('banner').getByRole('button', { name: find, exact: true }).click();
      await expect(box).toBeFocused();
      await expectHintWhole(box, 'at 390x844');
    });
  });
}

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the header button opens quick find under it, and a username opens the user', async ({ page, sandboxUrl }) => {
    const user = await createUser(sandboxUrl, { prefix: 'qfp' });
    await page.goto('/');
    await submitLogin(page, 'demo_full', DEMO_PASSWORD);
    const open = page.getByRole('banner').getByRole('button', { name: 'Find', exact: true });
    await expect(open).toBeVisible();
    await expect(quickFind(page)).toBeHidden();
    await open.tap();
    await expect(quickFind(page)).toBeFocused();
    await quickFind(page).fill(user.username);
    await expect(results(page).getByRole('group', { name: 'Users' }).getByRole('option')).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(innerWidth);
    await expectAccessible(page, 'quick find on a phone');
    await quickFind(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/user/view/${user.merchantId}/${user.userId}$`));
    await expect(quickFind(page)).toBeHidden();
  });
});
