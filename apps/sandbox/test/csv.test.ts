/** CSV cells: formula neutralisation and RFC 4180 quoting. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvQuoted, csvStream } from '../src/reports/csv';

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=a,"b"', `"'=a,""b"""`],
    ['', ''],
  ])('%j becomes %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('agrees on any text with the rules written as regular expressions', () => {
    const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 12 }), (text) => {
        expect(csvCell(text)).toBe(quoted(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text));
        expect(csvQuoted(text)).toBe(quoted(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('writes numbers as they are and null as empty', () => {
    expect(csvLine([-5, null, undefined, 'x'])).toBe('-5,,,x\r\n');
  });

  it('streams the header first, then one chunk per batch', async () => {
    async function* batches() {
      yield [{ a: '1' }, { a: '=2' }];
      yield [{ a: '3' }];
    }
    const chunks: string[] = [];
    for await (const chunk of csvStream(csvLine(['A']), batches(), (rows) => rows.map((row) => csvLine([row.a])).join(''))) chunks.push(chunk);
    expect(chunks).toEqual(['A\r\n', "1\r\n'=2\r\n", '3\r\n']);
  });
});
