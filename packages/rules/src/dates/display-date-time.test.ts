import { describe, expect, it } from 'vitest';
import { displayTimeOf, parseDisplayDateTime, withPickedDay } from './display-date-time';
import { formatDisplayDateTime } from './timestamp';

describe('typed date-times (DD/MM/YYYY HH:mm:ss, 24-hour)', () => {
  it.each([
    ['29/02/2024 00:00:00', '20240229000000'],
    ['31/12/2026 23:59:59', '20261231235959'],
    ['03/11/2026 13:05:09', '20261103130509'],
    // The day first whatever the browser: 03/11 is 3 November, never 11 March.
    ['11/03/2026 13:05:09', '20260311130509'],
    // Seconds may be left out: the start of that minute.
    ['01/02/2026 09:05', '20260201090500'],
    // One-digit day, month and hour, and spaces around, as the date pickers read them.
    [' 1/2/2026  9:05:00 ', '20260201090500'],
  ])('reads %s as %s', (text, stamp) => {
    expect(parseDisplayDateTime(text)).toBe(stamp);
  });

  it.each([
    ['29/02/2023 00:00:00', 'no 29 February in 2023'],
    ['31/04/2026 00:00:00', 'April has 30 days (no roll-over into May)'],
    ['01/13/2026 00:00:00', 'month 13'],
    ['00/01/2026 00:00:00', 'day 0'],
    ['01/01/2026 24:00:00', '24:00 is not a time'],
    ['01/01/2026 23:60:00', 'minute 60'],
    ['01/01/2026 23:59:60', 'second 60'],
    ['01/01/2026 11:00:00 PM', '12-hour clock'],
    ['01/01/2026', 'a day without its time'],
    ['2026-01-01T00:00:00', 'the datetime-local value'],
    ['01/01/26 00:00:00', 'two-digit year'],
    ['01/01/2026 0:0:0', 'one-digit minutes'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (text) => {
    expect(parseDisplayDateTime(text)).toBeNull();
  });

  it('reads back what formatDisplayDateTime writes', () => {
    for (const stamp of ['20240229000000', '20261231235959', '20000101120000']) {
      expect(parseDisplayDateTime(formatDisplayDateTime(stamp))).toBe(stamp);
    }
    expect(formatDisplayDateTime('20240229235959')).toBe('29/02/2024 23:59:59');
  });

  it('keeps the typed time when a day is picked, or starts from the default', () => {
    expect(displayTimeOf('01/01/2026 9:05')).toBe('09:05:00');
    expect(displayTimeOf('01/01/2026 24:00')).toBeNull();
    expect(withPickedDay('01/01/2026 13:30:15', { year: 2024, month: 2, day: 29 }, '00:00:00')).toBe('29/02/2024 13:30:15');
    expect(withPickedDay('', { year: 2024, month: 2, day: 9 }, '23:59:59')).toBe('09/02/2024 23:59:59');
    expect(withPickedDay('garbage', { year: 2024, month: 2, day: 9 }, '00:00:00')).toBe('09/02/2024 00:00:00');
  });
});
