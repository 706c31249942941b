import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Wraps an async action so that a call while the previous one runs is ignored (it resolves to
 * `undefined` at once). A button's busy state blocks a second click only after a re-render; two
 * submits in the same frame (a double click, Enter pressed twice) would both get through without
 * this. The returned function keeps its identity across renders and always runs the latest `run`.
 * Call `event.preventDefault()` before it, not inside: an ignored submit must not post the form.
 */
export function useSingleFlight<Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result | undefined> {
  const inFlight = useRef(false);
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  return useCallback(async (...args: Args) => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      return await latest.current(...args);
    } finally {
      inFlight.current = false;
    }
  }, []);
}
