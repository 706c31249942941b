import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
// The CSS `panda cssgen` writes; `build` runs the same command into dist/styles.css.
import portalCss from '../styled-system/styles.css?inline';
import hostileCss from './hostile-host.css?inline';
import hostVariablesCss from './host-variables.css?inline';
import { IsolationFixture, LoginScreenFixture } from './isolation-fixture';

const PROPERTIES = [
  'display', 'box-sizing', 'width', 'height',
  'margin-top', 'margin-left', 'padding-top', 'padding-left', 'padding-right',
  'border-top-width', 'border-top-style', 'border-top-color', 'border-left-width',
  'background-color', 'color', 'font-family', 'font-size', 'font-style', 'font-weight', 'line-height',
  'letter-spacing', 'text-transform', 'text-align', 'text-decoration-line',
  'outline-style', 'border-collapse', 'border-spacing',
] as const;

/** Elements of the fixture whose look the host must not change. */
const SELECTORS = {
  button: '[data-testid=portal] button.lp-button',
  label: '[data-testid=portal] label',
  input: '[data-testid=portal] input',
  table: '[data-testid=portal] table',
  th: '[data-testid=portal] th',
  td: '[data-testid=portal] td',
  link: '[data-testid=portal] td a',
  badge: '[data-testid=portal] .lp-badge',
} as const;

type Snapshot = Record<string, Record<string, string>>;

function snapshot(selectors: Record<string, string>): Snapshot {
  return Object.fromEntries(
    Object.entries(selectors).map(([name, selector]) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`fixture has no ${selector}`);
      const style = getComputedStyle(element);
      return [name, Object.fromEntries(PROPERTIES.map((p) => [p, style.getPropertyValue(p)]))];
    }),
  );
}

function addStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

let root: Root | undefined;
const added: HTMLElement[] = [];

function mount(fixture: () => React.ReactElement = IsolationFixture) {
  const container = document.createElement('div');
  document.body.append(container);
  added.push(container);
  root = createRoot(container);
  flushSync(() => root!.render(createElement(fixture)));
}

/** Host elements outside the portal root, pseudo-elements included. */
const HOST_ELEMENTS = {
  html: 'html',
  body: 'body',
  header: '[data-testid=host-header]',
  menuButton: '[data-testid=host-menu-button]',
  button: '[data-testid=host-button]',
  input: '[data-testid=host-input]',
  table: '[data-testid=host-table]',
} as const;
const PSEUDO_ELEMENTS = ['', '::before', '::after'] as const;

/** What a host's variables usually drive. */
const VARIABLE_DRIVEN = ['transform', 'filter', 'backdrop-filter', 'translate', 'rotate', 'scale'] as const;

/** Every custom property the host's elements have, and what those variables drive. */
function hostVariables(): Snapshot {
  // Chromium lists custom properties in a computed style; the names declared in either
  // stylesheet are read as well, so one a stylesheet adds cannot slip through.
  const declared = [...`${portalCss}\n${hostVariablesCss}`.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]!);
  const result: Snapshot = {};
  for (const [name, selector] of Object.entries(HOST_ELEMENTS)) {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`page has no ${selector}`);
    for (const pseudo of PSEUDO_ELEMENTS) {
      const style = getComputedStyle(element, pseudo || null);
      const names = new Set(declared);
      for (let index = 0; index < style.length; index += 1) {
        if (style.item(index).startsWith('--')) names.add(style.item(index));
      }
      result[`${name}${pseudo}`] = Object.fromEntries(
        [...names, ...VARIABLE_DRIVEN].map((property) => [property, style.getPropertyValue(property).trim()]),
      );
    }
  }
  return result;
}

/** Parts of the login screen, a whole screen as a host embeds it. */
const LOGIN_SELECTORS = {
  card: '.lp-root main',
  heading: '.lp-root h1',
  label: '.lp-root label',
  input: '.lp-root input[type=password]',
  submit: '.lp-root button[type=submit]',
} as const;

afterEach(() => {
  root?.unmount();
  for (const element of added.splice(0)) element.remove();
});

describe('portal CSS isolation (Chromium)', () => {
  it('styles the portal: the recipes and tokens are in the packaged CSS', () => {
    added.push(addStyle(portalCss));
    mount();
    const button = getComputedStyle(document.querySelector(SELECTORS.button)!);
    expect(button.backgroundColor).toBe('rgb(29, 78, 216)'); // accent.default = brand.600
    expect(button.borderTopLeftRadius).toBe('6px'); // radii.md
  });

  it("keeps every computed style of the portal's buttons, inputs and tables under a hostile host stylesheet", () => {
    added.push(addStyle(portalCss));
    mount();
    const before = snapshot(SELECTORS);
    added.push(addStyle(hostileCss));
    const after = snapshot(SELECTORS);
    expect(after).toEqual(before);

    // The host's own button does get the host's CSS: the stylesheet really is active.
    const host = getComputedStyle(document.querySelector('[data-testid=host-button]')!);
    expect(host.backgroundColor).toBe('rgb(255, 105, 180)'); // hotpink
  });

  it('keeps a whole screen (the login screen) looking the same under the hostile host stylesheet', () => {
    added.push(addStyle(portalCss));
    mount(LoginScreenFixture);
    const before = snapshot(LOGIN_SELECTORS);
    added.push(addStyle(hostileCss));
    expect(snapshot(LOGIN_SELECTORS)).toEqual(before);
  });

  it("does not restyle the host's elements outside the portal root", () => {
    mount();
    const hostSelectors = { button: '[data-testid=host-button]', input: '[data-testid=host-input]', table: '[data-testid=host-table]' };
    const without = snapshot(hostSelectors);
    added.push(addStyle(portalCss));
    expect(snapshot(hostSelectors)).toEqual(without);
  });

  it("leaves every custom property of the host's elements, and the transforms and filters they drive, as they were", () => {
    added.push(addStyle(hostVariablesCss));
    mount();
    const without = hostVariables();
    // The host's own variables are there and drive its header buttons.
    expect(without['menuButton']).toMatchObject({ '--rotate': '45deg', '--blur': '2px' });
    expect(without['menuButton']!['transform']).not.toBe('none');
    expect(without['menuButton::before']!['transform']).toBe('matrix(2, 0, 0, 1, 0, 0)');
    expect(without['html']).toMatchObject({ '--host-brand': 'rgb(128, 0, 128)' });

    added.push(addStyle(portalCss));
    expect(hostVariables()).toEqual(without);
  });

  it('lets a host retheme through the CSS variables', () => {
    added.push(addStyle(portalCss), addStyle(':root { --lp-colors-accent-default: rgb(0, 128, 0); }'));
    mount();
    expect(getComputedStyle(document.querySelector(SELECTORS.button)!).backgroundColor).toBe('rgb(0, 128, 0)');
  });

  it('lets a host retheme on the portal root, and through the palette the semantic tokens are built on', async () => {
    added.push(addStyle(portalCss), addStyle(':root { --lp-colors-brand-600: rgb(0, 0, 128); }'));
    mount();
    const button = () => getComputedStyle(document.querySelector(SELECTORS.button)!).backgroundColor;
    expect(button()).toBe('rgb(0, 0, 128)');
    added.push(addStyle('.lp-root { --lp-colors-accent-default: rgb(128, 0, 0); }'));
    // The button's colour transition runs to the new colour.
    await expect.poll(button).toBe('rgb(128, 0, 0)');
  });
});
