import { useEffect, useState } from 'react';

/** Whole seconds from now until `endsAt` (ms since the epoch), never below 0. */
export function secondsUntil(endsAt: number): number {
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/**
 * The whole seconds left until `endsAt`, re-rendering when the figure changes: at most once a
 * second, each time on the second's edge rather than a drifting interval, so a count started
 * mid-second still reaches 0 when the deadline does. It reads the wall clock each time, as the
 * idle timer does, so a tab whose timers were held back shows the true figure when it wakes.
 */
export function useSecondsLeft(endsAt: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(endsAt));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = secondsUntil(endsAt);
      setSeconds(left);
      // The rest of the current second: the figure changes at its end.
      if (left > 0) timer = setTimeout(tick, (endsAt - Date.now()) % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt]);
  return seconds;
}
