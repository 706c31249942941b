import { describe, expect, it } from 'vitest';
import { pairs, yupErrors } from '../../../test/helpers';
import { validateTransactionSearch } from './transaction-search';
import { transactionSearchSchema } from './transaction-search-schema';

const errorsOf = (input: unknown, timeZone?: string) => {
  const plain = pairs(validateTransactionSearch(input, { timeZone }));
  expect(yupErrors(transactionSearchSchema({ timeZone }), input)).toEqual(plain);
  return plain;
};

describe('validateTransactionSearch', () => {
  it.each([
    ['20240101000000', '20241226235959', 360, []],
    ['20240101000000', '20241227000000', 361, [{ field: 'toDate', message: 'Transaction date range should not be over than 360 days.' }]],
    ['2024-01-01', '2024-12-26', 360, []],
    ['2024-01-01', '2024-12-27', 361, [{ field: 'toDate', message: 'Transaction date range should not be over than 360 days.' }]],
  ])('%s to %s (%i days)', (fromDate, toDate, _days, expected) => {
    expect(errorsOf({ fromDate, toDate })).toEqual(expected);
  });

  it('accepts today start to today end', () => {
    expect(errorsOf({ fromDate: '20240301000000', toDate: '20240301235959' })).toEqual([]);
  });

  it('needs valid dates', () => {
    expect(errorsOf({ fromDate: '', toDate: '20240230' })).toEqual([
      { field: 'fromDate', message: 'Transaction from is invalid' },
      { field: 'toDate', message: 'Transaction to is invalid' },
    ]);
    expect(errorsOf(undefined)).toHaveLength(2);
  });

  it('needs from not after to, to the second', () => {
    expect(errorsOf({ fromDate: '20240301120001', toDate: '20240301120000' })).toEqual([
      { field: 'fromDate', message: 'Transaction date from should be earlier than transaction date to.' },
    ]);
    expect(errorsOf({ fromDate: '20240301120000', toDate: '20240301120000' })).toEqual([]);
  });

  it('reads Date values in the business zone', () => {
    // 2023-12-31T17:30Z is already 1 Jan 2024 in Bangkok: 360 days there, 361 in UTC.
    const input = { fromDate: new Date('2023-12-31T17:30:00Z'), toDate: new Date('2024-12-26T12:00:00Z') };
    expect(errorsOf(input)).toEqual([]);
    expect(errorsOf(input, 'UTC')).toEqual([{ field: 'toDate', message: 'Transaction date range should not be over than 360 days.' }]);
  });
});
