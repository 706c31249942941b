import { describe, expect, it } from 'vitest';
import { pairs, yupErrors } from '../../../test/helpers';
import { SSO250_TH } from '../../messages/th/reports';
import { sso250DateBounds, sso250Window, validateSso250Date } from './sso250-date';
import { sso250DateSchema } from './sso250-date-schema';

// 00:30 on 31 Aug 2024 in Bangkok (still 30 Aug in UTC and New York).
const NOW = new Date('2024-08-30T17:30:00Z');
const OUT = [{ field: 'reportDate', message: 'Report effective date must be from 29/02/2024 to 30/08/2024: 6 months back through yesterday.' }];

const errorsOf = (reportDate: unknown, timeZone?: string) => {
  const options = { now: () => NOW, timeZone };
  const plain = pairs(validateSso250Date({ reportDate }, options));
  expect(yupErrors(sso250DateSchema(options), { reportDate })).toEqual(plain);
  return plain;
};

describe('validateSso250Date', () => {
  it('allows from exactly 6 months back through yesterday', () => {
    expect(sso250DateBounds({ now: NOW })).toEqual({
      min: { year: 2024, month: 2, day: 29 },
      max: { year: 2024, month: 8, day: 30 },
      minIso: '2024-02-29',
      maxIso: '2024-08-30',
    });
  });

  it.each([
    ['20240228', OUT],
    ['20240229', []],
    ['2024-05-15', []],
    ['20240830', []],
    ['20240831', OUT],
  ])('%s', (reportDate, expected) => {
    expect(errorsOf(reportDate)).toEqual(expected);
  });

  it('names the window with its real dates, DD/MM/YYYY, in either language', () => {
    expect(sso250Window({ now: NOW })).toEqual({ from: '29/02/2024', to: '30/08/2024' });
    const [error] = validateSso250Date({ reportDate: '20240831' }, { now: () => NOW }).errors;
    expect(error).toEqual({ field: 'reportDate', code: 'sso250.dateOutOfRange', message: OUT[0]!.message, params: { from: '29/02/2024', to: '30/08/2024' } });
    const [thai] = validateSso250Date({ reportDate: '20240831' }, { now: () => NOW, messages: { 'sso250.dateOutOfRange': SSO250_TH.dateOutOfRange } }).errors;
    expect(thai!.message).toContain('29/02/2024');
    expect(thai!.message).toContain('30/08/2024');
    expect(thai!.message).not.toContain('{');
  });

  it('counts today in the business zone', () => {
    // In UTC it is 30 Aug: yesterday is 29 Aug, so 30 Aug is today and out of range.
    expect(errorsOf('20240830', 'UTC')).toEqual([{ field: 'reportDate', message: 'Report effective date must be from 29/02/2024 to 29/08/2024: 6 months back through yesterday.' }]);
    expect(sso250DateBounds({ now: NOW, timeZone: 'UTC' }).maxIso).toBe('2024-08-29');
  });

  it('needs a valid date', () => {
    expect(errorsOf('')).toEqual([{ field: 'reportDate', message: 'Please select report effective date' }]);
    expect(errorsOf('20240231')).toEqual([{ field: 'reportDate', message: 'Report effective date is invalid.' }]);
    expect(errorsOf(new Date(Number.NaN))).toEqual([{ field: 'reportDate', message: 'Report effective date is invalid.' }]);
    expect(errorsOf(new Date('2024-06-01T00:00:00Z'))).toEqual([]);
  });

  it('uses the real clock by default', () => {
    expect(validateSso250Date({ reportDate: '19990101' }).ok).toBe(false);
  });
});
