import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format-message';
import { SSO250_MESSAGES } from '../messages/report-messages';
import { sso250Window } from '../forms/sso250/sso250-date';
import { parseDisplayDateTime } from './display-date-time';
import {
  eraDisplayText,
  eraYear,
  formatEraDate,
  formatEraDateTime,
  gregorianYear,
  isCalendarEra,
  parseEraDateTime,
  readEraDate,
  withPickedEraDay,
} from './era';
import { formatDisplayDate, formatDisplayDateTime } from './timestamp';

describe('Buddhist-era years', () => {
  it('shows 2026 as 2569 and reads 2569 back as 2026', () => {
    expect(eraYear(2026, 'buddhist')).toBe(2569);
    expect(eraYear(2026, 'gregorian')).toBe(2026);
    expect(gregorianYear(2569, 'buddhist')).toBe(2026);
    expect(gregorianYear(2569, 'gregorian')).toBe(2569);
  });

  it('formats stored values with the era year, the rest as the spec writes it', () => {
    expect(formatEraDateTime('20261127093005', 'buddhist')).toBe('27/11/2569 09:30:05');
    expect(formatEraDate('20261127', 'buddhist')).toBe('27/11/2569');
    expect(formatEraDate('2026-01-01', 'buddhist')).toBe('01/01/2569');
    // An instant is read in the business zone: 31 Dec 2025 20:00 UTC is already 1 Jan 2026 in Bangkok.
    expect(formatEraDateTime(new Date('2025-12-31T20:00:00Z'), 'buddhist')).toBe('01/01/2569 03:00:00');
    expect(formatEraDateTime('garbage', 'buddhist')).toBe('');
  });

  it('is the spec display format in the Gregorian era', () => {
    for (const stamp of ['20240229000000', '20261231235959', '20000101120000']) {
      expect(formatEraDateTime(stamp, 'gregorian')).toBe(formatDisplayDateTime(stamp));
      expect(formatEraDate(stamp, 'gregorian')).toBe(formatDisplayDate(stamp));
    }
  });

  it('reads the leap day 29/02/2567 B.E. as 29 February 2024 and refuses 29/02/2566 B.E. (2023)', () => {
    expect(readEraDate('29/02/2567', 'buddhist')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(readEraDate('29/02/2566', 'buddhist')).toBeNull();
    expect(parseEraDateTime('29/02/2567 00:00:00', 'buddhist')).toBe('20240229000000');
    expect(parseEraDateTime('29/02/2566 00:00:00', 'buddhist')).toBeNull();
  });

  it('reads a typed value in the era its field shows, never guessing the year', () => {
    expect(parseEraDateTime('01/01/2569 00:00:00', 'buddhist')).toBe('20260101000000');
    expect(parseEraDateTime('01/01/2026 00:00:00', 'gregorian')).toBe('20260101000000');
    // 2026 typed in a B.E. field is 2026 B.E., 1483 A.D.: what was typed, read as the field says.
    expect(parseEraDateTime('01/01/2026 00:00:00', 'buddhist')).toBe('14830101000000');
  });

  it('keeps the range ends of a day: from 00:00:00, to 23:59:59', () => {
    expect(parseEraDateTime('01/11/2569 00:00:00', 'buddhist')).toBe('20261101000000');
    expect(parseEraDateTime('30/11/2569 23:59:59', 'buddhist')).toBe('20261130235959');
    expect(parseEraDateTime('31/12/2569 23:59:59', 'buddhist')).toBe('20261231235959');
    expect(withPickedEraDay('', { year: 2026, month: 11, day: 27 }, '23:59:59', 'buddhist')).toBe('27/11/2569 23:59:59');
    expect(withPickedEraDay('01/01/2569 13:30', { year: 2024, month: 2, day: 29 }, '00:00:00', 'buddhist')).toBe('29/02/2567 13:30:00');
  });

  it.each([
    ['31/04/2569 00:00:00', 'April has 30 days'],
    ['01/13/2569 00:00:00', 'month 13'],
    ['01/01/2569 24:00:00', '24:00 is not a time'],
    ['01/01/69 00:00:00', 'two-digit year'],
    ['01/01/1500 00:00:00', 'a B.E. year before 1000 A.D.'],
    ['', 'nothing'],
  ])('refuses %s in the Buddhist era (%s)', (text) => {
    expect(parseEraDateTime(text, 'buddhist')).toBeNull();
  });

  it('reads what it writes, in both eras', () => {
    for (const era of ['gregorian', 'buddhist'] as const) {
      for (const stamp of ['20240229000000', '20261231235959', '20000101120000']) {
        expect(parseEraDateTime(formatEraDateTime(stamp, era), era)).toBe(stamp);
      }
    }
    // The Gregorian era reads as the spec's typed format does.
    expect(parseEraDateTime(' 1/2/2026  9:05 ', 'gregorian')).toBe(parseDisplayDateTime(' 1/2/2026  9:05 '));
  });

  it('writes the days of a message (an invalid input, a window) in the era', () => {
    const now = () => new Date('2026-11-27T05:00:00Z');
    const window = sso250Window({ now });
    const buddhist = { from: eraDisplayText(window.from, 'buddhist'), to: eraDisplayText(window.to, 'buddhist') };
    expect(buddhist).toEqual({ from: '27/05/2569', to: '26/11/2569' });
    expect(formatMessage(SSO250_MESSAGES.dateOutOfRange, buddhist)).toBe('Report effective date must be from 27/05/2569 to 26/11/2569: 6 months back through yesterday.');
    expect(eraDisplayText('from 27/05/2026 to 26/11/2026', 'gregorian')).toBe('from 27/05/2026 to 26/11/2026');
  });

  it('accepts only a known era from storage', () => {
    expect(isCalendarEra('buddhist')).toBe(true);
    expect(isCalendarEra('gregorian')).toBe(true);
    expect(isCalendarEra('thai')).toBe(false);
    expect(isCalendarEra(null)).toBe(false);
  });
});
