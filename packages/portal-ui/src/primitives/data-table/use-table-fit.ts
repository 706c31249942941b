import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { edgesOf, NO_EDGES, sameEdges } from '../table-scroll-box/table-edges';

/** Options of {@link useTableFit}. */
export interface TableFitOptions {
  /** Ids of the columns that may give way to make the table fit, in the order they do. */
  candidates: readonly string[];
  /** Whether they may: not while the person's own choice of columns holds. */
  fitting: boolean;
  /**
   * The columns the table is given: new ones (the language's headers too) are measured again
   * before paint. New rows are not: see {@link useTableFit}.
   */
  columns: unknown;
}

/** Where fitting stands: what gave way, which of those is being tried back, which were tried. */
interface FitState {
  hidden: readonly string[];
  trying: string | null;
  tried: readonly string[];
}

const START: FitState = { hidden: [], trying: null, tried: [] };

/**
 * The next step of fitting, or `null` when it has settled. Too wide: the column being tried
 * back gives way again, else the next candidate does. Fitting: each column that gave way is
 * tried back once (a narrow one may fit where a wide one made room), the earliest first.
 */
function nextFit(state: FitState, candidates: readonly string[], overflowing: boolean): FitState | null {
  const { hidden, trying, tried } = state;
  if (overflowing) {
    if (trying !== null) return { hidden: [...hidden, trying], trying: null, tried: [...tried, trying] };
    const next = candidates.find((id) => !hidden.includes(id));
    return next === undefined ? null : { hidden: [...hidden, next], trying: null, tried };
  }
  const retry = hidden.find((id) => !tried.includes(id) && id !== trying);
  if (retry === undefined) return trying === null ? null : { hidden, trying: null, tried: [...tried, trying] };
  return { hidden: hidden.filter((id) => id !== retry), trying: retry, tried: trying === null ? tried : [...tried, trying] };
}

/**
 * Measures the wide table against its box (the scroller) and, while `fitting`, lets columns give
 * way until it fits or none is left, then tries each back that still fits: all before the browser
 * paints (`hidden`). A wider or narrower box starts again; rows that need more room may take
 * more, but columns do not come back between pages. Also reports the table's `edges`, for the
 * overflow cue and the sticky column's shadow.
 */
export function useTableFit({ candidates, fitting, columns }: TableFitOptions) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(START);
  const [edges, setEdges] = useState(NO_EDGES);
  const width = useRef<number | null>(null);

  // The one measure: a step of fitting when one is due, else the edges (each update bails out
  // when nothing changed, so it settles). Read through a ref by the resize observer, which is
  // set up once.
  const measure = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    width.current ??= scroller.clientWidth;
    const next = edgesOf(scroller);
    const step = fitting ? nextFit(fit, candidates, next.overflowing) : null;
    if (step) {
      setFit(step);
      return;
    }
    setEdges((current) => (sameEdges(current, next) ? current : next));
  };
  const latest = useRef({ measure, fit });

  useLayoutEffect(() => {
    latest.current = { measure, fit };
  });
  // Before paint when it mounts, when fitting or the columns changed, and after each step of
  // fitting: each needs the page laid out now (a forced layout), to settle before it is painted.
  useLayoutEffect(measure, [fit, fitting, candidates, columns]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    const table = scroller?.querySelector('table');
    if (!scroller || !table || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const now = scroller.clientWidth;
      // Synchronously, so the columns that fit the new width are in place before it is painted.
      // New rows, a choice of columns or a new width reach the table through here: the browser
      // has just laid the page out, so measuring costs nothing (measuring in a layout effect
      // would lay out a page of 100 new rows once more, in script), and nothing renders unless
      // fitting takes a step or the edges changed.
      flushSync(() => {
        const { measure: measureNow, fit: current } = latest.current;
        if (now !== width.current) {
          width.current = now;
          // Starting again renders, and the render measures.
          if (current !== START) return setFit(START);
        }
        measureNow();
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
    setEdges((current) => (sameEdges(current, next) ? current : next));
  }, []);

  return { scrollerRef, hidden: fit.hidden, edges, onScroll };
}
