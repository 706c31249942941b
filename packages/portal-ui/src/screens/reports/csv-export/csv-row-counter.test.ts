import { describe, expect, it } from 'vitest';
import { CsvRowCounter, countingCsvRows } from './csv-row-counter';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Rows counted when `text` arrives cut into the given pieces. */
function rowsOf(...pieces: string[]): number {
  const counter = new CsvRowCounter();
  for (const piece of pieces) counter.push(bytes(piece));
  return counter.rows;
}

describe('CsvRowCounter', () => {
  it.each([
    ['', 0],
    ['No,Amount\r\n', 0],
    ['No,Amount', 0],
    ['No,Amount\r\nTX1,10.00\r\n', 1],
    ['No,Amount\r\nTX1,10.00\r\nTX2,20.00', 2],
    ['No,Note\r\nTX1,"two\r\nlines"\r\nTX2,"say ""hi"", then\nleave"\r\n', 2],
  ])('%j has %i data rows', (text, rows) => {
    expect(rowsOf(text)).toBe(rows);
  });

  it('counts the same however the bytes are cut, quotes and line ends split across chunks included', () => {
    const text = 'No,Note\r\nTX1,"a\r\nb"\r\nTX2,"x ""y"""\r\nTX3,plain\r\n';
    for (let cut = 0; cut <= text.length; cut += 1) expect(rowsOf(text.slice(0, cut), text.slice(cut))).toBe(3);
  });
});

describe('countingCsvRows', () => {
  it('passes every byte through unchanged and reports the rows after each chunk', async () => {
    const seen: number[] = [];
    const source = new Response('No\r\n1\r\n2\r\n3\r\n').body!;
    const text = await new Response(source.pipeThrough(countingCsvRows((rows) => seen.push(rows)))).text();
    expect(text).toBe('No\r\n1\r\n2\r\n3\r\n');
    expect(seen.at(-1)).toBe(3);
  });
});
