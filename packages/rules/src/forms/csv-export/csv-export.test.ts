import { describe, expect, it } from 'vitest';
import { pairs, yupErrors } from '../../../test/helpers';
import { needsLargeExportConfirm, validateCsvExport } from './csv-export';
import { csvExportSchema } from './csv-export-schema';

const errorsOf = (input: unknown) => {
  const plain = pairs(validateCsvExport(input));
  expect(yupErrors(csvExportSchema(), input)).toEqual(plain);
  return plain;
};

describe('validateCsvExport', () => {
  it.each([
    ['20240101000000', '20240131235959', []],
    ['20240101000000', '20240201000000', [{ field: 'toDate', message: 'Downloadable transaction date range should not be over than 30 days.' }]],
  ])('%s to %s', (fromDate, toDate, expected) => {
    expect(errorsOf({ fromDate, toDate, merchantId: '1234567890' })).toEqual(expected);
  });

  it('reports unusable dates with the transaction messages first', () => {
    expect(errorsOf({ fromDate: '20240201', toDate: '20240101' })).toEqual([
      { field: 'fromDate', message: 'Transaction date from should be earlier than transaction date to.' },
    ]);
  });
});

describe('needsLargeExportConfirm', () => {
  it.each([
    [{}, true],
    [{ merchantId: ' ' }, true],
    [{ merchantId: '1234567890' }, false],
    [{ merchantName: 'Shop' }, false],
  ])('%j -> %s', (criteria, expected) => {
    expect(needsLargeExportConfirm(criteria)).toBe(expected);
  });
});
