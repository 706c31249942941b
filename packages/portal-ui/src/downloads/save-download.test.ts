import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_DELAY_MS, saveDownload } from './save-download';

describe('saveDownload', () => {
  // jsdom has no object URLs; these stand in for the browser's.
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://portal.test/1234');
  const revokeObjectURL = vi.fn((_url: string) => {});

  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('clicks a temporary download link to an object URL, then revokes the URL', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.isConnected).toBe(true);
      clicked.push(this);
    });
    const blob = new Blob(['a,b\n1,2\n'], { type: 'text/csv' });

    saveDownload({ blob, filename: 'transactions 2026-11.csv' });

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    const anchor = clicked[0]!;
    expect(anchor.getAttribute('href')).toBe('blob:http://portal.test/1234');
    expect(anchor.download).toBe('transactions 2026-11.csv');
    expect(anchor.isConnected).toBe(false);

    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_DELAY_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://portal.test/1234');
  });
});
