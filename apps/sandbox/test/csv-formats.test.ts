/** The exports' fast timestamp format agrees with rules' formatter on every input. */
import { formatDisplayDateTime } from '@lego-portal/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDateTime } from '../src/reports/csv-formats';

const digits = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

describe('csvDateTime', () => {
  it('writes a stored timestamp as DD/MM/YYYY HH:mm:ss', () => {
    expect(csvDateTime('20261122143005')).toBe('22/11/2026 14:30:05');
    expect(csvDateTime('20240229000000')).toBe('29/02/2024 00:00:00');
  });

  it.each(['20230229000000', '20261322143005', '20261122243005', '20261122146005', '2026112214300', 'abcdefghijklmn', ''])(
    'gives %j what rules gives (nothing: it is not a real date and time)',
    (stamp) => {
      expect(csvDateTime(stamp)).toBe('');
      expect(formatDisplayDateTime(stamp)).toBe('');
    },
  );

  it('agrees with formatDisplayDateTime on any 14 digits, real dates and any text', () => {
    const realStamp = fc
      .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
      .map((d) => d.toISOString().replace(/\D/g, '').slice(0, 14));
    fc.assert(
      fc.property(fc.oneof(digits(14), realStamp, fc.string()), (stamp) => {
        expect(csvDateTime(stamp)).toBe(formatDisplayDateTime(stamp));
      }),
      { numRuns: 5000 },
    );
  });
});
