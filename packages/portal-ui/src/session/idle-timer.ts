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
  /**
   * How long before the timeout `onWarning` is called (issue 12: one minute). Omitted or 0: no
   * warning.
   */
  warningMs?: number;
  /**
   * Called once per idle stretch when `warningMs` remain, with the wall-clock instant (ms since
   * the epoch) the session ends at. Never called when the clock wakes up past the timeout (a
   * sleeping laptop): then only `onIdle` is.
   */
  onWarning?: (endsAt: number) => void;
  /** Called when `touch()` ends a warning: the person answered, or was active in another tab. */
  onWarningEnd?: () => void;
}

/** A running idle clock. */
export interface IdleTimer {
  /** Records activity now: the timeout counts again from here, and a warning ends. */
  touch(): void;
  /** Whether the warning is on (`onWarning` called, neither `touch()` nor the timeout since). */
  warning(): boolean;
  /** Stops the clock without calling `onIdle`. */
  stop(): void;
}

/**
 * Starts an idle clock that calls `onWarning` `warningMs` before the timeout and `onIdle` after
 * `timeoutMs` without `touch()`. One timer is pending at a time and `touch()` only moves the
 * deadline (or ends a warning), so frequent activity costs nothing.
 */
export function startIdleTimer({ timeoutMs, onIdle, warningMs = 0, onWarning, onWarningEnd }: IdleTimerOptions): IdleTimer {
  // A lead as long as the timeout itself would warn at once: clamp it so the warning point stays ahead.
  const warnAfter = onWarning && warningMs > 0 ? Math.max(timeoutMs - warningMs, 0) : timeoutMs;
  let lastActivity = Date.now();
  let warned = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function check(): void {
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= timeoutMs) {
      timer = undefined;
      warned = false;
      onIdle();
      return;
    }
    if (idleFor >= warnAfter && !warned) {
      warned = true;
      onWarning?.(lastActivity + timeoutMs);
    }
    // Wait for the next point still ahead: the warning, or the end. Activity since the timer was
    // set has moved both.
    timer = setTimeout(check, (warned ? timeoutMs : warnAfter) - idleFor);
  }

  timer = setTimeout(check, warnAfter);
  return {
    touch() {
      lastActivity = Date.now();
      if (!warned) return;
      warned = false;
      onWarningEnd?.();
    },
    warning: () => warned,
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      warned = false;
    },
  };
}
