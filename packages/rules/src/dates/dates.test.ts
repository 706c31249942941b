import { describe, expect, it } from 'vitest';
import { lastDaysRange, todayRange } from './ranges';
import {
  dayNumber,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayDateTimeMonth,
  formatIsoDate,
  parseTimestamp,
  timestampToDate,
  toTimestamp,
  toWallTime,
} from './timestamp';
import { BUSINESS_TIME_ZONE, addDays, addMonths, daysBetween, instantOf, todayIn, wallTimeIn } from './wall-time';

// 2024-03-01 00:30 in Bangkok is still 29 Feb in UTC and in New York: ranges must follow Bangkok.
const NOW = new Date('2024-02-29T17:30:00Z');

describe('timestamps', () => {
  it.each([
    ['20200814090500', { year: 2020, month: 8, day: 14, hour: 9, minute: 5, second: 0 }],
    ['20240229', { year: 2024, month: 2, day: 29, hour: 0, minute: 0, second: 0 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29, hour: 0, minute: 0, second: 0 }],
    ['2024-02-29T23:59', { year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 0 }],
    ['2024-02-29 23:59:59', { year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59 }],
  ])('parses %s', (value, wall) => {
    expect(parseTimestamp(value)).toEqual(wall);
  });

  it.each(['20230229', '20241301', '20240100', '20240101240000', '20240101006000', '20240101000060', '09991231', '2024-1-1', '', 20240101])(
    'rejects %j',
    (value) => {
      expect(parseTimestamp(value)).toBeNull();
    },
  );

  it('formats for display without moving a stored wall time', () => {
    expect(formatDisplayDateTime('20200814090500')).toBe('14/08/2020 09:05:00');
    expect(formatDisplayDateTimeMonth('20200814090500')).toBe('14-Aug-2020 09:05:00');
    expect(formatDisplayDateTimeMonth('20201231235959')).toBe('31-Dec-2020 23:59:59');
    // Thai month abbreviations, the Gregorian year kept (rules README: why no Buddhist year).
    expect(formatDisplayDateTimeMonth('20200814090500', BUSINESS_TIME_ZONE, 'th')).toBe('14-ส.ค.-2020 09:05:00');
    expect(formatDisplayDateTimeMonth('20201231235959', BUSINESS_TIME_ZONE, 'th')).toBe('31-ธ.ค.-2020 23:59:59');
    expect(formatDisplayDate('20200814090500')).toBe('14/08/2020');
    expect(formatDisplayDate('2020-08-14')).toBe('14/08/2020');
    expect(formatDisplayDate('20230229000000')).toBe('');
    expect(formatDisplayDateTime('garbage')).toBe('');
    expect(formatDisplayDateTimeMonth(undefined)).toBe('');
  });

  it('reads instants in the business zone, whatever the machine zone', () => {
    expect(toTimestamp(NOW)).toBe('20240301003000');
    expect(toTimestamp(NOW, 'UTC')).toBe('20240229173000');
    expect(toTimestamp(NOW, 'America/New_York')).toBe('20240229123000');
    expect(formatDisplayDateTime(NOW)).toBe('01/03/2024 00:30:00');
    expect(formatDisplayDate(NOW)).toBe('01/03/2024');
    expect(formatDisplayDate(NOW, 'UTC')).toBe('29/02/2024');
    expect(timestampToDate('20240301003000')?.toISOString()).toBe(NOW.toISOString());
    expect(timestampToDate('nope')).toBeNull();
    expect(toWallTime(new Date(Number.NaN))).toBeNull();
    expect(toWallTime(new Date('0500-01-01T00:00:00Z'))).toBeNull();
  });

  it('finds instants across daylight saving in other zones', () => {
    const summer = { year: 2024, month: 7, day: 1, hour: 12, minute: 0, second: 0 };
    expect(instantOf(summer, 'America/New_York').toISOString()).toBe('2024-07-01T16:00:00.000Z');
    expect(instantOf({ ...summer, month: 1 }, 'America/New_York').toISOString()).toBe('2024-01-01T17:00:00.000Z');
    expect(wallTimeIn(new Date('2024-03-10T07:30:00Z'), 'America/New_York').hour).toBe(3);
  });
});

describe('dayNumber (calendar days of waivers)', () => {
  it('reads storage and ISO dates as one comparable number', () => {
    expect(dayNumber('20240131')).toBe(20240131);
    expect(dayNumber('2024-01-31')).toBe(20240131);
    expect(dayNumber('20240131235959')).toBe(20240131);
    expect(dayNumber('20231231')! < dayNumber('2024-01-01')!).toBe(true);
  });

  it('is null for what is not a real day, and for instants', () => {
    for (const value of ['20240230', '2024-13-01', 'soon', '', null, 20240131, new Date('2024-01-31T00:00:00Z')]) {
      expect(dayNumber(value)).toBeNull();
    }
  });
});

describe('calendar arithmetic', () => {
  it('counts days and moves by days and months', () => {
    expect(daysBetween({ year: 2024, month: 1, day: 1 }, { year: 2024, month: 12, day: 26 })).toBe(360);
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths({ year: 2024, month: 8, day: 31 }, -6)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths({ year: 2024, month: 3, day: 15 }, -6)).toEqual({ year: 2023, month: 9, day: 15 });
    expect(formatIsoDate({ year: 2024, month: 2, day: 9 })).toBe('2024-02-09');
  });
});

describe('default ranges', () => {
  it('today runs from 00:00:00 to 23:59:59 in Bangkok', () => {
    expect(todayIn({ now: NOW })).toEqual({ year: 2024, month: 3, day: 1 });
    expect(todayRange({ now: NOW })).toEqual({ fromDate: '20240301000000', toDate: '20240301235959' });
    expect(todayRange({ now: () => NOW, timeZone: 'UTC' })).toEqual({ fromDate: '20240229000000', toDate: '20240229235959' });
  });

  it('the last 30 days end today', () => {
    expect(lastDaysRange(30, { now: NOW })).toEqual({ fromDate: '20240131000000', toDate: '20240301235959' });
    expect(lastDaysRange().toDate).toMatch(/^\d{8}235959$/);
  });
});
