/**
 * Isolation both ways, with the intranet's hostile global stylesheet (public/intranet.css): the
 * portal's stylesheet changes nothing of the intranet's own elements, and the intranet's changes
 * nothing of the portal's, which look exactly as in the reference host.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, staffSignIn, test } from './fixtures';
import { bodyRows, chooseMerchant, settled } from './support';

/** Computed values that follow the content's size, not the style rules. */
const LAYOUT = new Set(['width', 'height', 'inline-size', 'block-size', 'transform-origin', 'perspective-origin']);

test("the portal's stylesheet changes no computed style or custom property of the intranet's own elements", async ({ page }) => {
  await staffSignIn(page, 'staff_maker', 'users');
  await chooseMerchant(page, '1000000001');
  await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(1);
  const { withPortal, withoutPortal, sheets } = await page.evaluate((layout) => {
    const skip = new Set(layout);
    const own = [
      document.documentElement,
      document.body,
      document.querySelector('.intranet-header'),
      document.querySelector('.intranet-brand'),
      document.querySelector('.intranet-header button'),
      document.querySelector('.intranet-header nav a'),
      document.querySelector('.intranet-footer'),
    ];
    const read = () =>
      own.map((element) => {
        if (!element) return null;
        const style = getComputedStyle(element);
        const names = Array.from({ length: style.length }, (_, i) => style.item(i)).filter((name) => !skip.has(name));
        return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
      });
    const portalSheets = Array.from(document.styleSheets).filter((sheet) => !sheet.href?.endsWith('/intranet.css'));
    const withPortal = read();
    for (const sheet of portalSheets) sheet.disabled = true;
    const withoutPortal = read();
    for (const sheet of portalSheets) sheet.disabled = false;
    return { withPortal, withoutPortal, sheets: portalSheets.length };
  }, [...LAYOUT]);
  expect(sheets, "the portal's stylesheet is on the page").toBeGreaterThan(0);
  expect(withoutPortal).not.toContain(null);
  // The intranet's own values, as its stylesheet sets them.
  expect(withoutPortal[0]).toMatchObject({ '--colors-primary': 'hotpink', '--spacing-4': '3px', '--intranet-brand': '#7a1f5c' });
  expect(withoutPortal[2]).toMatchObject({ '--intranet-header-height': '64px', 'background-color': 'rgb(122, 31, 92)' });
  expect(withoutPortal[3]).toMatchObject({ transform: 'matrix(0.999391, 0.0348995, -0.0348995, 0.999391, 0, 0)' });
  expect(withoutPortal[4]).toMatchObject({ 'background-color': 'rgb(255, 212, 0)', 'border-top-style': 'dashed', 'text-transform': 'uppercase' });
  expect(withPortal).toEqual(withoutPortal);
});

/** What makes an element look as it does, compared between the two hosts. */
const LOOK = [
  'color', 'background-color', 'font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing',
  'text-transform', 'text-decoration-line', 'text-align', 'box-sizing', 'display',
  'border-top-width', 'border-top-style', 'border-top-color', 'border-bottom-width', 'border-bottom-style', 'border-bottom-color',
  'border-left-width', 'border-left-style', 'border-top-left-radius', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border-collapse', 'border-spacing', 'box-shadow', 'outline-style', 'cursor',
];

/** The user list's parts, as a person finds them, and how each looks. */
async function userListLook(page: Page) {
  await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(1);
  await settled(page);
  const root = page.locator('.lp-root').first();
  const parts = {
    heading: root.getByRole('heading', { level: 1 }),
    searchButton: root.getByRole('button', { name: 'Search', exact: true }),
    usernameInput: root.getByRole('search').getByLabel('Username', { exact: true }),
    table: root.getByRole('table'),
    columnHeader: root.getByRole('columnheader').first(),
    cell: root.locator('tbody td').first(),
    link: root.locator('tbody td a').first(),
  };
  const look: Record<string, Record<string, string>> = {};
  for (const [name, locator] of Object.entries(parts)) {
    look[name] = await locator.evaluate((element, properties) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
    }, LOOK);
  }
  return look;
}

test("the portal's elements look as in the reference host, despite the intranet's global styles", async ({ page, browser }) => {
  const reference = await browser.newPage({ baseURL: process.env.REFERENCE_URL });
  await reference.goto('/user');
  await reference.getByLabel('Username', { exact: true }).fill('demo_full');
  await reference.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await reference.getByRole('button', { name: 'Sign In', exact: true }).click();
  const expected = await userListLook(reference);
  await reference.close();

  // The same merchant's user list, for a staff member who chose it.
  await staffSignIn(page, 'staff_maker', 'users');
  await chooseMerchant(page, '1000000001');
  expect(await userListLook(page)).toEqual(expected);
});
