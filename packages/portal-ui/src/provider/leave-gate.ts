import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { LeaveGuardState } from './navigation';

/** The path of a location: `/merchant/edit?tab=1#fees` -> `/merchant/edit`. */
export function pathnameOf(location: string): string {
  return location.split(/[?#]/)[0] || '/';
}

/**
 * Where the navigations of a location-source adapter (memory, History API) pass, so a page with unsaved
 * changes can hold them (`PortalNavigation.useLeaveGuard`).
 */
export interface LeaveGate {
  /**
   * Runs `go` (the move to `to`) now, or holds it while a guard is on and `to` leaves the current
   * path. Held, it runs on `proceed()` and is dropped on `stay()`.
   */
  request(to: string, go: () => void): void;
  /** True while a guard is on (some `useLeaveGuard(true)` is mounted). */
  readonly active: boolean;
  /** The adapter's `useLeaveGuard`. */
  useLeaveGuard(when: boolean): LeaveGuardState;
}

/**
 * A {@link LeaveGate} comparing with `currentPathname()`. `onActiveChange` is called when the
 * first guard turns on and the last one off (the History API adapter listens to Back only then).
 */
export function createLeaveGate(currentPathname: () => string, onActiveChange?: () => void): LeaveGate {
  let guards = 0;
  let held: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const hold = (next: (() => void) | null) => {
    held = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const isHeld = () => held !== null;
  const proceed = () => {
    const go = held;
    if (!go) return;
    hold(null);
    // `go` is the source's own move, not `request`, so the guard that held it does not hold it again.
    go();
  };
  const stay = () => {
    if (held) hold(null);
  };

  return {
    get active() {
      return guards > 0;
    },
    request(to, go) {
      if (guards > 0 && pathnameOf(to) !== currentPathname()) hold(go);
      else go();
    },
    useLeaveGuard(when) {
      useEffect(() => {
        if (!when) return undefined;
        guards += 1;
        if (guards === 1) onActiveChange?.();
        return () => {
          guards -= 1;
          if (guards > 0) return;
          // Nothing guards the page any more (saved, or the guard unmounted): nothing stays held.
          stay();
          onActiveChange?.();
        };
      }, [when]);
      const blocked = useSyncExternalStore(subscribe, isHeld) && when;
      return useMemo(() => ({ blocked, proceed, stay }), [blocked]);
    },
  };
}
