/** CSV cells: formula neutralisation and RFC 4180 quoting. */
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvStream } from '../src/reports/csv';

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
