import { describe, expect, it } from 'vitest';
import { MESSAGES_EN } from '../../messages/catalogue';
import { validateTransactionSearch } from '../transaction-search/transaction-search';
import { REGISTRATION_SEARCH_MAX_DAYS, validateRegistrationSearch } from './registration-search';

const errorsOf = (fromDate: unknown, toDate: unknown) =>
  validateRegistrationSearch({ fromDate, toDate }).errors.map(({ field, code, message }) => ({ field, code, message }));

describe('validateRegistrationSearch', () => {
  it('accepts a range of up to 360 days, like the transaction search', () => {
    expect(REGISTRATION_SEARCH_MAX_DAYS).toBe(360);
    expect(errorsOf('20240101000000', '20241226235959')).toEqual([]);
    expect(errorsOf('2026-01-10', '2026-01-10')).toEqual([]);
  });

  it.each([
    ['a 361-day range', '20240101000000', '20241227000000'],
    ['a 2000-day range', '20200101000000', '20250623235959'],
  ])('refuses %s', (_name, fromDate, toDate) => {
    expect(errorsOf(fromDate, toDate)).toEqual([
      { field: 'toDate', code: 'registrationReport.rangeTooLong', message: 'Registration date range should not be over than 360 days.' },
    ]);
  });

  it.each([
    ['2026-11-31', '20261131000000', '20261201235959'],
    ['month 13', '20261301000000', '20261201235959'],
    ['not a date', 'yesterday', '20261201235959'],
  ])('calls an impossible from date (%s) invalid, never later than the to', (_name, fromDate, toDate) => {
    expect(errorsOf(fromDate, toDate)).toEqual([{ field: 'fromDate', code: 'registrationReport.fromInvalid', message: 'Registration date from is invalid' }]);
  });

  it('calls an impossible to date invalid, and both when both are', () => {
    expect(errorsOf('20261101000000', '20261131235959')).toEqual([
      { field: 'toDate', code: 'registrationReport.toInvalid', message: 'Registration date to is invalid' },
    ]);
    expect(errorsOf('20261301000000', '')).toEqual([
      { field: 'fromDate', code: 'registrationReport.fromInvalid', message: 'Registration date from is invalid' },
      { field: 'toDate', code: 'registrationReport.toInvalid', message: 'Registration date to is invalid' },
    ]);
  });

  it('refuses a from after the to', () => {
    expect(errorsOf('20260102000000', '20260101235959')).toEqual([
      { field: 'fromDate', code: 'registrationReport.fromAfterTo', message: 'Registration date from should be earlier than registration date to.' },
    ]);
  });

  it('finds the same problems as the transaction search, in the registration report\'s words from the catalogue', () => {
    const cases = [
      ['20261131000000', '20261201235959'],
      ['20261101000000', '20261301235959'],
      ['20260102000000', '20260101235959'],
      ['20200101000000', '20250623235959'],
      ['20260101000000', '20260102235959'],
    ];
    for (const [fromDate, toDate] of cases) {
      const registration = validateRegistrationSearch({ fromDate, toDate }).errors;
      const transaction = validateTransactionSearch({ fromDate, toDate }).errors;
      expect(registration.map((e) => [e.field, e.code.split('.')[1]])).toEqual(transaction.map((e) => [e.field, e.code.split('.')[1]]));
      for (const error of registration) expect(error.message).toBe(MESSAGES_EN[error.code]);
    }
  });

  it('speaks Thai when given the Thai catalogue', async () => {
    const { MESSAGES_TH } = await import('../../messages/th');
    const [error] = validateRegistrationSearch({ fromDate: '20261131000000', toDate: '20261201235959' }, { messages: MESSAGES_TH }).errors;
    expect(error?.message).toBe(MESSAGES_TH['registrationReport.fromInvalid']);
  });
});
