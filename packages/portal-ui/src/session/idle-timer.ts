/**
 * The idle clock of a session (spec section 4: idle for 15 minutes expires the session). It
 * compares wall-clock time instead of counting timer ticks, because browsers delay timers in
 * background tabs and stop them while the machine sleeps: a laptop opened after an hour must
 * find the session expired, not 15 minutes of timer still to run.
 */

/** Options of {@link startIdleTimer}. */
export interface IdleTimerOptions {
  /** Inactivity after which `onIdle` is called. */
  timeoutMs: number;
  /** Called once when the timeout has passed without `touch()`. */
  onIdle: () => void;
}

/** A running idle clock. */
export interface IdleTimer {
  /** Records activity now: the timeout counts again from here. */
  touch(): void;
  /** Stops the clock without calling `onIdle`. */
  stop(): void;
}

/**
 * Starts an idle clock that calls `onIdle` after `timeoutMs` without `touch()`. One timer is
 * pending at a time and `touch()` only moves the deadline, so frequent activity costs nothing.
 */
export function startIdleTimer({ timeoutMs, onIdle }: IdleTimerOptions): IdleTimer {
  let lastActivity = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function check(): void {
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= timeoutMs) {
      timer = undefined;
      onIdle();
    } else {
      // Activity since the timer was set: wait for the rest of the new deadline.
      timer = setTimeout(check, timeoutMs - idleFor);
    }
  }

  timer = setTimeout(check, timeoutMs);
  return {
    touch() {
      lastActivity = Date.now();
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
