import { useRef } from 'react';

/**
 * Wraps an async submit handler so that a second call while the first runs is ignored. The
 * Button's busy state blocks a second click only after a re-render; two submits in the same
 * frame (a double click, Enter pressed twice) would both get through without this.
 */
export function useSingleFlight<Args extends unknown[]>(run: (...args: Args) => Promise<void>): (...args: Args) => Promise<void> {
  const inFlight = useRef(false);
  return async (...args: Args) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await run(...args);
    } finally {
      inFlight.current = false;
    }
  };
}
