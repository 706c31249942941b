import { useSyncExternalStore } from 'react';

/** How often, at most, progress reaches the screen: often enough to look live, rarely enough to cost nothing. */
export const PROGRESS_INTERVAL_MS = 100;

/**
 * Rows received by a running download, readable with `useSyncExternalStore`. The writer calls
 * `report` for every chunk; listeners hear of it at most every {@link PROGRESS_INTERVAL_MS}
 * (the first report at once, a held-back one when the interval is over), and `flush` delivers
 * the last count at once.
 */
export interface DownloadProgress {
  report(rows: number): void;
  flush(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): number;
}

/** A new {@link DownloadProgress} at zero rows; `now` is for tests. */
export function createDownloadProgress(now: () => number = () => performance.now()): DownloadProgress {
  const listeners = new Set<() => void>();
  let rows = 0;
  let shown = 0;
  let shownAt = -Infinity;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const notify = () => {
    clearTimeout(pending);
    pending = undefined;
    shown = rows;
    shownAt = now();
    listeners.forEach((listener) => listener());
  };
  return {
    report(count) {
      rows = count;
      const wait = shownAt + PROGRESS_INTERVAL_MS - now();
      if (wait <= 0) notify();
      // A stream that pauses after a held-back report still shows it.
      else pending ??= setTimeout(notify, wait);
    },
    flush() {
      if (shown !== rows) notify();
      else clearTimeout(pending);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => shown,
  };
}

const NO_PROGRESS: Pick<DownloadProgress, 'subscribe' | 'getSnapshot'> = { subscribe: () => () => {}, getSnapshot: () => 0 };

/** The rows of `progress` as last delivered (0 without one), re-rendering when they change. */
export function useDownloadRows(progress: DownloadProgress | undefined): number {
  const source = progress ?? NO_PROGRESS;
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
