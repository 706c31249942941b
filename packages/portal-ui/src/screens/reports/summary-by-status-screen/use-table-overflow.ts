import { useCallback, useEffect, useState } from 'react';

/** Where a table wider than its scrolling box stands in it. */
export interface TableOverflow {
  /** The table is wider than its box: it scrolls sideways inside it. */
  overflowing: boolean;
  /** Scrolled away from the start: the sticky first column casts its shadow. */
  scrolled: boolean;
  /** More of the table lies beyond the box's end edge: the fade there says so. */
  more: boolean;
}

const NONE: TableOverflow = { overflowing: false, scrolled: false, more: false };
const same = (a: TableOverflow, b: TableOverflow) => a.overflowing === b.overflowing && a.scrolled === b.scrolled && a.more === b.more;

function overflowOf(box: HTMLElement): TableOverflow {
  const overflowing = box.scrollWidth > box.clientWidth + 1;
  if (!overflowing) return NONE;
  // Negative in a right-to-left box: the distance from the start edge either way.
  const start = Math.abs(box.scrollLeft);
  return { overflowing, scrolled: start > 1, more: start + box.clientWidth < box.scrollWidth - 1 };
}

/**
 * Follows whether the table in a scrolling box is wider than the box, and where it is scrolled:
 * on resize of the box or of its table (a phone turned, the language or measure changed) and on
 * scroll. Give `ref` to the box (a callback ref: the box of a folded table mounts later). Where
 * there is no ResizeObserver (jsdom) it measures once, on mount.
 */
export function useTableOverflow() {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [overflow, setOverflow] = useState(NONE);
  const ref = useCallback((element: HTMLElement | null) => setBox(element), []);
  useEffect(() => {
    if (!box) return undefined;
    const measure = () => {
      const next = overflowOf(box);
      setOverflow((previous) => (same(previous, next) ? previous : next));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    const table = box.querySelector('table');
    if (table) observer?.observe(table);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [box]);
  return [ref, overflow] as const;
}
