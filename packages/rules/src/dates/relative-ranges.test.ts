import { describe, expect, it } from 'vitest';
import { isRelativeRange, relativeRangeOf, resolveRelativeRange, type RELATIVE_RANGES } from './ranges';

// 2024-03-01 00:30 in Bangkok is still 29 Feb in UTC: every range counts from Bangkok's day.
const MARCH_1 = new Date('2024-02-29T17:30:00Z');
// 2026-11-27 12:00 in Bangkok.
const NOV_27 = new Date('2026-11-27T05:00:00Z');

describe('relative ranges', () => {
  it('counts each range in whole days up to today, in the business zone', () => {
    const at = (range: (typeof RELATIVE_RANGES)[number]) => resolveRelativeRange(range, { now: NOV_27 });
    expect(at('today')).toEqual({ fromDate: '20261127000000', toDate: '20261127235959' });
    expect(at('yesterday')).toEqual({ fromDate: '20261126000000', toDate: '20261126235959' });
    expect(at('last7Days')).toEqual({ fromDate: '20261121000000', toDate: '20261127235959' });
    expect(at('last30Days')).toEqual({ fromDate: '20261029000000', toDate: '20261127235959' });
    expect(at('thisMonth')).toEqual({ fromDate: '20261101000000', toDate: '20261127235959' });
    expect(at('lastMonth')).toEqual({ fromDate: '20261001000000', toDate: '20261031235959' });
  });

  it('follows the business zone across a month and a leap day, not the machine clock', () => {
    expect(resolveRelativeRange('today', { now: MARCH_1 })).toEqual({ fromDate: '20240301000000', toDate: '20240301235959' });
    expect(resolveRelativeRange('yesterday', { now: MARCH_1 })).toEqual({ fromDate: '20240229000000', toDate: '20240229235959' });
    expect(resolveRelativeRange('lastMonth', { now: MARCH_1 })).toEqual({ fromDate: '20240201000000', toDate: '20240229235959' });
    expect(resolveRelativeRange('last7Days', { now: MARCH_1 })).toEqual({ fromDate: '20240224000000', toDate: '20240301235959' });
    // The same instant in New York is still 29 Feb.
    expect(resolveRelativeRange('today', { now: MARCH_1, timeZone: 'America/New_York' }).fromDate).toBe('20240229000000');
  });

  it('crosses a year: last month of January is December', () => {
    expect(resolveRelativeRange('lastMonth', { now: new Date('2026-01-15T05:00:00Z') })).toEqual({
      fromDate: '20251201000000',
      toDate: '20251231235959',
    });
  });

  it('a link counts from the day it is opened', () => {
    const nextWeek = new Date(NOV_27.getTime() + 7 * 86_400_000);
    expect(resolveRelativeRange('last7Days', { now: nextWeek })).toEqual({ fromDate: '20261128000000', toDate: '20261204235959' });
  });

  it('knows its names only', () => {
    expect(isRelativeRange('last7Days')).toBe(true);
    expect(isRelativeRange('last8Days')).toBe(false);
    expect(isRelativeRange(undefined)).toBe(false);
  });

  it('names the relative range that gives a fixed range today, the first when several do', () => {
    expect(relativeRangeOf({ fromDate: '20261121000000', toDate: '20261127235959' }, { now: NOV_27 })).toBe('last7Days');
    expect(relativeRangeOf({ fromDate: '20240301000000', toDate: '20240301235959' }, { now: MARCH_1 })).toBe('today');
    expect(relativeRangeOf({ fromDate: '20261121000000', toDate: '20261127120000' }, { now: NOV_27 })).toBeNull();
  });
});
