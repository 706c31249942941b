/**
 * Keyboard-only steps for the accessibility specs (issue 32): reach a control with Tab by what it
 * is (its role and name, as a locator), never by counting presses, so a field added to a form
 * does not break the journey; and, at every stop on the way, what WCAG asks of the focus: a
 * visible indicator (2.4.7) and a focused control not entirely hidden under a sticky bar, a
 * dialog or the edge of the window (2.4.11).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the page shows of the focused element, measured in the page at one stop. */
export interface FocusStop {
  /** The element, as a person would point at it (tag, role, name or text). */
  element: string;
  /** Whether the expected control (the locator the caller gave) holds the focus. */
  onTarget: boolean;
  /** The focus is on the page itself (nothing focusable is focused). */
  onBody: boolean;
  /** An outline or a box shadow drawn around the control (or, for a hidden native input, its visible box). */
  indicator: string | null;
  /** Part of the control is painted on top at some point of its box inside the viewport. */
  seen: boolean;
}

/**
 * Measures the focus at this moment, in the page; `targets` are the elements of the caller's
 * locator (none when it matches nothing yet). Self-contained: it runs in the browser.
 */
function measureFocus(targets: Element[]): FocusStop {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body || active === document.documentElement) {
    return { element: 'body', onTarget: false, onBody: true, indicator: null, seen: false };
  }
  const text = (element: Element) => (element.getAttribute('aria-label') || element.textContent || (element as HTMLInputElement).value || '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const role = active.getAttribute('role');
  const labelled = (active as HTMLInputElement).labels?.[0];
  const element = `${active.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${text(active) || (labelled ? text(labelled) : '')}"`;
  const onTarget = targets.some((target) => target === active || target.contains(active));

  // What a person sees of the control: the element itself, or, for a native input drawn as a
  // custom box (Ark UI's checkbox, radio, switch: the input is visually hidden), its root and box.
  const rect = active.getBoundingClientRect();
  const hidden = rect.width <= 1 || rect.height <= 1 || getComputedStyle(active).clip === 'rect(0px, 0px, 0px, 0px)';
  const root = hidden ? (active.closest('label, [data-part=root]') as HTMLElement | null) : null;
  const visual = root ?? active;
  const candidates: Element[] = hidden ? [root, root?.querySelector('[data-part=control]')].filter((item): item is HTMLElement => !!item) : [active];
  let indicator: string | null = null;
  for (const candidate of candidates) {
    const style = getComputedStyle(candidate);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) indicator = `outline ${style.outlineStyle} ${style.outlineWidth}`;
    else if (style.boxShadow && style.boxShadow !== 'none') indicator = `box-shadow ${style.boxShadow}`;
    if (indicator) break;
  }

  // Not entirely hidden: at some point of its box inside the viewport, the topmost element is the
  // control or a part of it (a sticky bar, a dialog or a menu on top of all of it fails).
  const box = visual.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, document.documentElement.clientWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, document.documentElement.clientHeight);
  let seen = false;
  if (right - left >= 1 && bottom - top >= 1) {
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.2, 0.5, 0.8]) {
        const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
        if (hit && (visual === hit || visual.contains(hit))) seen = true;
      }
    }
  }
  return { element, onTarget, onBody: false, indicator, seen };
}

/** The focus as it is now (no target). */
export async function focusNow(page: Page): Promise<FocusStop> {
  return page.evaluate(measureFocus, []);
}

/** Asserts what WCAG asks of a focus stop: a visible indicator (2.4.7) and not hidden (2.4.11). */
export function expectFocusShown(stop: FocusStop, where: string): void {
  expect(stop.indicator, `${where}: ${stop.element} has a visible focus indicator`).not.toBeNull();
  expect(stop.seen, `${where}: ${stop.element} is not hidden under a sticky bar or off screen`).toBe(true);
}

/** Options of {@link tabTo}. */
export interface TabToOptions {
  /** Most presses before giving up (the journey's longest way, with room for new fields). */
  max?: number;
  /** Shift+Tab (backwards). */
  backwards?: boolean;
}

/**
 * Presses Tab until `target` (a control, or a part of the page holding the one wanted) has the
 * focus; fails after `max` presses, naming the stops passed. Every stop passed (the page itself
 * aside) must show its focus and not be hidden. Resolves with the stop reached.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false }: TabToOptions = {}): Promise<FocusStop> {
  const passed: string[] = [];
  for (let press = 1; press <= max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await target.evaluateAll(measureFocus);
    if (!stop.onBody) expectFocusShown(stop, `Tab ${press} on the way to ${target}`);
    if (stop.onTarget) return stop;
    passed.push(stop.element);
  }
  throw new Error(`${target} never took the focus in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; passed ${passed.join(', ')}`);
}

/**
 * Replaces what the focused text box holds with `text`, as a person does with the keyboard:
 * select all, then type over it.
 */
export async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
