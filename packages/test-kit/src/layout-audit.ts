/**
 * The layout audit (issue 30): geometry that spec texts, journeys and axe never look at, measured
 * in one `page.evaluate` on the page as it is. One copy for the reference host's e2e and the
 * intranet example's; each suite wraps it in its own `auditLayout` (its own `expect`). Six checks:
 * - `page-scroll`: the page itself scrolls sideways;
 * - `clipped-text`: a cell, badge, button, label, link or heading whose text does not fit its box
 *   (or is cut by a CSS ellipsis, or runs past a box that scrolls sideways without saying so);
 *   a box marked `[data-overflowing]` shows that it scrolls, so what it holds is not "clipped";
 * - `status-column` (with `tables`): a table's status column is not fully in view without scrolling;
 * - `dialog-button`: a button of an open dialog is outside the viewport or its dialog's box;
 * - `tap-target` (with `phone`): a tap target under 24x24 CSS px without WCAG 2.2 2.5.8's spacing
 *   (nor its "equivalent": a full-size link to the same place); links inside a sentence are excepted;
 * - `native-date`: a browser date or time input (they follow the machine's locale, not the portal's).
 *
 * No Playwright import: the kit has no dependency on it (the intranet example brings its own
 * copy), so the page is typed by the one method used, which Playwright's `Page` has.
 */

/** What the audit needs of a Playwright `Page`: running a function in it. */
export interface EvaluatingPage {
  evaluate<R, Arg>(pageFunction: (arg: Arg) => R | Promise<R>, arg: Arg): Promise<R>;
}

/** Which checks apply to the page's size. */
export interface LayoutAuditOptions {
  /** A phone-sized viewport (390 wide): tap targets must reach 24x24 px or be spaced. */
  phone: boolean;
  /** A laptop viewport (1280, 1440): every table's status column is in view without scrolling. */
  tables: boolean;
}

/** A check of the audit. */
export type LayoutCheck = 'page-scroll' | 'clipped-text' | 'status-column' | 'dialog-button' | 'tap-target' | 'native-date';

/** One problem the audit found, with what it measured. */
export interface LayoutProblem {
  check: LayoutCheck;
  /** The element, as a person would point at it (tag, role, text). */
  element: string;
  /** The numbers measured, in CSS px. */
  detail: string;
}

/** The header cell text of a status column, in each language the portal speaks. */
const STATUS_LABELS = ['Status', 'สถานะ'];

/**
 * Measures the page; runs in the browser, so it uses nothing from outside its own body.
 * The host's suite and self-test (apps/host/e2e/layout-audit*.spec.ts) and the intranet
 * example's (examples/intranet-host/e2e/layout.spec.ts) call it through their own `auditLayout`.
 */
export function findLayoutProblems(page: EvaluatingPage, options: LayoutAuditOptions): Promise<LayoutProblem[]> {
  return page.evaluate(
    ({ phone, tables, statusLabels }) => {
      const problems: { check: string; element: string; detail: string }[] = [];
      const vw = document.documentElement.clientWidth;
      const vh = document.documentElement.clientHeight;
      const px = (n: number) => Math.round(n * 10) / 10;
      const styles = new Map<Element, CSSStyleDeclaration>();
      const style = (element: Element) => {
        let found = styles.get(element);
        if (!found) styles.set(element, (found = getComputedStyle(element)));
        return found;
      };
      const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const describe = (element: Element) => {
        const tag = element.tagName.toLowerCase();
        const role = element.getAttribute('role');
        const column = element.getAttribute('data-column-id');
        const label = element.getAttribute('aria-label') || text(element) || (element as HTMLInputElement).value || '';
        const short = label.length > 40 ? `${label.slice(0, 39)}…` : label;
        const badge = element.classList.contains('badge') ? ' badge' : '';
        const table = element.closest('table');
        const tableName = table ? table.getAttribute('aria-label') || table.querySelector('caption')?.textContent?.trim() : '';
        const dialog = element.closest('[role=dialog],[role=alertdialog]');
        const dialogName = dialog ? dialog.getAttribute('aria-label') || dialog.querySelector('h1,h2,h3,[data-part=title]')?.textContent?.trim() || '?' : '';
        return [
          `${tag}${role ? `[role=${role}]` : ''}${badge}${column ? `[column=${column}]` : ''} "${short}"`,
          tableName ? ` in table "${tableName}"` : '',
          dialog ? ` in dialog "${dialogName}"` : '',
        ].join('');
      };
      const rectText = (r: DOMRect) => `${px(r.width)}x${px(r.height)} at (${px(r.left)}, ${px(r.top)})`;
      /** Seen by a person: rendered, not hidden, not the 1 px screen-reader-only pattern. */
      const visible = (element: Element) => {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        const r = element.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) return false;
        const s = style(element);
        return !(s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)');
      };
      const clipsX = (element: Element) => style(element).overflowX !== 'visible';
      /** The nearest ancestor that cuts off what passes its sides, and whether it says it scrolls. */
      const clipperX = (element: Element) => {
        for (let at = element.parentElement; at && at !== document.documentElement; at = at.parentElement) {
          if (at === document.body) return null; // the page's own sideways scroll is its own check
          if (clipsX(at)) return at;
        }
        return null;
      };
      const shownScrolling = (element: Element) => element.closest('[data-overflowing]') !== null;

      // Page-level horizontal scroll, and what sticks out.
      const root = document.scrollingElement ?? document.documentElement;
      if (root.scrollWidth > root.clientWidth + 1) {
        // What makes the page that wide: the elements whose right edge is the page's.
        const culprits = [...document.body.querySelectorAll('*')].filter((element) => Math.abs(element.getBoundingClientRect().right + window.scrollX - root.scrollWidth) <= 1);
        problems.push({
          check: 'page-scroll',
          element: 'page',
          detail: `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}${culprits.length ? `; widened by ${culprits.slice(-2).map(describe).join(', ')}` : ''}`,
        });
      }

      // Text clipped in its own box, by an ellipsis, or by a sideways box that does not say it scrolls.
      const TEXT_HOLDERS = 'td, th, button, label, a, h1, h2, h3, h4, h5, h6, .badge, [role=button], [role=columnheader], [role=cell]';
      const holders = new Set<Element>(document.body.querySelectorAll(TEXT_HOLDERS));
      for (const element of document.body.querySelectorAll('*')) if (style(element).textOverflow === 'ellipsis') holders.add(element);
      for (const element of holders) {
        if (!text(element) || !visible(element) || shownScrolling(element)) continue;
        const s = style(element);
        const r = element.getBoundingClientRect();
        const inline = s.display === 'inline';
        const reasons: string[] = [];
        if (!inline && element.scrollWidth > element.clientWidth + 1) {
          reasons.push(`${s.textOverflow === 'ellipsis' ? 'cut by ellipsis: ' : ''}scrollWidth ${element.scrollWidth} > clientWidth ${element.clientWidth}`);
        }
        const hidesY = s.overflowY === 'hidden' || s.overflowY === 'clip';
        if (!inline && hidesY && element.scrollHeight > element.clientHeight + 1) reasons.push(`scrollHeight ${element.scrollHeight} > clientHeight ${element.clientHeight}`);
        const box = clipperX(element);
        // A body cell cut off by its table's box is reported once, by its column's header (and
        // what sits in a cell, by its cell).
        const inCell = !element.matches('td, th') && element.closest('td, th') !== null;
        if (box && !inCell && (reasons.length || element.tagName !== 'TD')) {
          const b = box.getBoundingClientRect();
          const left = b.left + box.clientLeft;
          const right = left + box.clientWidth;
          if (r.right > right + 1 || r.left < left - 1) {
            reasons.push(`spans ${px(r.left)}..${px(r.right)} in a ${style(box).overflowX} box ${px(left)}..${px(right)} with no [data-overflowing]`);
          }
        }
        if (reasons.length) problems.push({ check: 'clipped-text', element: describe(element), detail: reasons.join('; ') });
      }

      // At laptop sizes, each table's status column is fully in view and inside its box.
      if (tables) {
        for (const table of document.querySelectorAll('table')) {
          if (!visible(table)) continue;
          const headers = [...table.querySelectorAll('th')];
          const status = headers.find((th) => th.getAttribute('data-emphasis') === 'status') ?? headers.find((th) => statusLabels.includes(text(th)));
          if (!status) continue;
          const r = status.getBoundingClientRect();
          const reasons: string[] = [];
          if (r.left < -1 || r.right > vw + 1) reasons.push(`spans ${px(r.left)}..${px(r.right)} in a ${vw} px viewport`);
          const box = clipperX(table) ?? (clipsX(table) ? table : null);
          if (box) {
            const b = box.getBoundingClientRect();
            const left = b.left + box.clientLeft;
            const right = left + box.clientWidth;
            if (r.left < left - 1 || r.right > right + 1) reasons.push(`spans ${px(r.left)}..${px(r.right)}, its scroll box shows ${px(left)}..${px(right)}`);
          }
          if (reasons.length) problems.push({ check: 'status-column', element: describe(status), detail: reasons.join('; ') });
        }
      }

      // Every button of an open dialog is in the viewport, and not cut off by the dialog's own box.
      for (const button of document.querySelectorAll('[role=dialog] button, [role=alertdialog] button')) {
        if (!visible(button)) continue;
        const r = button.getBoundingClientRect();
        const reasons: string[] = [];
        if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) reasons.push(`${rectText(r)} outside the ${vw}x${vh} viewport`);
        for (let at = button.parentElement; at && at !== document.body; at = at.parentElement) {
          const s = style(at);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const b = at.getBoundingClientRect();
          if (r.top < b.top - 1 || r.bottom > b.bottom + 1 || r.left < b.left - 1 || r.right > b.right + 1) {
            reasons.push(`${rectText(r)} outside its scrolling box ${rectText(b)}`);
            break;
          }
        }
        if (reasons.length) problems.push({ check: 'dialog-button', element: describe(button), detail: reasons.join('; ') });
      }

      // At phone size, tap targets of 24x24 px, or spaced as WCAG 2.2 2.5.8 allows.
      if (phone) {
        /** A link inside running text: inline, in a block that has text of its own beside it. */
        const inlineInText = (link: Element) => {
          if (style(link).display !== 'inline') return false;
          const block = link.parentElement;
          return block !== null && text(block).length > text(link).length;
        };
        const targets = new Set<Element>();
        const QUERY = 'button, a[href], select, input[type=checkbox], input[type=radio], [role=button], [role=combobox], [role=checkbox], [role=radio], [role=switch], [role=tab]';
        for (const element of document.body.querySelectorAll(QUERY)) {
          if (element.tagName === 'A' && inlineInText(element)) continue;
          // A checkbox or radio is clicked through its box or its label, whichever is larger.
          let target: Element = element;
          if (element.matches('input[type=checkbox], input[type=radio]')) {
            const label = (element as HTMLInputElement).labels?.[0] ?? element.closest('label');
            if (label && (!visible(element) || label.getBoundingClientRect().width * label.getBoundingClientRect().height > element.getBoundingClientRect().width * element.getBoundingClientRect().height)) target = label;
          }
          if (!visible(target)) continue;
          // An element inside another target is part of it (a label's own control).
          if ([...targets].some((other) => other.contains(target))) continue;
          for (const other of [...targets]) if (target.contains(other)) targets.delete(other);
          targets.add(target);
        }
        const list = [...targets].map((element) => ({ element, r: element.getBoundingClientRect() }));
        const small = list.filter(({ r }) => r.width < 24 - 0.01 || r.height < 24 - 0.01);
        const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
        const distanceToRect = (p: { x: number; y: number }, r: DOMRect) => Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
        // WCAG's "equivalent" exception: a small link whose destination a full-size target also offers.
        const bigHrefs = new Set(list.filter(({ r }) => r.width >= 24 - 0.01 && r.height >= 24 - 0.01).map(({ element }) => element.getAttribute('href')).filter(Boolean));
        for (const { element, r } of small) {
          if (element.getAttribute('href') && bigHrefs.has(element.getAttribute('href'))) continue;
          const c = centre(r);
          const crowded = list.find(({ element: other, r: o }) => {
            if (other === element) return false;
            if (distanceToRect(c, o) < 12) return true;
            const otherSmall = o.width < 24 - 0.01 || o.height < 24 - 0.01;
            const oc = centre(o);
            return otherSmall && Math.hypot(c.x - oc.x, c.y - oc.y) < 24;
          });
          if (crowded) problems.push({ check: 'tap-target', element: describe(element), detail: `${px(r.width)}x${px(r.height)} < 24x24, its 24 px circle meets ${describe(crowded.element)}` });
        }
      }

      // No native date or time input anywhere (hidden ones included: they come back).
      for (const input of document.querySelectorAll('input[type=date], input[type=datetime-local], input[type=time], input[type=month], input[type=week]')) {
        const label = (input as HTMLInputElement).labels?.[0]?.textContent?.trim() || input.getAttribute('aria-label') || input.getAttribute('name') || '';
        problems.push({ check: 'native-date', element: `input[type=${input.getAttribute('type')}] "${label}"`, detail: 'a browser date/time input' });
      }
      return problems;
    },
    { ...options, statusLabels: STATUS_LABELS },
  ) as Promise<LayoutProblem[]>;
}

/** One line a person can act on: check, element, numbers. */
export const formatProblem = (problem: LayoutProblem) => `${problem.check}: ${problem.element}: ${problem.detail}`;

/**
 * Resolves once every finite animation on the page has ended (a dialog zooming in, a row fading
 * in, a toast sliding in), so what is measured next is the page at rest: the layout audit reads
 * final boxes, axe reads contrast through opacity. Spinners loop forever and are left alone.
 */
export async function settleAnimations(page: EvaluatingPage): Promise<void> {
  await page.evaluate(
    async () => {
      // A region still loading (aria-busy: a table refreshing shows its old rows dimmed) is not
      // the page a person reads: wait until none is (at most 10 s; a page busy for longer is
      // measured as it is), then for the transitions that start as it ends. A busy button is an
      // action under way (an export), not a page loading.
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const until = performance.now() + 10_000;
      while (document.querySelector('[aria-busy="true"]:not(button)') && performance.now() < until) await frame();
      await frame();
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
    },
    undefined,
  );
}
