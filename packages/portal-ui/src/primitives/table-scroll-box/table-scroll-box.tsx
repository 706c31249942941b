import { TABLE_TEXTS } from '@lego-portal/rules';
import type { ReactNode, Ref, UIEventHandler } from 'react';
import { css, cx } from '../../../styled-system/css';
import { useTexts } from '../../texts/texts-context';
import type { TableEdges } from './table-edges';

/** Props of {@link TableScrollBox}. */
export interface TableScrollBoxProps {
  /** The id of the table's `<caption>`: the box, when it is a region, is named by it. */
  labelledBy: string;
  /** Where the table stands in the box: from {@link useTableEdges} (or a DataTable's own fitting). */
  edges: TableEdges;
  /** Given to the scrolling box, which the edges are measured on. */
  boxRef: Ref<HTMLDivElement>;
  /** Called when the box scrolls, for a caller that measures the edges itself. */
  onScroll?: UIEventHandler<HTMLDivElement>;
  /**
   * Whether 'Scroll sideways for more columns' is said above the box while the table is wider
   * than it (the default). `false` when the caller places a {@link TableScrollHint} itself (a
   * DataTable puts it in its toolbar).
   */
  hint?: boolean;
  /**
   * The box's own look: its border, a maximum height, and the scroll padding that keeps a focused
   * cell clear of the table's sticky header, column or totals (WCAG 2.2 2.4.11), which only the
   * table knows the size of.
   */
  className?: string;
  /** The `<table>`. */
  children: ReactNode;
}

const styles = {
  wrap: css({ display: 'flex', flexDirection: 'column', gap: '1', maxWidth: '100%', minWidth: '0' }),
  hint: css({ m: '0', fontSize: 'sm', color: 'fg.muted', overflowWrap: 'break-word' }),
  frame: css({ position: 'relative', minWidth: '0' }),
  box: css({
    maxWidth: '100%',
    overflowX: 'auto',
    // The containing block of what is positioned inside (a screen reader's 'Not set'): it scrolls
    // with the table instead of widening the page.
    position: 'relative',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  /**
   * The fade at the end edge while more of the table lies beyond it: a cue that the table
   * scrolls, on top of the cut-off cells, letting clicks through.
   */
  cue: css({
    position: 'absolute',
    insetBlock: '1px',
    insetInlineEnd: '1px',
    width: '10',
    pointerEvents: 'none',
    borderEndRadius: 'md',
    opacity: 0,
    transition: 'opacity 0.15s',
    backgroundImage: 'linear-gradient(to right, transparent, rgb(15 23 42 / 0.14))',
    '&[data-visible]': { opacity: 1 },
  }),
};

/** Props of {@link TableScrollHint}. */
export interface TableScrollHintProps {
  edges: TableEdges;
  /** Where the line sits in the caller's layout. */
  className?: string;
}

/** 'Scroll sideways for more columns', in the portal's language, while the table is wider than its box. */
export function TableScrollHint({ edges, className }: TableScrollHintProps) {
  const texts = useTexts('table', TABLE_TEXTS);
  return edges.overflowing ? <p className={cx(styles.hint, className)}>{texts.scrollForMore}</p> : null;
}

/**
 * The box a wide table scrolls in, never the page (WCAG 1.4.10 lets a data table scroll in its
 * own box): the portal's tables (DataTable, the summary by status, the pending change) share it,
 * so they scroll, say so and take the keyboard alike.
 *
 * While the table does not fit (wider than the box, or taller than a box with a maximum height)
 * the box is a region named by the table's caption and takes the focus, so the arrow keys scroll
 * it (axe: scrollable-region-focusable); while it fits it is neither, so a table that fits adds no
 * stop to the Tab order. Wider than the box, it carries `data-overflowing` (the layout audit
 * checks the mark), a line above says 'Scroll sideways for more columns' and the end edge fades
 * while more lies beyond; scrolled from its start it carries `data-scrolled`, for a sticky first
 * column's shadow.
 */
export function TableScrollBox({ labelledBy, edges, boxRef, onScroll, hint = true, className, children }: TableScrollBoxProps) {
  const scrolls = edges.overflowing || edges.tall;
  const frame = (
    <div className={styles.frame}>
      <div
        ref={boxRef}
        className={cx(styles.box, className)}
        onScroll={onScroll}
        data-overflowing={edges.overflowing ? '' : undefined}
        data-scrolled={edges.scrolled ? '' : undefined}
        // A box that scrolls is reached by keyboard too (arrow keys scroll it), named as its table.
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': labelledBy } : {})}
      >
        {children}
      </div>
      <div className={styles.cue} data-visible={edges.more ? '' : undefined} aria-hidden="true" />
    </div>
  );
  if (!hint) return frame;
  return (
    <div className={styles.wrap}>
      <TableScrollHint edges={edges} />
      {frame}
    </div>
  );
}
