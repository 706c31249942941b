import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Where the wide table stands in its box. */
export interface TableEdges {
  /** The table is wider than its box (it scrolls inside it). */
  overflowing: boolean;
  /** Scrolled away from its start: the sticky first column casts its shadow. */
  scrolled: boolean;
  /** More of the table lies beyond the box's end edge: the fade there shows it. */
  more: boolean;
}

const NONE: TableEdges = { overflowing: false, scrolled: false, more: false };
const same = (a: TableEdges, b: TableEdges) => a.overflowing === b.overflowing && a.scrolled === b.scrolled && a.more === b.more;

function edgesOf(scroller: HTMLElement): TableEdges {
  const table = scroller.querySelector('table');
  // Cards (a narrow container) never scroll sideways: the table is a block there.
  if (!table || getComputedStyle(table).display !== 'table') return NONE;
  const overflowing = scroller.scrollWidth > scroller.clientWidth + 1;
  if (!overflowing) return NONE;
  const start = Math.abs(scroller.scrollLeft);
  return { overflowing, scrolled: start > 1, more: start + scroller.clientWidth < scroller.scrollWidth - 1 };
}

/** Options of {@link useTableFit}. */
export interface TableFitOptions {
  /** How many columns may give way to make the table fit. */
  candidates: number;
  /** Whether they may: not while the person's own choice of columns holds. */
  fitting: boolean;
}

/**
 * Measures the wide table against its box (the scroller): while it is wider and `fitting`, one
 * more column gives way (`given`), before the browser paints, until it fits or none is left.
 * A wider or narrower box starts again from none; rows that need more room may take one more,
 * never give one back (columns do not come and go between pages). Also reports the table's
 * `edges`, for the overflow cue and the sticky column's shadow.
 */
export function useTableFit({ candidates, fitting }: TableFitOptions) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [given, setGiven] = useState(0);
  const [edges, setEdges] = useState(NONE);
  const [, setMeasure] = useState(0);
  const width = useRef<number | null>(null);

  // After every render, on purpose: new rows, columns, a choice or the language may each have
  // changed the table's width. Each setter bails out when nothing changed, so it settles.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    width.current ??= scroller.clientWidth;
    const next = edgesOf(scroller);
    if (next.overflowing && fitting && given < candidates) {
      setGiven(given + 1);
      return;
    }
    setEdges((current) => (same(current, next) ? current : next));
  });

  useEffect(() => {
    const scroller = scrollerRef.current;
    const table = scroller?.querySelector('table');
    if (!scroller || !table || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const now = scroller.clientWidth;
      // Synchronously, so the columns that fit the new width are in place before it is painted.
      flushSync(() => {
        if (now !== width.current) {
          width.current = now;
          setGiven(0);
        }
        setMeasure((count) => count + 1);
      });
    });
    observer.observe(scroller);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const next = edgesOf(scroller);
    setEdges((current) => (same(current, next) ? current : next));
  }, []);

  return { scrollerRef, given: Math.min(given, candidates), edges, onScroll };
}
