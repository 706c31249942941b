import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { css, cx } from '../../../styled-system/css';

/** One entry of a {@link FormIndex}: a titled part of the form. */
export interface FormIndexItem {
  /** `id` of the part's element (e.g. a Card's `section`); the link goes to its heading. */
  id: string;
  label: string;
}

/** Props of {@link FormIndex}. */
export interface FormIndexProps {
  /** The navigation's name, e.g. 'Sections of this form' in the portal's language. */
  label: string;
  items: readonly FormIndexItem[];
  className?: string;
}

/** Room kept between the sticky index and a focused control or heading, in CSS pixels. */
const GAP = 12;

const styles = {
  // Sticky at the top on a wide container, so it stays at hand and shows where the reader is; on
  // a phone it stays where it is (a screen is too short to give it a row for good).
  nav: css({
    '@container lp-frame (min-width: 48rem)': { position: 'sticky', top: '0', zIndex: '10' },
    mx: '-2',
    px: '2',
    py: '2',
    bg: 'bg.canvas',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderBottomColor: 'border.default',
  }),
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', m: '0', p: '0', listStyleType: 'none' }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '8',
    px: '3',
    borderRadius: 'full',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    color: 'accent.text',
    fontSize: 'sm',
    textDecoration: 'none',
    _hover: { bg: 'bg.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    // The current part shows by colour and a doubled border, never by weight: bold text is wider,
    // so the rows would re-wrap as the person scrolls and push the form (and what is under a finger
    // or a pointer about to press) down or up.
    '&[aria-current]': { bg: 'accent.subtle', borderColor: 'accent.default', boxShadow: 'inset 0 0 0 1px token(colors.accent.default)' },
  }),
};

/** The element a link of the index leads to: the part's first heading, else the part. */
function headingOf(part: HTMLElement): HTMLElement {
  const heading = part.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? part;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/** The part under the reading line (a third down the viewport), or the last one above it. */
function currentOf(items: readonly FormIndexItem[]): string | undefined {
  const line = window.innerHeight / 3;
  let current: string | undefined;
  for (const item of items) {
    const rect = document.getElementById(item.id)?.getBoundingClientRect();
    if (!rect) continue;
    if (rect.top <= line && rect.bottom > line) return item.id;
    if (rect.top <= line) current = item.id;
  }
  return current ?? items[0]?.id;
}

/**
 * An index of a long form's parts to jump to: a row of links, one per part (its card), the part
 * being read marked (`aria-current="location"`). A link scrolls to the part's heading and moves
 * the focus there, so Tab goes on in that part. On a wide container the row sticks to the top
 * of the viewport; a control focused under it is scrolled clear (WCAG 2.2 2.4.11). Generic: any
 * form with titled parts can use it.
 *
 * @example
 * <FormIndex label={texts.formSections} items={[{ id: 'contact', label: labels.merchantContactCard }]} />
 */
export function FormIndex({ label, items, className }: FormIndexProps) {
  const ref = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState<string | undefined>(items[0]?.id);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(currentOf(items)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [items]);

  useEffect(() => {
    const nav = ref.current;
    const scope = nav?.closest('form') ?? nav?.parentElement;
    if (!nav || !scope) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      // Only focus a person follows (keyboard, or a control moved to): a pointer press that focuses a
      // link or box under the index must not move the page between press and release, which would
      // lose its click.
      if (!(target instanceof HTMLElement) || nav.contains(target) || !target.matches(':focus-visible') || getComputedStyle(nav).position !== 'sticky') return;
      const navBottom = nav.getBoundingClientRect().bottom;
      const overlap = navBottom + GAP - target.getBoundingClientRect().top;
      if (overlap > 0 && navBottom > 0 && nav.getBoundingClientRect().top <= 0) window.scrollBy({ top: -overlap, behavior: 'instant' });
    };
    scope.addEventListener('focusin', onFocusIn);
    return () => scope.removeEventListener('focusin', onFocusIn);
  }, []);

  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const part = document.getElementById(id);
    if (!part) return;
    event.preventDefault();
    const heading = headingOf(part);
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
    setCurrent(id);
  };

  return (
    <nav ref={ref} aria-label={label} className={cx(styles.nav, className)} data-form-index="">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className={styles.link} aria-current={current === item.id ? 'location' : undefined} onClick={(event) => follow(event, item.id)}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
