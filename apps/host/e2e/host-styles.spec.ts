/**
 * The portal's CSS on a host page (ARCHITECTURE, Contracts, portal-ui): it styles nothing of the
 * host. The host's own elements keep their custom properties and the transforms they drive,
 * whether or not the portal's stylesheet is on, in the real build and under the real CSP.
 */
import { expect, test } from './support/fixtures';
import { loginForm } from './support/portal';

test("the portal's stylesheet changes no custom property or transform of the host's own elements", async ({ page }) => {
  await page.goto('/');
  await expect(loginForm(page).password).toBeVisible();
  const { withPortalCss, withoutPortalCss } = await page.evaluate(() => {
    // A host header that rotates its buttons through a variable set on the header, built through
    // the CSSOM (the CSP allows no inline style markup).
    const header = document.createElement('header');
    header.style.setProperty('--rotate', '45deg');
    const button = document.createElement('button');
    button.textContent = 'Host menu';
    button.style.transform = 'rotate(var(--rotate))';
    header.append(button);
    document.body.prepend(header);

    const read = () =>
      Object.fromEntries(
        [document.documentElement, document.body, header, button].map((element, index) => {
          const style = getComputedStyle(element);
          const variables = Array.from({ length: style.length }, (_, item) => style.item(item)).filter((name) => name.startsWith('--'));
          return [index, { transform: style.transform, filter: style.filter, ...Object.fromEntries(variables.map((name) => [name, style.getPropertyValue(name)])) }];
        }),
      );
    const withPortalCss = read();
    for (const sheet of Array.from(document.styleSheets)) sheet.disabled = true;
    const withoutPortalCss = read();
    for (const sheet of Array.from(document.styleSheets)) sheet.disabled = false;
    header.remove();
    return { withPortalCss, withoutPortalCss };
  });
  expect(withoutPortalCss[3]).toMatchObject({ '--rotate': '45deg', transform: 'matrix(0.707107, 0.707107, -0.707107, 0.707107, 0, 0)' });
  expect(withPortalCss).toEqual(withoutPortalCss);
});
