/**
 * CSV writing (RFC 4180) with formula-injection neutralisation: a text cell beginning with
 * = + - @ tab or carriage return is prefixed with a single quote, so a spreadsheet shows it as
 * text instead of running it. Cells with a comma, quote or line break are quoted.
 */

/** A value known to need neither neutralising nor quoting (ids, codes, formatted dates). */
export class SafeCell {
  readonly text: string;
  constructor(value: CsvValue | SafeCell) {
    this.text = value === null || value === undefined ? '' : String(value instanceof SafeCell ? value.text : value);
  }
}

/** A cell value; numbers and null are written as they are (numbers never need neutralising). */
export type CsvValue = string | number | null | undefined | SafeCell;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** Either of the above: most cells match neither, and one test settles them. */
const NEEDS_CARE = /^[=+\-@\t\r]|[",\r\n]/;

/** One cell, neutralised and quoted as needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (value instanceof SafeCell) return value.text;
  if (!NEEDS_CARE.test(value)) return value;
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line, ending with CRLF. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Streams a CSV: the header line first (so the first byte leaves at once), then one chunk per
 * batch of rows from `batches` (a database cursor).
 */
export async function* csvStream<Row>(
  header: readonly string[],
  batches: AsyncIterable<Row[]>,
  toCells: (row: Row) => readonly CsvValue[],
): AsyncGenerator<string> {
  yield csvLine(header);
  // Let the header leave before the first (blocking, for PGlite) cursor read.
  await new Promise((resolve) => setImmediate(resolve));
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) chunk += csvLine(toCells(row));
    yield chunk;
  }
}

/** Amounts with two decimals, as the portal shows them. */
export function csvAmount(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : value.toFixed(2);
}
