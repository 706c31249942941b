import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDownloadProgress, PROGRESS_INTERVAL_MS } from './download-progress';

describe('createDownloadProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('delivers the first count at once, then at most once per interval, and a held-back count when the interval ends', () => {
    const progress = createDownloadProgress();
    const heard: number[] = [];
    progress.subscribe(() => heard.push(progress.getSnapshot()));

    progress.report(10);
    expect(heard).toEqual([10]);
    progress.report(20);
    progress.report(30);
    expect(progress.getSnapshot()).toBe(10);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(heard).toEqual([10, 30]);
  });

  it('flush delivers the last count at once, and only when it is new', () => {
    const progress = createDownloadProgress();
    const heard: number[] = [];
    progress.subscribe(() => heard.push(progress.getSnapshot()));
    progress.report(1);
    progress.report(2);
    progress.flush();
    progress.flush();
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS * 2);
    expect(heard).toEqual([1, 2]);
  });

  it('stops telling a listener once it unsubscribed', () => {
    const progress = createDownloadProgress();
    const listener = vi.fn();
    const unsubscribe = progress.subscribe(listener);
    unsubscribe();
    progress.report(5);
    expect(listener).not.toHaveBeenCalled();
    expect(progress.getSnapshot()).toBe(5);
  });
});
