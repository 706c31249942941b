import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleTimer } from './idle-timer';

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 5, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

function started(warningMs = MINUTE) {
  const calls: string[] = [];
  const timer = startIdleTimer({
    timeoutMs: 15 * MINUTE,
    warningMs,
    onWarning: (endsAt) => calls.push(`warning until ${endsAt - START}`),
    onWarningEnd: () => calls.push('warning ended'),
    onIdle: () => calls.push('idle'),
  });
  return { calls, timer };
}

describe('startIdleTimer', () => {
  beforeEach(() => {
    vi.setSystemTime(START);
  });

  it('warns at 14:00 with the end at 15:00, then goes idle at 15:00', () => {
    const { calls, timer } = started();
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(calls).toEqual([]);
    expect(timer.warning()).toBe(false);

    vi.advanceTimersByTime(1);
    expect(calls).toEqual([`warning until ${15 * MINUTE}`]);
    expect(timer.warning()).toBe(true);

    vi.advanceTimersByTime(MINUTE - 1);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([`warning until ${15 * MINUTE}`, 'idle']);
    expect(timer.warning()).toBe(false);
  });

  it('a touch during the warning ends it and starts the 15 minutes again', () => {
    const { calls, timer } = started();
    vi.advanceTimersByTime(14 * MINUTE + 30_000);
    timer.touch();
    expect(calls).toEqual([`warning until ${15 * MINUTE}`, 'warning ended']);
    expect(timer.warning()).toBe(false);

    // Past the first deadline: nothing; the next warning comes 14 minutes after the touch.
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toBe(`warning until ${29 * MINUTE + 30_000}`);
    vi.advanceTimersByTime(MINUTE);
    expect(calls.at(-1)).toBe('idle');
  });

  it('a touch before the warning moves it, and says nothing', () => {
    const { calls, timer } = started();
    vi.advanceTimersByTime(10 * MINUTE);
    timer.touch();
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([`warning until ${25 * MINUTE}`]);
  });

  it('a clock waking past the timeout (a sleeping laptop) goes idle without a warning', () => {
    const { calls } = started();
    // The system clock jumps while no timer ran; the pending timer then fires once, late.
    vi.setSystemTime(START + 60 * MINUTE);
    vi.advanceTimersByTime(14 * MINUTE);
    expect(calls).toEqual(['idle']);
  });

  it('without a warning lead it only goes idle', () => {
    const { calls } = started(0);
    vi.advanceTimersByTime(15 * MINUTE);
    expect(calls).toEqual(['idle']);
  });

  it('stop() ends everything quietly', () => {
    const { calls, timer } = started();
    vi.advanceTimersByTime(14 * MINUTE);
    timer.stop();
    vi.advanceTimersByTime(30 * MINUTE);
    expect(calls).toEqual([`warning until ${15 * MINUTE}`]);
    expect(timer.warning()).toBe(false);
  });
});
