import type { LeaveGuardState, PortalNavigation } from './navigation';
import { createLeaveGate } from './leave-gate';
import { navigationOver } from './location-navigation';

/** A {@link PortalNavigation} that keeps its location in memory, with what tests need to look at. */
export interface MemoryNavigation extends PortalNavigation {
  /** Current location: path plus query string. */
  readonly location: string;
  /** Every location up to the current one, oldest first. */
  readonly history: readonly string[];
  /** Goes back one entry, like the browser's Back button (held, like a link, by a leave guard). */
  back(): void;
  /**
   * While `when` is true, holds `navigate()`, links and `back()` that leave the current path
   * (see {@link PortalNavigation.useLeaveGuard}); exactly as asked, since memory has no browser
   * in the way.
   */
  useLeaveGuard(when: boolean): LeaveGuardState;
}

/**
 * In-memory navigation for stories, tests and hosts without a URL (e.g. a screen embedded in a
 * dialog). Starts at `initial` (path and optional query string).
 */
export function createMemoryNavigation(initial = '/'): MemoryNavigation {
  const entries = [initial];
  let index = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const current = () => entries[index] ?? '/';
  const pathname = () => current().split('?')[0] || '/';
  const gate = createLeaveGate(pathname);

  const navigation = navigationOver(
    {
      pathname,
      search: () => current().slice(pathname().length),
      go(to, replace) {
        if (replace) entries[index] = to;
        else {
          entries.splice(index + 1);
          entries.push(to);
          index = entries.length - 1;
        }
        notify();
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    gate,
  );

  return {
    ...navigation,
    get location() {
      return current();
    },
    get history() {
      return entries.slice(0, index + 1);
    },
    back() {
      const previous = entries[index - 1];
      if (previous === undefined) return;
      gate.request(previous, () => {
        index -= 1;
        notify();
      });
    },
  };
}
