/** The exports' fast timestamp formats (string and bytes) agree with rules' formatter on every input. */
import { formatDisplayDateTime } from '@lego-portal/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDateTime, writeCsvDateTime } from '../src/reports/csv-formats';

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

describe('writeCsvDateTime', () => {
  /** What the byte form writes for `stamp`, placed among other bytes, or null when it declines. */
  function written(stamp: string): string | null {
    const source = Buffer.from(`x\u001f${stamp}\u001fy`);
    const out = Buffer.alloc(40, 0x2a);
    const length = writeCsvDateTime(source, 2, source.length - 2, out, 3);
    if (length < 0) {
      expect(out.every((b) => b === 0x2a)).toBe(true);
      return null;
    }
    expect(out.subarray(0, 3).every((b) => b === 0x2a) && out.subarray(3 + length).every((b) => b === 0x2a)).toBe(true);
    return out.toString('utf8', 3, 3 + length);
  }

  it('writes a real stored timestamp as csvDateTime does, and declines anything else', () => {
    expect(written('20261122143005')).toBe('22/11/2026 14:30:05');
    const realStamp = fc
      .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
      .map((d) => d.toISOString().replace(/\D/g, '').slice(0, 14));
    fc.assert(
      fc.property(fc.oneof(digits(14), realStamp, fc.string({ maxLength: 16 })), (stamp) => {
        const bytes = written(stamp);
        // Declined: the writer takes csvDateTime's string path, which gives what rules gives.
        if (bytes !== null) expect(bytes).toBe(csvDateTime(stamp));
        else expect(csvDateTime(stamp)).toBe(formatDisplayDateTime(stamp));
      }),
      { numRuns: 5000 },
    );
    // Every real date and time takes the byte path.
    fc.assert(
      fc.property(realStamp, (stamp) => {
        expect(written(stamp)).toBe(csvDateTime(stamp));
      }),
      { numRuns: 2000 },
    );
  });

  it('declines what is not a real date and time', () => {
    for (const stamp of ['20230229000000', '20261322143005', '20261122243005', '20261122146005', '20261122143060', '2026112214300', '2026112214300a']) {
      expect(written(stamp)).toBeNull();
    }
  });
});
