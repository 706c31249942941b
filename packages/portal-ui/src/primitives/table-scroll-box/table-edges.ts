import { useCallback, useEffect, useState } from 'react';

/** Where the wide table stands in its box. */
export interface TableEdges {
  /** The table is wider than its box (it scrolls inside it). */
  overflowing: boolean;
  /** Scrolled away from its start: the sticky first column casts its shadow. */
  scrolled: boolean;
  /** More of the table lies beyond the box's end edge: the fade there shows it. */
  more: boolean;
  /**
   * The table is taller than its box (a box with a maximum height): it scrolls down inside it,
   * so the box takes the focus as when it scrolls sideways.
   */
  tall: boolean;
}

/** A table that fits its box. */
export const NO_EDGES: TableEdges = { overflowing: false, scrolled: false, more: false, tall: false };
/** Whether two measures are alike (so a state update can bail out). */
export const sameEdges = (a: TableEdges, b: TableEdges) => a.overflowing === b.overflowing && a.scrolled === b.scrolled && a.more === b.more && a.tall === b.tall;

/** Measures the table inside `scroller` against it. */
export function edgesOf(scroller: HTMLElement): TableEdges {
  const table = scroller.querySelector('table');
  // Cards (a narrow container) never scroll sideways: the table is a block there.
  if (!table || getComputedStyle(table).display !== 'table') return NO_EDGES;
  // Only a box given a maximum height scrolls down by design; elsewhere a pixel of content
  // overhanging the box (a sticky empty state) must not make it a Tab stop.
  const tall = getComputedStyle(scroller).maxHeight !== 'none' && scroller.scrollHeight > scroller.clientHeight + 1;
  const overflowing = scroller.scrollWidth > scroller.clientWidth + 1;
  if (!overflowing) return tall ? { ...NO_EDGES, tall } : NO_EDGES;
  const start = Math.abs(scroller.scrollLeft);
  return { overflowing, scrolled: start > 1, more: start + scroller.clientWidth < scroller.scrollWidth - 1, tall };
}

/**
 * Follows whether the table in a scrolling box is wider than the box, and where it is scrolled:
 * on resize of the box or of its table (a phone turned, the language or measure changed) and on
 * scroll. Give `ref` to the box (a callback ref: the box of a folded table mounts later). Where
 * there is no ResizeObserver (jsdom) it measures once, on mount.
 */
export function useTableEdges() {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [overflow, setOverflow] = useState(NO_EDGES);
  const ref = useCallback((element: HTMLElement | null) => setBox(element), []);
  useEffect(() => {
    if (!box) return undefined;
    const measure = () => {
      const next = edgesOf(box);
      setOverflow((previous) => (sameEdges(previous, next) ? previous : next));
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
