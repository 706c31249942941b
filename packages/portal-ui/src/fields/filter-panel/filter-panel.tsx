import { CONTROL_TEXTS, formatMessage } from '@lego-portal/rules';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useTexts } from '../../texts/texts-context';

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  /**
   * How many filters of the applied search differ from their defaults (see
   * {@link countActiveFilters}); the phone's button says 'Filters (n active)' when above 0.
   */
  active: number;
  /** The screen's filter form. */
  children: ReactNode;
  className?: string;
}

// The panel is its own container, as the DataTable is: it folds where the table turns into
// cards (narrower than 48rem), whatever the viewport, so an embedding host gets the same.
const styles = {
  root: css({ containerType: 'inline-size', containerName: 'lp-filters', minWidth: '0' }),
  toggle: css({
    display: 'none',
    '@container lp-filters (width < 48rem)': { display: 'inline-flex', width: '100%', justifyContent: 'flex-start' },
  }),
  chevron: css({ marginInlineStart: 'auto', transition: 'transform {durations.fast}', '[aria-expanded=true] > &': { transform: 'rotate(180deg)' }, '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }),
  content: css({
    '@container lp-filters (width < 48rem)': {
      mt: '3',
      '&[data-state=closed]': { display: 'none' },
    },
  }),
};

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** Whether the panel shows its fold button, i.e. it is as narrow as a phone. */
const folds = (toggle: HTMLElement | null) => Boolean(toggle && toggle.getClientRects().length > 0);

/** Whether a field inside shows an error. */
const hasError = (content: HTMLElement | null) => Boolean(content?.querySelector('[aria-invalid=true]'));

/**
 * The filters of a report or list screen. On a wide container they show as they are. Narrower
 * than 48rem (a phone: the width where the frame moves its menu into a drawer and the DataTable
 * shows cards) they fold behind a button 'Filters', or 'Filters (n active)' while `active`
 * filters differ from their defaults, so the results come first: the button is a disclosure
 * (`aria-expanded`, Enter or Space), and after a search the panel folds again so the results
 * are in view. It never hides a field in error: a search refused at the fields keeps it open,
 * and one that shows errors when it mounts (dates from a link) opens it.
 *
 * @example
 * <FilterPanel active={countActiveFilters(search, defaults(timeZone))}>
 *   <UserListFilters ... />
 * </FilterPanel>
 */
export function FilterPanel({ active, children, className }: FilterPanelProps) {
  const texts = useTexts('control', CONTROL_TEXTS);
  const contentId = useId();
  const [open, setOpen] = useState(false);
  const [searched, setSearched] = useState(0);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  // A field in error is never folded away: e.g. dates of a link that the rules refuse, which the
  // screen passes down to its form (a new `children`).
  useLayoutEffect(() => {
    // Not on `open`: the person may still fold it by the button.
    if (hasError(contentRef.current)) setOpen(true);
  }, [children]);

  // After a search the phone shows the results: fold, unless the search was refused at the
  // fields (the errors the form rendered with the submit are read after that render).
  useEffect(() => {
    if (searched === 0 || hasError(contentRef.current)) return;
    setOpen(false);
    // Focus was on Search, which is now hidden: keep it on the button that brings it back.
    if (folds(toggleRef.current) && contentRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
  }, [searched]);

  const onSubmit = (event: FormEvent) => {
    // Only a search the form sent on: a refused one has called preventDefault only, like any.
    if (event.target instanceof HTMLFormElement) setSearched((count) => count + 1);
  };

  return (
    <div className={cx(styles.root, className)}>
      <button
        ref={toggleRef}
        type="button"
        className={cx(button({ variant: 'outline' }), styles.toggle)}
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
      >
        <FilterIcon />
        <span>{active > 0 ? formatMessage(texts.filtersActive, { count: active }) : texts.filters}</span>
        <Chevron />
      </button>
      <div id={contentId} ref={contentRef} className={styles.content} data-state={open ? 'open' : 'closed'} onSubmit={onSubmit}>
        {children}
      </div>
    </div>
  );
}

/**
 * How many filters of `applied` differ from `defaults`: each key but the sort, the page and the
 * page size (and any in `ignore`, e.g. a chart's measure), lists compared as sets.
 */
export function countActiveFilters<S extends object>(applied: S, defaults: S, ignore: readonly string[] = []): number {
  const skipped = new Set(['sort', 'page', 'size', ...ignore]);
  const comparable = (value: unknown) => JSON.stringify(Array.isArray(value) ? [...value].sort() : (value ?? ''));
  return Object.keys(applied).filter(
    (key) => !skipped.has(key) && comparable(applied[key as keyof S]) !== comparable(defaults[key as keyof S]),
  ).length;
}
