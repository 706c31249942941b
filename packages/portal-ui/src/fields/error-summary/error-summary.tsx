import { useId, type MouseEvent, type ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import type { ErrorSummaryItem } from './error-summary-items';

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The summary's heading, e.g. '3 fields need your attention.' in the portal's language. */
  title: ReactNode;
  /** One line per invalid field (see `errorSummaryItems`); nothing renders without any. */
  items: readonly ErrorSummaryItem[];
  /** Heading level within the page outline; 2 by default. */
  headingLevel?: 2 | 3;
  className?: string;
}

const styles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '4',
    borderRadius: 'md',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'danger.border',
    borderInlineStartWidth: '4px',
    bg: 'danger.bg',
    color: 'danger.fg',
    outline: 'none',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  title: css({ fontSize: 'md', fontWeight: 'semibold', lineHeight: 'snug' }),
  list: css({ m: '0', pl: '5', listStyleType: 'disc', display: 'flex', flexDirection: 'column', gap: '1' }),
  // Inline links in running text, so the 24 px target rule's exception applies; the line height
  // still gives each its own row to tap.
  link: css({
    color: 'danger.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    overflowWrap: 'anywhere',
    lineHeight: '1.75',
    cursor: 'pointer',
    _hover: { textDecorationThickness: '2px' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px', borderRadius: 'sm' },
  }),
};

/** Scrolls `control` to the middle of the viewport (clear of sticky bars) and focuses it. */
export function focusControl(control: HTMLElement): void {
  control.scrollIntoView?.({ block: 'center' });
  control.focus({ preventScroll: true });
}

/**
 * What a failed submit found, above the form: a heading and one link per invalid field
 * ('Tax ID: Please enter tax ID.'); a link scrolls to its field and focuses it, where the same
 * message shows. Generic: any form gives it `errorSummaryItems(form, errors, errorText)`.
 * Renders nothing while every field is valid.
 *
 * @example
 * <ErrorSummary title={formatMessage(texts.fixFieldsMany, { count })} items={items} />
 */
export function ErrorSummary({ title, items, headingLevel = 2, className }: ErrorSummaryProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const follow = (event: MouseEvent<HTMLAnchorElement>, control: HTMLElement) => {
    event.preventDefault();
    focusControl(control);
  };
  return (
    <section aria-labelledby={headingId} tabIndex={-1} className={cx(styles.root, className)} data-error-summary="">
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.control.id ? `#${item.control.id}` : '#'} className={styles.link} onClick={(event) => follow(event, item.control)}>
              {item.label ? `${item.label}: ${item.message}` : item.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
